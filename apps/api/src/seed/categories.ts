import type { NewCategory } from '../modules/catalog/index';

/** The construction-materials category tree buyers browse. */
export const CATEGORY_TREE: NewCategory[] = [
  {
    slug: 'cement-concrete',
    nameEn: 'Cement & Concrete',
    nameZh: '水泥与混凝土',
    nameMs: 'Simen & Konkrit',
    children: [
      {
        slug: 'portland-cement',
        nameEn: 'Portland Cement (50 kg bags)',
        nameZh: '硅酸盐水泥（50公斤装）',
        nameMs: 'Simen Portland (beg 50 kg)',
      },
      { slug: 'ready-mix-concrete', nameEn: 'Ready-Mix Concrete', nameZh: '预拌混凝土', nameMs: 'Konkrit Siap Bancuh' },
      { slug: 'mortar-plaster', nameEn: 'Mortar & Plaster', nameZh: '砂浆与批荡', nameMs: 'Mortar & Plaster' },
      {
        slug: 'precast-concrete',
        nameEn: 'Precast Concrete Products',
        nameZh: '预制混凝土构件',
        nameMs: 'Produk Konkrit Pratuang',
      },
    ],
  },
  {
    slug: 'steel-metal',
    nameEn: 'Steel & Metal',
    nameZh: '钢材与金属',
    nameMs: 'Keluli & Logam',
    children: [
      { slug: 'rebar', nameEn: 'Reinforcement Bars (Rebar)', nameZh: '钢筋', nameMs: 'Bar Tetulang' },
      { slug: 'brc-mesh', nameEn: 'BRC Wire Mesh', nameZh: 'BRC钢筋网', nameMs: 'Jaring Dawai BRC' },
      {
        slug: 'structural-steel',
        nameEn: 'Structural Steel (I-beams, H-beams)',
        nameZh: '结构钢（工字钢、H型钢）',
        nameMs: 'Keluli Struktur',
      },
      {
        slug: 'roofing-sheets',
        nameEn: 'Metal Roofing Sheets',
        nameZh: '金属屋面板',
        nameMs: 'Kepingan Bumbung Logam',
      },
    ],
  },
  {
    slug: 'bricks-blocks',
    nameEn: 'Bricks & Blocks',
    nameZh: '砖与砌块',
    nameMs: 'Bata & Blok',
    children: [
      { slug: 'clay-bricks', nameEn: 'Clay Bricks', nameZh: '红砖', nameMs: 'Bata Tanah Liat' },
      { slug: 'cement-sand-bricks', nameEn: 'Cement Sand Bricks', nameZh: '水泥砂砖', nameMs: 'Bata Simen Pasir' },
      { slug: 'aac-blocks', nameEn: 'Lightweight AAC Blocks', nameZh: '轻质加气砌块', nameMs: 'Blok Ringan AAC' },
    ],
  },
  {
    slug: 'sand-aggregates',
    nameEn: 'Sand & Aggregates',
    nameZh: '沙与骨料',
    nameMs: 'Pasir & Agregat',
    children: [
      { slug: 'river-sand', nameEn: 'River Sand', nameZh: '河沙', nameMs: 'Pasir Sungai' },
      { slug: 'crusher-run', nameEn: 'Crusher Run', nameZh: '碎石混合料', nameMs: 'Batu Crusher Run' },
      { slug: 'granite-aggregates', nameEn: 'Granite Aggregates', nameZh: '花岗岩骨料', nameMs: 'Agregat Granit' },
    ],
  },
  {
    slug: 'tiles-flooring',
    nameEn: 'Tiles & Flooring',
    nameZh: '瓷砖与地板',
    nameMs: 'Jubin & Lantai',
    children: [
      { slug: 'ceramic-tiles', nameEn: 'Ceramic Tiles', nameZh: '陶瓷砖', nameMs: 'Jubin Seramik' },
      { slug: 'porcelain-tiles', nameEn: 'Porcelain Tiles', nameZh: '瓷质砖', nameMs: 'Jubin Porselin' },
      {
        slug: 'tile-adhesive-grout',
        nameEn: 'Tile Adhesive & Grout',
        nameZh: '瓷砖胶与填缝剂',
        nameMs: 'Pelekat & Grout Jubin',
      },
    ],
  },
  {
    slug: 'timber-formwork',
    nameEn: 'Timber & Formwork',
    nameZh: '木材与模板',
    nameMs: 'Kayu & Acuan',
    children: [
      { slug: 'plywood', nameEn: 'Plywood & Formply', nameZh: '胶合板与模板', nameMs: 'Papan Lapis' },
      { slug: 'sawn-timber', nameEn: 'Sawn Timber', nameZh: '锯材', nameMs: 'Kayu Gergaji' },
      { slug: 'scaffolding', nameEn: 'Scaffolding', nameZh: '脚手架', nameMs: 'Perancah' },
    ],
  },
  {
    slug: 'plumbing-drainage',
    nameEn: 'Plumbing & Drainage',
    nameZh: '给排水',
    nameMs: 'Paip & Saliran',
    children: [
      {
        slug: 'pvc-pipes',
        nameEn: 'uPVC Pipes & Fittings',
        nameZh: 'uPVC管材与配件',
        nameMs: 'Paip & Kelengkapan uPVC',
      },
      {
        slug: 'concrete-drains',
        nameEn: 'Concrete Drains & Culverts',
        nameZh: '混凝土排水沟与涵管',
        nameMs: 'Longkang & Pembetung Konkrit',
      },
    ],
  },
  {
    slug: 'electrical',
    nameEn: 'Electrical',
    nameZh: '电气',
    nameMs: 'Elektrik',
    children: [
      { slug: 'cables-wires', nameEn: 'Cables & Wires', nameZh: '电缆电线', nameMs: 'Kabel & Wayar' },
      { slug: 'conduits-trunking', nameEn: 'Conduits & Trunking', nameZh: '线管与线槽', nameMs: 'Konduit & Trunking' },
    ],
  },
  {
    slug: 'paint-waterproofing',
    nameEn: 'Paint & Waterproofing',
    nameZh: '油漆与防水',
    nameMs: 'Cat & Kalis Air',
    children: [
      { slug: 'wall-paint', nameEn: 'Wall Paint', nameZh: '墙面漆', nameMs: 'Cat Dinding' },
      {
        slug: 'waterproofing-membrane',
        nameEn: 'Waterproofing Membranes',
        nameZh: '防水卷材',
        nameMs: 'Membran Kalis Air',
      },
    ],
  },
  {
    slug: 'machinery-hire',
    nameEn: 'Machinery Hire',
    nameZh: '机械租赁',
    nameMs: 'Sewaan Jentera',
    children: [
      { slug: 'excavators', nameEn: 'Excavators', nameZh: '挖掘机', nameMs: 'Jengkaut' },
      { slug: 'cranes', nameEn: 'Mobile Cranes', nameZh: '汽车吊', nameMs: 'Kren Bergerak' },
      { slug: 'lorries-tippers', nameEn: 'Lorries & Tippers', nameZh: '货车与自卸车', nameMs: 'Lori & Tipper' },
    ],
  },
];
