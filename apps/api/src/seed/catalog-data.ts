/**
 * Demo catalogue of a Malaysian construction-materials marketplace: suppliers with their
 * branches, and product families per category from which the seed builds listings.
 * Prices are typical Klang Valley trade prices in sen.
 */

export interface DemoBranch {
  name: string;
  addressLine1: string;
  postcode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface DemoSeller {
  name: string;
  registrationNo: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  description: string;
  businessType: string;
  mainProduct: string;
  /** the year it started business, when earlier than its registration number says */
  yearEstablished?: string;
  branches: DemoBranch[];
  /** delivery rates: [within km, trip fee sen, free above sen or null] */
  rates: [number, number, number | null][];
  /** category slugs this supplier sells */
  sells: string[];
}

export const DEMO_SELLERS: DemoSeller[] = [
  {
    name: 'Syarikat Bahan Binaan Maju Sdn. Bhd.',
    registrationNo: '201501023456',
    email: 'seller@demo.test',
    firstName: 'Tan',
    lastName: 'Wei Ming',
    phone: '+60123456702',
    description:
      'Building materials supplier serving contractors in the Klang Valley since 1998: cement, steel, bricks and sand delivered to site.',
    businessType: 'Distributor',
    mainProduct: 'Cement, steel bars and bricks',
    yearEstablished: '1998',
    branches: [
      {
        name: 'Shah Alam yard',
        addressLine1: 'Lot 12, Jalan Utas 15/7, Seksyen 15',
        postcode: '40200',
        city: 'Shah Alam',
        state: 'Selangor',
        latitude: 3.0617,
        longitude: 101.5404,
      },
      {
        name: 'Kepong depot',
        addressLine1: '8, Jalan Kepong Baru',
        postcode: '52100',
        city: 'Kuala Lumpur',
        state: 'Kuala Lumpur',
        latitude: 3.2106,
        longitude: 101.6366,
      },
    ],
    rates: [
      [10, 8000, 500000],
      [30, 15000, 1000000],
      [60, 28000, null],
    ],
    sells: [
      'portland-cement',
      'rebar',
      'brc-mesh',
      'clay-bricks',
      'cement-sand-bricks',
      'river-sand',
      'mortar-plaster',
    ],
  },
  {
    name: 'Johor Steel Trading Sdn. Bhd.',
    registrationNo: '200801012233',
    email: 'sales@johorsteel.demo.test',
    firstName: 'Lee',
    lastName: 'Kah Hoe',
    phone: '+60127771234',
    description:
      'Steel stockist in Johor Bahru: rebar, BRC mesh, structural sections and roofing sheets, cut and bent to schedule.',
    businessType: 'Stockist',
    mainProduct: 'Reinforcement bars and structural steel',
    branches: [
      {
        name: 'Pasir Gudang warehouse',
        addressLine1: 'PLO 45, Jalan Keluli 7, Kawasan Perindustrian Pasir Gudang',
        postcode: '81700',
        city: 'Pasir Gudang',
        state: 'Johor',
        latitude: 1.4726,
        longitude: 103.902,
      },
    ],
    rates: [
      [20, 12000, 800000],
      [80, 35000, null],
    ],
    sells: ['rebar', 'brc-mesh', 'structural-steel', 'roofing-sheets'],
  },
  {
    name: 'Penang Tiles Centre Sdn. Bhd.',
    registrationNo: '201201034455',
    email: 'order@penangtiles.demo.test',
    firstName: 'Ooi',
    lastName: 'Mei Ling',
    phone: '+60164567890',
    description:
      'Ceramic and porcelain tiles, adhesives and grout for residential and commercial projects in the northern region.',
    businessType: 'Retailer and distributor',
    mainProduct: 'Floor and wall tiles',
    branches: [
      {
        name: 'Bayan Lepas showroom',
        addressLine1: '23, Jalan Sultan Azlan Shah',
        postcode: '11900',
        city: 'Bayan Lepas',
        state: 'Pulau Pinang',
        latitude: 5.3294,
        longitude: 100.2875,
      },
      {
        name: 'Prai warehouse',
        addressLine1: 'Plot 5, Lorong Perusahaan 4, Kawasan Perusahaan Prai',
        postcode: '13600',
        city: 'Prai',
        state: 'Pulau Pinang',
        latitude: 5.3836,
        longitude: 100.3912,
      },
    ],
    rates: [
      [15, 6000, 300000],
      [40, 12000, 600000],
    ],
    sells: ['ceramic-tiles', 'porcelain-tiles', 'tile-adhesive-grout'],
  },
  {
    name: 'Perak Quarry Products Sdn. Bhd.',
    registrationNo: '199601005566',
    email: 'dispatch@perakquarry.demo.test',
    firstName: 'Muhammad',
    lastName: 'Hafiz',
    phone: '+60125558899',
    description:
      'Granite quarry near Ipoh supplying aggregates, crusher run and quarry dust by the tonne or lorry load.',
    businessType: 'Quarry operator',
    mainProduct: 'Granite aggregates and crusher run',
    branches: [
      {
        name: 'Gopeng quarry',
        addressLine1: 'Lot 3321, Jalan Gopeng',
        postcode: '31600',
        city: 'Gopeng',
        state: 'Perak',
        latitude: 4.4722,
        longitude: 101.166,
      },
    ],
    rates: [
      [25, 20000, null],
      [60, 40000, null],
    ],
    sells: ['crusher-run', 'granite-aggregates', 'river-sand'],
  },
  {
    name: 'Konkrit Siap Bancuh Utara Sdn. Bhd.',
    registrationNo: '201001045678',
    email: 'batching@ksbutara.demo.test',
    firstName: 'Ahmad',
    lastName: 'Zaki',
    phone: '+60134445566',
    description: 'Ready-mix concrete from two batching plants in Kedah, with pump hire and precast drains.',
    businessType: 'Manufacturer',
    mainProduct: 'Ready-mix concrete',
    branches: [
      {
        name: 'Sungai Petani batching plant',
        addressLine1: 'Lot 88, Kawasan Perindustrian Bakar Arang',
        postcode: '08000',
        city: 'Sungai Petani',
        state: 'Kedah',
        latitude: 5.647,
        longitude: 100.4877,
      },
      {
        name: 'Alor Setar batching plant',
        addressLine1: 'Lot 12, Jalan Tandop',
        postcode: '05400',
        city: 'Alor Setar',
        state: 'Kedah',
        latitude: 6.1184,
        longitude: 100.3685,
      },
    ],
    rates: [
      [15, 25000, null],
      [40, 45000, null],
    ],
    sells: ['ready-mix-concrete', 'precast-concrete', 'concrete-drains'],
  },
  {
    name: 'Borneo Timber & Hardware Sdn. Bhd.',
    registrationNo: '200501067890',
    email: 'sales@borneotimber.demo.test',
    firstName: 'Wong',
    lastName: 'Siew Ting',
    phone: '+60198887766',
    description: 'Kuching timber merchant: plywood, formply, sawn timber and scaffolding for Sarawak projects.',
    businessType: 'Timber merchant',
    mainProduct: 'Plywood and sawn timber',
    branches: [
      {
        name: 'Kuching yard',
        addressLine1: 'Lot 1024, Jalan Datuk Tawi Sli',
        postcode: '93250',
        city: 'Kuching',
        state: 'Sarawak',
        latitude: 1.517,
        longitude: 110.356,
      },
    ],
    rates: [
      [20, 9000, 400000],
      [50, 18000, null],
    ],
    sells: ['plywood', 'sawn-timber', 'scaffolding'],
  },
  {
    name: 'Elektrik Jaya Supplies Sdn. Bhd.',
    registrationNo: '201701023344',
    email: 'orders@elektrikjaya.demo.test',
    firstName: 'Kumar',
    lastName: 'Selvam',
    phone: '+60176543210',
    description:
      'Electrical wholesaler in Seremban: cables, conduits, trunking and distribution boards from approved brands.',
    businessType: 'Wholesaler',
    mainProduct: 'Cables and wiring accessories',
    branches: [
      {
        name: 'Seremban 2 store',
        addressLine1: '15, Jalan S2 B13, Seremban 2',
        postcode: '70300',
        city: 'Seremban',
        state: 'Negeri Sembilan',
        latitude: 2.6944,
        longitude: 101.9172,
      },
    ],
    rates: [
      [20, 5000, 200000],
      [60, 12000, 500000],
    ],
    sells: ['cables-wires', 'conduits-trunking'],
  },
  {
    name: 'Pantai Timur Plumbing Sdn. Bhd.',
    registrationNo: '201401056677',
    email: 'sales@ptplumbing.demo.test',
    firstName: 'Nik',
    lastName: 'Azlan',
    phone: '+60139990011',
    description:
      'uPVC pipes, fittings and drainage products for Kelantan and Terengganu, stocked in Kota Bharu and Kuala Terengganu.',
    businessType: 'Distributor',
    mainProduct: 'uPVC pipes and fittings',
    branches: [
      {
        name: 'Kota Bharu store',
        addressLine1: 'PT 1234, Jalan Kuala Krai',
        postcode: '15050',
        city: 'Kota Bharu',
        state: 'Kelantan',
        latitude: 6.1164,
        longitude: 102.256,
      },
      {
        name: 'Kuala Terengganu store',
        addressLine1: '56, Jalan Sultan Zainal Abidin',
        postcode: '20000',
        city: 'Kuala Terengganu',
        state: 'Terengganu',
        latitude: 5.3302,
        longitude: 103.1408,
      },
    ],
    rates: [
      [15, 6000, 250000],
      [50, 15000, null],
    ],
    sells: ['pvc-pipes', 'concrete-drains'],
  },
  {
    name: 'Cat & Kalis Air Melaka Sdn. Bhd.',
    registrationNo: '201901012345',
    email: 'sales@catmelaka.demo.test',
    firstName: 'Chong',
    lastName: 'Li Na',
    phone: '+60126661122',
    description:
      'Paints, primers and waterproofing membranes with colour matching and on-site technical advice in Melaka.',
    businessType: 'Dealer',
    mainProduct: 'Paint and waterproofing',
    branches: [
      {
        name: 'Ayer Keroh outlet',
        addressLine1: '12, Jalan TU 43, Taman Tasik Utama',
        postcode: '75450',
        city: 'Ayer Keroh',
        state: 'Melaka',
        latitude: 2.2646,
        longitude: 102.2881,
      },
    ],
    rates: [[20, 5000, 150000]],
    sells: ['wall-paint', 'waterproofing-membrane'],
  },
  {
    name: 'Jentera Sewa Pahang Sdn. Bhd.',
    registrationNo: '201101078899',
    email: 'hire@jenterapahang.demo.test',
    firstName: 'Rosli',
    lastName: 'Ismail',
    phone: '+60139876543',
    description:
      'Machinery hire from Kuantan: excavators, mobile cranes and tipper lorries with operators, by the day or month.',
    businessType: 'Plant hire',
    mainProduct: 'Excavator and crane hire',
    branches: [
      {
        name: 'Kuantan plant yard',
        addressLine1: 'Lot 7, Kawasan Perindustrian Semambu',
        postcode: '25350',
        city: 'Kuantan',
        state: 'Pahang',
        latitude: 3.842,
        longitude: 103.3,
      },
    ],
    rates: [[30, 30000, null]],
    sells: ['excavators', 'cranes', 'lorries-tippers'],
  },
  {
    name: 'Sabah Building Supplies Sdn. Bhd.',
    registrationNo: '200901023456',
    email: 'sales@sabahbuild.demo.test',
    firstName: 'Joseph',
    lastName: 'Gimbang',
    phone: '+60138765432',
    description:
      'General building materials for Sabah: cement, AAC blocks, roofing and hardware, shipped from Kota Kinabalu.',
    businessType: 'Distributor',
    mainProduct: 'Cement and blocks',
    branches: [
      {
        name: 'Kota Kinabalu warehouse',
        addressLine1: 'Lot 5, Jalan Kolombong, Inanam',
        postcode: '88450',
        city: 'Kota Kinabalu',
        state: 'Sabah',
        latitude: 6.008,
        longitude: 116.121,
      },
    ],
    rates: [
      [20, 10000, 600000],
      [60, 25000, null],
    ],
    sells: ['portland-cement', 'aac-blocks', 'roofing-sheets', 'cement-sand-bricks'],
  },
];

export interface DemoVariation {
  name: string;
  unit: string;
  moq: number;
  multiple: number;
  listSen: number;
  sellSen: number;
  hidePrice?: boolean;
}

export interface DemoFamily {
  /** the subcategory slug */
  category: string;
  type: 'product' | 'service';
  brands: string[];
  name: string;
  description: string;
  specification: string;
  tags: string;
  leadDays: number;
  jkr?: boolean;
  weightKg: number;
  variations: DemoVariation[];
  service?: { upfrontSen: number; subsequentSen: number; saleSen: number; deliveryIncluded: boolean };
}

export const DEMO_FAMILIES: DemoFamily[] = [
  {
    category: 'portland-cement',
    type: 'product',
    brands: ['YTL Castle', 'Tasek', 'Lafarge Mascrete', 'Holcim'],
    name: 'Ordinary Portland Cement 50 kg',
    description: 'Type I ordinary Portland cement for general concreting, plastering and brickwork.',
    specification: 'MS EN 197-1 CEM I 42.5N; 50 kg multi-wall paper bag.',
    tags: 'cement, OPC, 50kg, CEM I',
    leadDays: 1,
    jkr: true,
    weightKg: 50,
    variations: [
      { name: 'Per bag', unit: 'bag', moq: 10, multiple: 10, listSen: 2150, sellSen: 1990 },
      { name: 'Per pallet (40 bags)', unit: 'pallet', moq: 1, multiple: 1, listSen: 84000, sellSen: 78000 },
    ],
  },
  {
    category: 'portland-cement',
    type: 'product',
    brands: ['Lafarge Walcrete', 'YTL Orang Kuat'],
    name: 'Masonry Cement 40 kg',
    description: 'Masonry cement for mortar and plaster with better workability and water retention.',
    specification: 'MS 794; 40 kg bag.',
    tags: 'masonry cement, mortar, plaster',
    leadDays: 1,
    weightKg: 40,
    variations: [{ name: 'Per bag', unit: 'bag', moq: 10, multiple: 5, listSen: 1800, sellSen: 1690 }],
  },
  {
    category: 'mortar-plaster',
    type: 'product',
    brands: ['Mapei', 'Weber', 'Lafarge'],
    name: 'Dry-Mix Plastering Mortar',
    description: 'Ready dry-mix plaster: add water on site for consistent internal and external plastering.',
    specification: 'Compressive strength 5 N/mm²; 40 kg bag; coverage about 2 m² at 12 mm.',
    tags: 'plaster, skim, dry mix, mortar',
    leadDays: 2,
    weightKg: 40,
    variations: [{ name: '40 kg bag', unit: 'bag', moq: 20, multiple: 10, listSen: 1650, sellSen: 1490 }],
  },
  {
    category: 'ready-mix-concrete',
    type: 'product',
    brands: ['KSB Utara', 'Batu Tiga Readymix'],
    name: 'Ready-Mix Concrete',
    description: 'Plant-batched concrete delivered by truck mixer in scheduled slots, with slump test on arrival.',
    specification: 'Normal-weight concrete to MS EN 206; 20 mm aggregate; slump 75 ± 25 mm.',
    tags: 'readymix, concrete, premix, grade 25, grade 30',
    leadDays: 2,
    jkr: true,
    weightKg: 2400,
    variations: [
      { name: 'Grade 20', unit: 'm³', moq: 3, multiple: 1, listSen: 23000, sellSen: 21500 },
      { name: 'Grade 25', unit: 'm³', moq: 3, multiple: 1, listSen: 24500, sellSen: 23000 },
      { name: 'Grade 30', unit: 'm³', moq: 3, multiple: 1, listSen: 26000, sellSen: 24500 },
    ],
  },
  {
    category: 'precast-concrete',
    type: 'product',
    brands: ['Precast Utara', 'IBS Konkrit'],
    name: 'Precast Concrete Lintel',
    description: 'Reinforced precast lintels for door and window openings in brick walls.',
    specification: 'Grade 30 concrete; 2 no. T10 bars; 100 mm × 150 mm section.',
    tags: 'lintel, precast, IBS',
    leadDays: 5,
    weightKg: 45,
    variations: [
      { name: '1.2 m', unit: 'piece', moq: 10, multiple: 1, listSen: 3800, sellSen: 3500 },
      { name: '1.8 m', unit: 'piece', moq: 10, multiple: 1, listSen: 5400, sellSen: 4950 },
    ],
  },
  {
    category: 'rebar',
    type: 'product',
    brands: ['Southern Steel', 'Ann Joo', 'Megasteel', 'Alliance Steel'],
    name: 'High Tensile Deformed Bar',
    description: 'Grade B500B deformed reinforcement bar in 12 m lengths, sold by the tonne or by the bar.',
    specification: 'MS 146:2014 grade B500B; 12 m length; mill certificate supplied.',
    tags: 'rebar, Y bar, T bar, besi, deformed bar',
    leadDays: 2,
    jkr: true,
    weightKg: 1000,
    variations: [
      { name: 'T10 (10 mm)', unit: 'tonne', moq: 1, multiple: 1, listSen: 365000, sellSen: 348000 },
      { name: 'T12 (12 mm)', unit: 'tonne', moq: 1, multiple: 1, listSen: 360000, sellSen: 342000 },
      { name: 'T16 (16 mm)', unit: 'tonne', moq: 1, multiple: 1, listSen: 355000, sellSen: 338000 },
    ],
  },
  {
    category: 'rebar',
    type: 'product',
    brands: ['Southern Steel', 'Ann Joo'],
    name: 'Mild Steel Round Bar',
    description: 'Plain round bar for links, stirrups and light reinforcement.',
    specification: 'MS 146 grade 250; 6 m and 12 m lengths.',
    tags: 'R bar, round bar, mild steel, links',
    leadDays: 2,
    weightKg: 1000,
    variations: [
      { name: 'R6 (6 mm)', unit: 'tonne', moq: 1, multiple: 1, listSen: 372000, sellSen: 355000 },
      { name: 'R10 (10 mm)', unit: 'tonne', moq: 1, multiple: 1, listSen: 368000, sellSen: 350000 },
    ],
  },
  {
    category: 'brc-mesh',
    type: 'product',
    brands: ['Tegasteel', 'BRC Asia', 'Mesh Plus'],
    name: 'BRC Welded Wire Mesh',
    description: 'Welded steel fabric for slabs, driveways and ground beams, 2.4 m × 4.8 m sheets.',
    specification: 'MS 145; 200 mm × 200 mm mesh; sheet 2.4 m × 4.8 m.',
    tags: 'BRC, wire mesh, fabric, A7, A10',
    leadDays: 3,
    jkr: true,
    weightKg: 60,
    variations: [
      { name: 'A7', unit: 'sheet', moq: 5, multiple: 1, listSen: 9800, sellSen: 9200 },
      { name: 'A8', unit: 'sheet', moq: 5, multiple: 1, listSen: 12500, sellSen: 11800 },
      { name: 'A10', unit: 'sheet', moq: 5, multiple: 1, listSen: 19500, sellSen: 18400 },
    ],
  },
  {
    category: 'structural-steel',
    type: 'product',
    brands: ['Southern HRC', 'Hiap Teck'],
    name: 'Universal Beam',
    description: 'Hot-rolled I-section beams for frames, platforms and mezzanines, cut to length on request.',
    specification: 'BS EN 10025 S275JR; 12 m stock lengths.',
    tags: 'I beam, UB, H beam, structural steel',
    leadDays: 5,
    weightKg: 300,
    variations: [
      { name: '203 × 133 × 25 kg/m', unit: 'length (12 m)', moq: 1, multiple: 1, listSen: 128000, sellSen: 121000 },
      { name: '254 × 146 × 31 kg/m', unit: 'length (12 m)', moq: 1, multiple: 1, listSen: 159000, sellSen: 150000 },
    ],
  },
  {
    category: 'roofing-sheets',
    type: 'product',
    brands: ['BlueScope Lysaght', 'Bluescope Zacs', 'Kinsteel'],
    name: 'Metal Deck Roofing Sheet',
    description: 'Zinc-aluminium coated, colour-finished roofing sheet cut to the length you need.',
    specification: '0.47 mm TCT; AZ150 coating; effective cover 760 mm.',
    tags: 'roofing, zinc, metal deck, awning',
    leadDays: 4,
    weightKg: 5,
    variations: [
      { name: 'Colour, per metre', unit: 'metre', moq: 20, multiple: 1, listSen: 2300, sellSen: 2100 },
      { name: 'Plain zincalume, per metre', unit: 'metre', moq: 20, multiple: 1, listSen: 1900, sellSen: 1750 },
    ],
  },
  {
    category: 'clay-bricks',
    type: 'product',
    brands: ['Kim Hin', 'Hume Bricks', 'Selangor Bricks'],
    name: 'Common Clay Brick',
    description: 'Wire-cut common clay bricks for load-bearing and infill walls.',
    specification: 'MS 76; 215 × 102.5 × 65 mm; compressive strength ≥ 7 N/mm².',
    tags: 'bata merah, clay brick, common brick',
    leadDays: 3,
    jkr: true,
    weightKg: 2.6,
    variations: [{ name: 'Per 1,000 bricks', unit: '1,000 pcs', moq: 1, multiple: 1, listSen: 52000, sellSen: 48000 }],
  },
  {
    category: 'cement-sand-bricks',
    type: 'product',
    brands: ['Batu Bata Maju', 'Hock Seng', 'Bina Blok'],
    name: 'Cement Sand Brick',
    description: 'Machine-pressed cement sand bricks, cured for 14 days before delivery.',
    specification: '215 × 102.5 × 65 mm; compressive strength ≥ 7 N/mm².',
    tags: 'bata simen, cement brick, sand brick',
    leadDays: 3,
    weightKg: 2.8,
    variations: [{ name: 'Per 1,000 bricks', unit: '1,000 pcs', moq: 1, multiple: 1, listSen: 38000, sellSen: 35000 }],
  },
  {
    category: 'aac-blocks',
    type: 'product',
    brands: ['Eco Block', 'Starken', 'Lightcrete'],
    name: 'Lightweight AAC Block',
    description: 'Autoclaved aerated concrete blocks: light, fast to lay and thermally insulating.',
    specification: '600 × 200 mm face; density 550 kg/m³.',
    tags: 'AAC, lightweight block, bata ringan',
    leadDays: 4,
    weightKg: 6,
    variations: [
      { name: '100 mm thick', unit: 'm²', moq: 20, multiple: 1, listSen: 3900, sellSen: 3600 },
      { name: '150 mm thick', unit: 'm²', moq: 20, multiple: 1, listSen: 5600, sellSen: 5200 },
    ],
  },
  {
    category: 'river-sand',
    type: 'product',
    brands: ['Pasir Selangor', 'Pasir Utama'],
    name: 'Washed River Sand',
    description: 'Washed and screened river sand for concrete and plastering.',
    specification: 'Fineness modulus 2.3–3.0; delivered by tipper lorry.',
    tags: 'pasir, sand, river sand, plaster sand',
    leadDays: 1,
    weightKg: 1000,
    variations: [
      { name: 'Per tonne', unit: 'tonne', moq: 10, multiple: 1, listSen: 6500, sellSen: 5800 },
      { name: 'Per lorry (10 tonnes)', unit: 'lorry', moq: 1, multiple: 1, listSen: 62000, sellSen: 56000 },
    ],
  },
  {
    category: 'crusher-run',
    type: 'product',
    brands: ['Perak Quarry', 'Kuari Gopeng'],
    name: 'Crusher Run',
    description: 'Graded crushed granite for road base, hardstanding and sub-base.',
    specification: '0–50 mm graded; delivered by tipper.',
    tags: 'crusher run, road base, batu',
    leadDays: 1,
    weightKg: 1000,
    variations: [{ name: 'Per tonne', unit: 'tonne', moq: 10, multiple: 1, listSen: 4200, sellSen: 3800 }],
  },
  {
    category: 'granite-aggregates',
    type: 'product',
    brands: ['Perak Quarry', 'Kuari Gopeng'],
    name: 'Granite Aggregate',
    description: 'Crushed granite aggregate for concrete and drainage.',
    specification: 'Single-size 20 mm or 10 mm; MS EN 12620.',
    tags: 'aggregate, batu 3/4, gravel',
    leadDays: 1,
    weightKg: 1000,
    variations: [
      { name: '20 mm', unit: 'tonne', moq: 10, multiple: 1, listSen: 4800, sellSen: 4400 },
      { name: '10 mm', unit: 'tonne', moq: 10, multiple: 1, listSen: 5000, sellSen: 4600 },
    ],
  },
  {
    category: 'ceramic-tiles',
    type: 'product',
    brands: ['Niro Granite', 'MML', 'Guocera', 'Feruni'],
    name: 'Glazed Ceramic Floor Tile',
    description: 'Matt glazed ceramic floor tile for homes and shop lots.',
    specification: '300 × 300 mm; R10 slip rating; 11 pieces per box.',
    tags: 'tile, jubin, ceramic, floor tile',
    leadDays: 3,
    weightKg: 15,
    variations: [
      { name: 'Grey', unit: 'box', moq: 10, multiple: 1, listSen: 2800, sellSen: 2500 },
      { name: 'Beige', unit: 'box', moq: 10, multiple: 1, listSen: 2800, sellSen: 2500 },
      { name: 'Project price', unit: 'box', moq: 500, multiple: 10, listSen: 2800, sellSen: 2300, hidePrice: true },
    ],
  },
  {
    category: 'porcelain-tiles',
    type: 'product',
    brands: ['Niro Granite', 'Guocera', 'Mercu Tiles'],
    name: 'Polished Porcelain Tile',
    description: 'Full-body polished porcelain for lobbies and living areas.',
    specification: '600 × 600 mm; water absorption < 0.5%; 4 pieces per box.',
    tags: 'porcelain, homogeneous, polished tile',
    leadDays: 4,
    weightKg: 28,
    variations: [
      { name: 'Super white', unit: 'box', moq: 10, multiple: 1, listSen: 6900, sellSen: 6300 },
      { name: 'Grey marble', unit: 'box', moq: 10, multiple: 1, listSen: 7400, sellSen: 6800 },
    ],
  },
  {
    category: 'tile-adhesive-grout',
    type: 'product',
    brands: ['Mapei', 'Weber', 'Nippon'],
    name: 'Cement-Based Tile Adhesive',
    description: 'Polymer-modified tile adhesive for floor and wall tiles.',
    specification: 'C1TE to EN 12004; 25 kg bag.',
    tags: 'tile adhesive, grout, tile gum',
    leadDays: 2,
    weightKg: 25,
    variations: [{ name: '25 kg bag', unit: 'bag', moq: 5, multiple: 1, listSen: 3800, sellSen: 3450 }],
  },
  {
    category: 'plywood',
    type: 'product',
    brands: ['Borneo Ply', 'Samling', 'Shin Yang'],
    name: 'Film-Faced Formply',
    description: 'Phenolic film-faced plywood for concrete formwork, reusable several pours.',
    specification: '1220 × 2440 mm; 18 mm; WBP glue.',
    tags: 'formply, plywood, formwork, papan lapis',
    leadDays: 2,
    weightKg: 35,
    variations: [
      { name: '12 mm', unit: 'sheet', moq: 10, multiple: 1, listSen: 6800, sellSen: 6200 },
      { name: '18 mm', unit: 'sheet', moq: 10, multiple: 1, listSen: 8900, sellSen: 8200 },
    ],
  },
  {
    category: 'sawn-timber',
    type: 'product',
    brands: ['Borneo Timber', 'Kayu Sarawak'],
    name: 'Kempas Sawn Timber',
    description: 'Kiln-dried Kempas for roof trusses, formwork supports and site works.',
    specification: 'Strength group SG3; lengths 3.6 m to 4.8 m.',
    tags: 'kayu, timber, kempas, sawn',
    leadDays: 3,
    weightKg: 20,
    variations: [
      { name: '2" × 4"', unit: 'piece', moq: 20, multiple: 1, listSen: 2200, sellSen: 1990 },
      { name: '2" × 2"', unit: 'piece', moq: 20, multiple: 1, listSen: 1100, sellSen: 990 },
    ],
  },
  {
    category: 'scaffolding',
    type: 'service',
    brands: ['Borneo Scaffold', 'Perancah Jaya'],
    name: 'Frame Scaffolding Hire',
    description: 'H-frame scaffolding with cross braces, jacks and planks, erected by our crew.',
    specification: '1.7 m frames; monthly hire; erection and dismantling included.',
    tags: 'scaffold, perancah, H frame, hire',
    leadDays: 5,
    weightKg: 20,
    variations: [{ name: 'Per set per month', unit: 'set/month', moq: 20, multiple: 1, listSen: 1500, sellSen: 1200 }],
    service: { upfrontSen: 50000, subsequentSen: 24000, saleSen: 1200, deliveryIncluded: true },
  },
  {
    category: 'pvc-pipes',
    type: 'product',
    brands: ['Vinyl Pipe', 'Dynaflow', 'Mega PVC'],
    name: 'uPVC Pressure Pipe',
    description: 'uPVC pipe for cold water supply, in 6 m lengths with solvent-weld sockets.',
    specification: 'MS 628 class D; 6 m length.',
    tags: 'PVC pipe, paip, water pipe',
    leadDays: 2,
    jkr: true,
    weightKg: 8,
    variations: [
      { name: '1/2" (20 mm)', unit: 'length (6 m)', moq: 10, multiple: 1, listSen: 1100, sellSen: 990 },
      { name: '4" (110 mm)', unit: 'length (6 m)', moq: 5, multiple: 1, listSen: 8600, sellSen: 7900 },
    ],
  },
  {
    category: 'concrete-drains',
    type: 'product',
    brands: ['Hume Concrete', 'Precast Utara'],
    name: 'Precast U-Drain',
    description: 'Precast reinforced concrete U-drains for road and estate drainage.',
    specification: 'Grade 35 concrete; 1.2 m length; JKR standard.',
    tags: 'U drain, longkang, culvert, precast',
    leadDays: 7,
    jkr: true,
    weightKg: 250,
    variations: [
      { name: '300 mm', unit: 'piece', moq: 10, multiple: 1, listSen: 9800, sellSen: 9200 },
      { name: '450 mm', unit: 'piece', moq: 10, multiple: 1, listSen: 14500, sellSen: 13600 },
    ],
  },
  {
    category: 'cables-wires',
    type: 'product',
    brands: ['Fujikura', 'Southern Cable', 'Sirim Cable'],
    name: 'PVC Insulated Cable',
    description: 'Single-core copper cable for building wiring, SIRIM certified.',
    specification: 'MS 2112; 450/750 V; 100 m coil.',
    tags: 'cable, wayar, wiring, copper',
    leadDays: 2,
    weightKg: 5,
    variations: [
      { name: '1.5 mm²', unit: 'coil (100 m)', moq: 5, multiple: 1, listSen: 9800, sellSen: 8900 },
      { name: '2.5 mm²', unit: 'coil (100 m)', moq: 5, multiple: 1, listSen: 15500, sellSen: 14200 },
    ],
  },
  {
    category: 'conduits-trunking',
    type: 'product',
    brands: ['Pensonic', 'Clipsal', 'Heng Long'],
    name: 'PVC Conduit',
    description: 'Heavy-gauge PVC conduit for concealed and surface wiring.',
    specification: '20 mm; 2.9 m length; MS 1596.',
    tags: 'conduit, trunking, PVC',
    leadDays: 2,
    weightKg: 0.5,
    variations: [
      { name: '20 mm', unit: 'length', moq: 50, multiple: 10, listSen: 280, sellSen: 240 },
      { name: '25 mm', unit: 'length', moq: 50, multiple: 10, listSen: 360, sellSen: 320 },
    ],
  },
  {
    category: 'wall-paint',
    type: 'product',
    brands: ['Nippon Paint', 'Dulux', 'Jotun'],
    name: 'Exterior Emulsion Paint',
    description: 'Weather-resistant acrylic emulsion for external walls, with anti-fungus protection.',
    specification: '18 L pail; coverage about 10 m² per litre per coat.',
    tags: 'cat, paint, emulsion, weathershield',
    leadDays: 2,
    weightKg: 24,
    variations: [
      { name: 'White, 18 L', unit: 'pail', moq: 2, multiple: 1, listSen: 32000, sellSen: 28500 },
      { name: 'Tinted, 18 L', unit: 'pail', moq: 2, multiple: 1, listSen: 36000, sellSen: 32000 },
    ],
  },
  {
    category: 'waterproofing-membrane',
    type: 'product',
    brands: ['Sika', 'Bitumen Malaysia', 'Mapei'],
    name: 'Torch-On Bituminous Membrane',
    description: 'APP-modified bitumen membrane for flat roofs and wet areas.',
    specification: '4 mm; 1 m × 10 m roll; polyester reinforced.',
    tags: 'waterproofing, membrane, kalis air, roof',
    leadDays: 3,
    weightKg: 45,
    variations: [{ name: '4 mm roll', unit: 'roll', moq: 5, multiple: 1, listSen: 18500, sellSen: 16800 }],
  },
  {
    category: 'excavators',
    type: 'service',
    brands: ['Komatsu', 'Hitachi', 'Kobelco'],
    name: 'Excavator Hire with Operator',
    description: 'Excavator with an experienced operator, fuel and transport to site.',
    specification: 'Daily hire of 8 working hours; overtime charged by the hour.',
    tags: 'excavator, jengkaut, backhoe, hire',
    leadDays: 2,
    weightKg: 20000,
    variations: [
      { name: '20-tonne class, per day', unit: 'day', moq: 1, multiple: 1, listSen: 180000, sellSen: 160000 },
      { name: '5-tonne mini, per day', unit: 'day', moq: 1, multiple: 1, listSen: 90000, sellSen: 80000 },
    ],
    service: { upfrontSen: 100000, subsequentSen: 160000, saleSen: 160000, deliveryIncluded: false },
  },
  {
    category: 'cranes',
    type: 'service',
    brands: ['Tadano', 'Kato'],
    name: 'Mobile Crane Hire',
    description: 'Mobile crane with operator and rigger for lifting steel, precast and plant.',
    specification: 'Minimum 4 hours; lifting plan on request.',
    tags: 'crane, kren, lifting, hire',
    leadDays: 3,
    weightKg: 25000,
    variations: [
      { name: '25-tonne, per day', unit: 'day', moq: 1, multiple: 1, listSen: 250000, sellSen: 230000 },
      {
        name: '50-tonne, per day',
        unit: 'day',
        moq: 1,
        multiple: 1,
        listSen: 420000,
        sellSen: 390000,
        hidePrice: true,
      },
    ],
    service: { upfrontSen: 150000, subsequentSen: 230000, saleSen: 230000, deliveryIncluded: false },
  },
  {
    category: 'lorries-tippers',
    type: 'service',
    brands: ['Hino', 'Isuzu'],
    name: 'Tipper Lorry Hire',
    description: 'Tipper lorry with driver for earthworks, sand and aggregate haulage.',
    specification: '10-wheeler; daily hire of 8 hours.',
    tags: 'lorry, tipper, haulage, hire',
    leadDays: 1,
    weightKg: 12000,
    variations: [{ name: '10-wheeler, per day', unit: 'day', moq: 1, multiple: 1, listSen: 110000, sellSen: 98000 }],
    service: { upfrontSen: 0, subsequentSen: 98000, saleSen: 98000, deliveryIncluded: true },
  },
];
