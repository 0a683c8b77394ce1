/**
 * The demo news, advertisements and contact messages, written through the content module as an
 * administrator would at /admin/posts, /admin/ads and /admin/messages: published posts with
 * covers in English, Chinese and Malay, one scheduled and one that has ended; an ad for every
 * placement with impressions and clicks over the past week; messages from the contact form, one
 * already answered.
 */
import { eq } from 'drizzle-orm';
import { adInputSchema, postInputSchema } from '@binamart/shared';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import {
  answerContactMessage,
  createAd,
  createPost,
  recordClick,
  recordImpressions,
  submitContactMessage,
} from '../modules/content/index';
import { loadActor } from '../modules/identity/index';
import { stageFile } from '../modules/platform/files/index';
import { type Banner, bannerPng } from './banner-png';

const DAY = 24 * 60 * 60 * 1000;
type Rgb = [number, number, number];
const NAVY: Rgb = [16, 42, 84];
const BLUE: Rgb = [30, 86, 160];
const AMBER: Rgb = [255, 193, 7];
const WHITE: Rgb = [255, 255, 255];
const BRICK: Rgb = [176, 82, 52];
const STEEL: Rgb = [120, 130, 140];
const TEAL: Rgb = [12, 110, 100];

interface DemoPost {
  slug: string;
  cover: Omit<Banner, 'width' | 'height'>;
  /** days from now: negative in the past */
  publish: number | null;
  unpublish: number | null;
  versions: { language: 'en-us' | 'zh-cn' | 'ms'; title: string; summary: string; body: string }[];
}

const POSTS: DemoPost[] = [
  {
    slug: 'twelve-jkr-approved-suppliers-join-binamart',
    cover: { from: NAVY, to: BLUE, ink: WHITE, accent: AMBER, lines: ['12 NEW', 'JKR-APPROVED', 'SUPPLIERS'] },
    publish: -3,
    unpublish: null,
    versions: [
      {
        language: 'en-us',
        title: 'Twelve JKR-approved suppliers join BinaMart',
        summary:
          'Cement, BRC mesh, ductile iron pipes and road furniture from suppliers on the JKR approved list, now with credit terms.',
        body: `Contractors working on public-sector projects can now buy from twelve more suppliers whose products are on the JKR approved list.

## What they bring
- Portland cement and masonry cement from two Perak plants
- BRC welded mesh A7 to A10 and high-tensile rebar from 10 mm to 32 mm
- Ductile iron pipes and fittings for water reticulation
- Road furniture: guardrails, kerbs and delineators

## How to find them
Search the [shop](/shop?q=jkr) and look for the JKR badge on the product page. Each listing shows the approval reference, so you can attach it to your submission.

**Credit terms apply.** Buyers with an approved limit can order on 30 or 60 days, the same as with every other supplier.`,
      },
      {
        language: 'zh-cn',
        title: '十二家 JKR 认可供应商加入 BinaMart',
        summary: '来自 JKR 认可名单供应商的水泥、BRC 钢丝网、球墨铸铁管和道路设施，现可使用信用条款购买。',
        body: `承接政府工程的承包商，现在可以向另外十二家产品列入 JKR 认可名单的供应商采购。

## 新增产品
- 来自霹雳州两家工厂的波特兰水泥和砌筑水泥
- A7 至 A10 BRC 焊接钢丝网，以及 10 毫米至 32 毫米高强度钢筋
- 供水管网用球墨铸铁管及管件
- 道路设施：护栏、路缘石和轮廓标

## 如何找到他们
在[商城](/shop?q=jkr)搜索，并留意商品页面上的 JKR 标志。每个商品都列出认可编号，方便您附在提交文件中。

**可使用信用条款。** 已获批额度的买家可选择 30 天或 60 天付款，与其他供应商相同。`,
      },
      {
        language: 'ms',
        title: 'Dua belas pembekal yang diluluskan JKR menyertai BinaMart',
        summary:
          'Simen, jaring BRC, paip besi mulur dan perabot jalan daripada pembekal dalam senarai kelulusan JKR, kini dengan terma kredit.',
        body: `Kontraktor yang menjalankan projek sektor awam kini boleh membeli daripada dua belas lagi pembekal yang produknya tersenarai dalam senarai kelulusan JKR.

## Apa yang mereka tawarkan
- Simen Portland dan simen batu-bata dari dua kilang di Perak
- Jaring kimpal BRC A7 hingga A10 dan bar keluli tegangan tinggi 10 mm hingga 32 mm
- Paip dan kelengkapan besi mulur untuk retikulasi air
- Perabot jalan: pagar pengadang, bebendul dan penanda arah

## Cara mencari mereka
Cari di [kedai](/shop?q=jkr) dan lihat lencana JKR di halaman produk. Setiap senarai menunjukkan rujukan kelulusan supaya anda boleh melampirkannya bersama serahan anda.

**Terma kredit terpakai.** Pembeli yang mempunyai had diluluskan boleh membuat pesanan dengan tempoh 30 atau 60 hari, sama seperti dengan pembekal lain.`,
      },
    ],
  },
  {
    slug: 'delivery-to-sabah-and-sarawak',
    cover: { from: TEAL, to: BLUE, ink: WHITE, accent: AMBER, lines: ['NOW DELIVERING', 'SABAH &', 'SARAWAK'] },
    publish: -8,
    unpublish: null,
    versions: [
      {
        language: 'en-us',
        title: 'Delivery to Sabah and Sarawak is now open',
        summary:
          'Orders from Peninsular suppliers now ship to Kota Kinabalu, Kuching, Miri and Sandakan by sea freight, with the freight shown at checkout.',
        body: `From this month, suppliers in the Peninsula can deliver to sites in Sabah and Sarawak.

## How it works
1. Add the materials to your cart as usual and choose a site in Sabah or Sarawak.
2. Checkout shows the sea freight and the lorry leg from the port to your site.
3. Allow 7 to 12 working days from Port Klang to Kota Kinabalu or Kuching.

## Good to know
- Bagged cement travels in shrink-wrapped pallets of 40 bags to keep it dry.
- Steel bars are bundled by diameter and tagged with your order number.
- Track every delivery order from your [orders page](/order).

Questions about a large shipment? [Contact our team](/contact) before you order.`,
      },
      {
        language: 'zh-cn',
        title: '沙巴和砂拉越配送现已开通',
        summary: '西马供应商的订单现可通过海运送达亚庇、古晋、美里和山打根，结账时显示运费。',
        body: `从本月起，西马的供应商可以将货物送到沙巴和砂拉越的工地。

## 配送方式
1. 照常将材料加入购物车，并选择位于沙巴或砂拉越的工地。
2. 结账时会显示海运运费，以及从港口到工地的货车运费。
3. 从巴生港到亚庇或古晋约需 7 至 12 个工作日。

## 注意事项
- 袋装水泥以每托盘 40 包、缠绕膜包装运输，保持干燥。
- 钢筋按直径捆扎，并挂上您的订单号。
- 您可在[订单页面](/order)跟踪每张送货单。

大批量货运有疑问？请在下单前[联系我们的团队](/contact)。`,
      },
      {
        language: 'ms',
        title: 'Penghantaran ke Sabah dan Sarawak kini dibuka',
        summary:
          'Pesanan daripada pembekal Semenanjung kini dihantar ke Kota Kinabalu, Kuching, Miri dan Sandakan melalui kargo laut, dengan tambang ditunjukkan semasa pembayaran.',
        body: `Mulai bulan ini, pembekal di Semenanjung boleh menghantar ke tapak di Sabah dan Sarawak.

## Cara ia berfungsi
1. Tambah bahan ke troli seperti biasa dan pilih tapak di Sabah atau Sarawak.
2. Halaman pembayaran menunjukkan tambang kargo laut dan perjalanan lori dari pelabuhan ke tapak anda.
3. Jangkakan 7 hingga 12 hari bekerja dari Pelabuhan Klang ke Kota Kinabalu atau Kuching.

## Perkara yang perlu diketahui
- Simen berbeg dihantar dalam palet 40 beg berbalut plastik supaya kekal kering.
- Bar keluli diikat mengikut diameter dan ditanda dengan nombor pesanan anda.
- Jejak setiap pesanan penghantaran dari [halaman pesanan](/order) anda.

Ada soalan tentang penghantaran besar? [Hubungi pasukan kami](/contact) sebelum membuat pesanan.`,
      },
    ],
  },
  {
    slug: 'five-tips-for-your-credit-terms',
    cover: {
      from: [60, 40, 110],
      to: NAVY,
      ink: WHITE,
      accent: AMBER,
      lines: ['CREDIT TERMS', '5 TIPS', '30 & 60 DAYS'],
    },
    publish: -15,
    unpublish: null,
    versions: [
      {
        language: 'en-us',
        title: 'Five tips to keep your credit terms in good standing',
        summary:
          'Pay on time, keep documents current and plan big orders: how contractors get the most from a BinaMart credit limit.',
        body: `A credit limit lets your site keep moving while the progress claim is being paid. These habits keep it healthy.

1. **Pay by the due date.** Overdue invoices take credit terms off checkout until they are settled.
2. **Check your statement every month.** The [statement of account](/statementofaccounts) lists every invoice, credit note and payment.
3. **Keep your documents current.** Upload the latest SSM profile and bank statements when asked, so reviews finish quickly.
4. **Plan large orders.** If a pour needs more than your available limit, apply for a project limit for that site.
5. **Ask for an extension early.** An extension requested before the due date is reviewed in three working days.

Not on credit yet? [Apply for a limit](/cl).`,
      },
      {
        language: 'zh-cn',
        title: '保持良好信用条款的五个建议',
        summary: '按时付款、及时更新文件、提前规划大额订单：承包商如何善用 BinaMart 信用额度。',
        body: `信用额度让工地在进度款到账之前也能继续施工。以下习惯能让额度保持良好。

1. **在到期日前付款。** 有逾期发票时，结账不提供信用账期，直到结清为止。
2. **每月核对对账单。** [对账单](/statementofaccounts)列出每张发票、贷项通知单和付款。
3. **及时更新文件。** 按要求上传最新的 SSM 资料和银行对账单，审核会更快完成。
4. **提前规划大额订单。** 如果一次浇筑所需超过可用额度，请为该工地申请项目额度。
5. **尽早申请延期。** 在到期日前提出的延期申请会在三个工作日内审核。

还没有信用额度？[立即申请](/cl)。`,
      },
      {
        language: 'ms',
        title: 'Lima petua untuk mengekalkan terma kredit anda dalam keadaan baik',
        summary:
          'Bayar tepat pada masanya, kemas kini dokumen dan rancang pesanan besar: cara kontraktor memanfaatkan had kredit BinaMart.',
        body: `Had kredit membolehkan kerja di tapak diteruskan sementara tuntutan kemajuan dibayar. Tabiat ini memastikan ia kekal sihat.

1. **Bayar sebelum tarikh akhir.** Selagi ada invois tertunggak, terma kredit tidak ditawarkan semasa daftar keluar sehingga invois itu dijelaskan.
2. **Semak penyata anda setiap bulan.** [Penyata akaun](/statementofaccounts) menyenaraikan setiap invois, nota kredit dan bayaran.
3. **Kemas kini dokumen anda.** Muat naik profil SSM dan penyata bank terkini apabila diminta supaya semakan selesai dengan cepat.
4. **Rancang pesanan besar.** Jika satu tuangan memerlukan lebih daripada had yang ada, mohon had projek untuk tapak tersebut.
5. **Minta lanjutan lebih awal.** Lanjutan yang diminta sebelum tarikh akhir disemak dalam tiga hari bekerja.

Belum mempunyai kredit? [Mohon had](/cl).`,
      },
    ],
  },
  {
    slug: 'year-end-operating-hours',
    cover: { from: BRICK, to: [120, 50, 40], ink: WHITE, accent: AMBER, lines: ['YEAR-END', 'OPERATING HOURS'] },
    publish: 5,
    unpublish: null,
    versions: [
      {
        language: 'en-us',
        title: 'Year-end operating hours and last delivery dates',
        summary: 'Customer service and deliveries over Christmas and New Year: plan your orders before 22 December.',
        body: `Customer service runs as usual until 23 December and closes on 25 December and 1 January.

- Last delivery date for orders paid by 22 December: 24 December
- Deliveries resume on 2 January

Suppliers set their own delivery days; check each product page.`,
      },
      {
        language: 'zh-cn',
        title: '年终营业时间与最后送货日期',
        summary: '圣诞节和新年期间的客服与配送安排：请在 12 月 22 日前规划订单。',
        body: `客服照常服务至 12 月 23 日，12 月 25 日和 1 月 1 日休息。

- 12 月 22 日前付款的订单，最后送货日期为 12 月 24 日
- 1 月 2 日恢复送货

各供应商的送货日由供应商自行设定，请查看商品页面。`,
      },
      {
        language: 'ms',
        title: 'Waktu operasi hujung tahun dan tarikh penghantaran terakhir',
        summary:
          'Khidmat pelanggan dan penghantaran sepanjang Krismas dan Tahun Baharu: rancang pesanan anda sebelum 22 Disember.',
        body: `Khidmat pelanggan beroperasi seperti biasa sehingga 23 Disember dan ditutup pada 25 Disember dan 1 Januari.

- Tarikh penghantaran terakhir bagi pesanan yang dibayar sebelum 22 Disember: 24 Disember
- Penghantaran disambung semula pada 2 Januari

Pembekal menetapkan hari penghantaran masing-masing; semak setiap halaman produk.`,
      },
    ],
  },
  {
    slug: 'merdeka-free-delivery-klang-valley',
    cover: { from: [180, 30, 40], to: NAVY, ink: WHITE, accent: AMBER, lines: ['MERDEKA', 'FREE DELIVERY'] },
    publish: -90,
    unpublish: -60,
    versions: [
      {
        language: 'en-us',
        title: 'Merdeka month: free delivery within the Klang Valley',
        summary: 'Orders above RM 3,000 delivered free within the Klang Valley throughout August.',
        body: `Throughout August, orders above RM 3,000 from participating suppliers are delivered free to sites within the Klang Valley.`,
      },
      {
        language: 'zh-cn',
        title: '国庆月：巴生谷免费送货',
        summary: '整个八月，巴生谷内超过 RM 3,000 的订单免费送货。',
        body: `整个八月，参与活动的供应商订单超过 RM 3,000，可免费送到巴生谷内的工地。`,
      },
      {
        language: 'ms',
        title: 'Bulan Merdeka: penghantaran percuma di Lembah Klang',
        summary: 'Pesanan melebihi RM 3,000 dihantar percuma di Lembah Klang sepanjang Ogos.',
        body: `Sepanjang Ogos, pesanan melebihi RM 3,000 daripada pembekal yang mengambil bahagian dihantar percuma ke tapak di Lembah Klang.`,
      },
    ],
  },
];

interface DemoAd {
  title: string;
  placement: 'home-carousel' | 'shop-top' | 'product-side';
  link: string;
  priority: number;
  lines: string[];
  from: Rgb;
  to: Rgb;
  accent: Rgb;
  /** impressions per day over the past week, and clicks per day */
  views: number;
  clicks: number;
}

const ADS: DemoAd[] = [
  {
    title: 'Year-end cement offer: RM 2 off every 50 kg bag',
    placement: 'home-carousel',
    link: '/shop?q=cement',
    priority: 90,
    lines: ['CEMENT RM2 OFF', 'EVERY 50 KG BAG', 'UNTIL 31 DEC'],
    from: NAVY,
    to: BLUE,
    accent: STEEL,
    views: 14,
    clicks: 2,
  },
  {
    title: 'Now delivering to Sabah and Sarawak',
    placement: 'home-carousel',
    link: '/news/delivery-to-sabah-and-sarawak',
    priority: 60,
    lines: ['SABAH & SARAWAK', 'DELIVERY NOW OPEN'],
    from: TEAL,
    to: BLUE,
    accent: BRICK,
    views: 11,
    clicks: 1,
  },
  {
    title: 'Buy now, pay in 30 or 60 days: apply for credit terms',
    placement: 'home-carousel',
    link: '/cl',
    priority: 40,
    lines: ['BUY NOW PAY LATER', '30 OR 60 DAYS CREDIT'],
    from: [60, 40, 110],
    to: NAVY,
    accent: AMBER,
    views: 9,
    clicks: 1,
  },
  {
    title: 'BRC mesh and rebar: JKR-approved, ready stock in Selangor',
    placement: 'shop-top',
    link: '/shop?q=rebar',
    priority: 50,
    lines: ['REBAR & BRC MESH', 'JKR-APPROVED STOCK'],
    from: [40, 44, 52],
    to: STEEL,
    accent: BRICK,
    views: 12,
    clicks: 2,
  },
  {
    title: 'How many bags for your slab? Use the concrete calculator',
    placement: 'product-side',
    link: '/calculator',
    priority: 50,
    lines: ['HOW MANY BAGS', 'TRY THE', 'CALCULATOR'],
    from: BRICK,
    to: [120, 50, 40],
    accent: AMBER,
    views: 8,
    clicks: 1,
  },
];

const MESSAGES = [
  {
    name: 'Tan Wei Ming',
    email: 'weiming@tanbuilders.my',
    subject: 'Delivery of cement to Kota Kinabalu',
    message:
      'Hi, we have a shoplot project in Kota Kinabalu. Can your suppliers deliver 400 bags of cement and 8 tonnes of Y12 bars there, and how long does it take?',
    language: 'en-us' as const,
    answer:
      'Dear Mr Tan, yes: orders to Kota Kinabalu go by sea freight from Port Klang and take 7 to 12 working days. Checkout shows the freight for your site once you choose it. For 400 bags we suggest splitting into two deliveries so the cement is used fresh.',
  },
  {
    name: 'Nurul Aina binti Hassan',
    email: 'aina@ainareno.my',
    subject: 'Permohonan terma kredit untuk syarikat baharu',
    message:
      'Syarikat kami baru didaftarkan tahun ini. Adakah kami layak memohon terma kredit 30 hari, dan apakah dokumen yang diperlukan?',
    language: 'ms' as const,
    answer: null,
  },
  {
    name: 'Lim Chee Keong',
    email: 'ck.lim@lckhardware.my',
    subject: '成为供应商',
    message: '我们是新山的五金批发商，想在 BinaMart 上架瓷砖和油漆，请问需要哪些文件？',
    language: 'zh-cn' as const,
    answer: null,
  },
];

/** Stores a generated picture as the administrator's public content image; returns its id. */
async function picture(db: Db, storage: FileStorage, admin: { companyId: string; userId: string }, banner: Banner) {
  const staged = await stageFile(storage, {
    companyId: admin.companyId,
    uploadedBy: admin.userId,
    purpose: 'content-image',
    visibility: 'public',
    originalName: 'banner.png',
    type: { mimeType: 'image/png', extension: 'png' },
    bytes: bannerPng(banner),
  });
  await staged.record(db);
  return staged.id;
}

/** Writes the demo posts, ads and contact messages as the demo administrator. */
export async function seedContent(db: Db, storage: FileStorage, now = new Date()): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const admin = (await loadActor(db, row!.id))!;
  const days = (n: number) => new Date(now.getTime() + n * DAY);

  for (const [index, post] of POSTS.entries()) {
    const coverFileId = await picture(db, storage, admin, { width: 960, height: 504, ...post.cover });
    const written = new Date(now.getTime() - (POSTS.length - index) * 60_000);
    await createPost(
      db,
      admin,
      postInputSchema.parse({
        slug: post.slug,
        status: 'published',
        coverFileId,
        publishAt: post.publish === null ? null : days(post.publish).toISOString(),
        unpublishAt: post.unpublish === null ? null : days(post.unpublish).toISOString(),
        versions: post.versions,
      }),
      written,
    );
  }

  for (const ad of ADS) {
    const side = ad.placement === 'product-side';
    const art = { from: ad.from, to: ad.to, ink: WHITE, accent: ad.accent, lines: ad.lines };
    const phoneImageFileId = await picture(db, storage, admin, { width: 720, height: 360, ...art });
    const desktopImageFileId = await picture(db, storage, admin, {
      width: side ? 400 : 1200,
      height: side ? 500 : 300,
      ...art,
    });
    const created = await createAd(
      db,
      admin,
      adInputSchema.parse({
        title: ad.title,
        placement: ad.placement,
        phoneImageFileId,
        desktopImageFileId,
        link: ad.link,
        startsAt: days(-10).toISOString(),
        endsAt: days(45).toISOString(),
        priority: ad.priority,
        active: true,
      }),
      days(-10),
    );
    // a week of page views and clicks, a little different each day
    for (let day = 7; day >= 1; day--) {
      const at = days(-day);
      for (let view = 0; view < ad.views + ((day * 3) % 5); view++) await recordImpressions(db, [created.ad.id], at);
      for (let click = 0; click < ad.clicks + (day % 3 === 0 ? 1 : 0); click++)
        await recordClick(db, created.ad.id, at);
    }
  }

  for (const message of MESSAGES) {
    const { language, answer, ...input } = message;
    const stored = await submitContactMessage(db, input, language);
    if (answer) await answerContactMessage(db, admin, stored.id, answer, now);
  }
}
