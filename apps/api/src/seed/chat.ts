/**
 * Demo chat: Pembinaan Teguh Jaya (buyer@demo.test, buyer.user@demo.test) talks with Syarikat
 * Bahan Binaan Maju (seller@demo.test, seller.user@demo.test) about one of Maju's products and about
 * an order, with a photo of the stock and a PDF delivery note; the last messages from Maju are
 * left unread, so the buyer's chat badge shows them. Customer service has a conversation in each
 * state of the queue (new from Maju, waiting on Teguh Jaya,
 * closed with Kontraktor Awam Seri Perkasa, one of Megabina's assigned to
 * director@demo.test), and a few canned answers in each language. Made
 * through the module's own use cases, dated over the last day.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Db } from '../db/client';
import { companies, orders, products, users } from '../db/schema/index';
import type { Actor } from '../lib/request-context';
import {
  assignConversation,
  closeConversation,
  createCannedAnswer,
  markRead,
  openSupport,
  sendMessage,
  startConversation,
} from '../modules/chat/index';
import { loadActor } from '../modules/identity/index';
import { CHAT_ATTACHMENT_PURPOSE, stageFile } from '../modules/platform/files/index';
import { SWATCHES, swatchPng } from './swatch-png';

async function actor(db: Db, email: string): Promise<Actor | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row ? loadActor(db, row.id) : null;
}

/** A private chat attachment of the sender's company, recorded in the seed's transaction. */
async function attachment(db: Db, storage: FileStorage, sender: Actor, name: string, bytes: Buffer, pdf = false) {
  const staged = await stageFile(storage, {
    companyId: sender.companyId,
    uploadedBy: sender.userId,
    purpose: CHAT_ATTACHMENT_PURPOSE,
    visibility: 'private',
    originalName: name,
    type: pdf ? { mimeType: 'application/pdf', extension: 'pdf' } : { mimeType: 'image/png', extension: 'png' },
    bytes,
  });
  await staged.record(db);
  return staged.id;
}

async function deliveryNote(orderNumber: string) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  page.drawText('Syarikat Bahan Binaan Maju Sdn. Bhd.', { x: 56, y: 770, size: 16, font: bold });
  page.drawText(`Loading plan for order ${orderNumber}`, { x: 56, y: 748, size: 12, font: regular });
  ['Lorry: 3-tonne, WXY 4821', 'Loading: 8:30 am at the Shah Alam yard', 'On site: about 10:00 am'].forEach((line, i) =>
    page.drawText(line, { x: 56, y: 710 - i * 20, size: 11, font: regular }),
  );
  return Buffer.from(await pdf.save());
}

export async function seedChat(db: Db, storage: FileStorage, now = new Date()) {
  const [buyer, buyerUser, seller, sellerUser, admin, director, gov] = await Promise.all(
    [
      'buyer@demo.test',
      'buyer.user@demo.test',
      'seller@demo.test',
      'seller.user@demo.test',
      'admin@demo.test',
      'director@demo.test',
      'buyer.gov@demo.test',
    ].map((email) => actor(db, email)),
  );
  if (!buyer || !buyerUser || !seller || !sellerUser || !admin || !director || !gov) return;
  /** a moment `minutes` before the seed ran */
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  let serial = 0;
  const say = async (who: Actor, conversationId: string, minutes: number, body: string, fileId?: string) => {
    serial += 1;
    return sendMessage(
      db,
      who,
      conversationId,
      { clientId: `demo-chat-${String(serial).padStart(4, '0')}`, body, attachmentFileId: fileId ?? null },
      ago(minutes),
    );
  };

  // about a product of Maju's
  const [product] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.companyId, seller.companyId), eq(products.status, 'published')))
    .orderBy(asc(products.name))
    .limit(1);
  if (product) {
    const about = await startConversation(db, buyer, { kind: 'product', id: product.id }, ago(1500));
    await say(buyer, about.id, 1500, `Good morning. Is ${product.name} in stock for 200 units next week?`);
    await say(seller, about.id, 1460, 'Good morning! Yes, we have 350 in the Shah Alam yard. Here is today’s stock.');
    const [base, texture] = SWATCHES['portland-cement']!;
    const photo = await attachment(db, storage, seller, 'stock-shah-alam.png', swatchPng(base, texture, 240));
    const shown = await say(seller, about.id, 1459, '', photo);
    await markRead(db, buyer, about.id, shown.seq);
    await say(buyer, about.id, 1400, 'Great, we will order on Monday. Can you deliver before 10 am?');
    await say(buyerUser, about.id, 1390, 'Site contact is Encik Hafiz, 012-345 6704.');
    await say(sellerUser, about.id, 60, 'Noted. Our lorry can be on site by 9:30 am on weekdays.');
    // the buyer read up to the supplier's photo; the newest message waits for them
  }

  // about the latest order between them
  const [order] = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.buyerCompanyId, buyer.companyId), eq(orders.sellerCompanyId, seller.companyId)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (order) {
    const about = await startConversation(db, buyer, { kind: 'order', id: order.id }, ago(300));
    const first = await say(buyer, about.id, 300, `Hi, when will order ${order.number} leave your yard?`);
    await say(sellerUser, about.id, 240, 'It is loaded tomorrow morning. The loading plan is attached.');
    const note = await attachment(
      db,
      storage,
      sellerUser,
      `loading-plan-${order.number}.pdf`,
      await deliveryNote(order.number),
      true,
    );
    await say(sellerUser, about.id, 239, '', note);
    await markRead(db, seller, about.id, first.seq);
    await say(buyer, about.id, 200, 'Thank you, we will have the forklift ready.');
    const [, texture] = SWATCHES['clay-bricks']!;
    const site = await attachment(db, storage, buyer, 'unloading-bay.png', swatchPng([200, 190, 160], texture, 240));
    await say(buyer, about.id, 199, 'This is the unloading bay at the site entrance.', site);
    await say(seller, about.id, 30, 'Thanks, the driver has the photo. See you tomorrow.');
  }

  // customer service: one conversation in each state of the queue
  const waiting = await openSupport(db, buyerUser, ago(720));
  await say(buyerUser, waiting.id, 720, 'Hello, how do I add a second delivery site to our account?');
  await say(
    admin,
    waiting.id,
    700,
    'Hello! Open Profile, then Sites, and choose "Add a site". Each site can have its own contact person.',
  );

  const [maju] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, seller.companyId));
  const fresh = await openSupport(db, seller, ago(45));
  await say(
    seller,
    fresh.id,
    45,
    `Hi from ${maju?.name ?? 'Maju'}: our payout for last month has not arrived yet. Can you check?`,
  );
  await say(seller, fresh.id, 44, 'The AP invoice number is MAJU-INV-0412.');

  const closed = await openSupport(db, gov, ago(2900));
  await say(gov, closed.id, 2900, 'Boleh saya dapatkan invois dalam format PDF untuk pesanan bulan lepas?');
  await say(director, closed.id, 2880, 'Boleh. Buka Invois, pilih invois tersebut dan tekan "PDF". Ada apa-apa lagi?');
  await say(gov, closed.id, 2870, 'Sudah dapat, terima kasih!');
  await closeConversation(db, director, closed.id);

  // an assigned one: another company's question handed to the business director
  const [megabina] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'purchasing@megabina.demo.test'));
  const other = megabina ? await loadActor(db, megabina.id) : null;
  if (other) {
    const handed = await openSupport(db, other, ago(150));
    await say(other, handed.id, 150, 'We need a credit limit increase before our next order. Who should we talk to?');
    await assignConversation(db, admin, handed.id, director.userId);
  }

  for (const answer of CANNED_ANSWERS) await createCannedAnswer(db, admin, answer);
}

const CANNED_ANSWERS = [
  {
    language: 'en-us',
    title: 'Greeting',
    body: 'Hello, thank you for contacting BinaMart customer service. How can I help you today?',
  },
  {
    language: 'en-us',
    title: 'Delivery window',
    body: 'Deliveries arrive between 9:00 am and 6:00 pm, Monday to Saturday. The supplier confirms the time the day before.',
  },
  {
    language: 'en-us',
    title: 'Invoice PDF',
    body: 'Open Invoices, choose the invoice and press "PDF" to download it.',
  },
  { language: 'zh-cn', title: '问候', body: '您好，感谢您联系 BinaMart 客服。请问有什么可以帮您？' },
  {
    language: 'zh-cn',
    title: '送货时间',
    body: '送货时间为周一至周六上午 9:00 至下午 6:00。供应商会在前一天确认具体时间。',
  },
  { language: 'zh-cn', title: '发票 PDF', body: '打开“发票”，选择该发票并点击“PDF”即可下载。' },
  {
    language: 'ms',
    title: 'Ucapan',
    body: 'Helo, terima kasih kerana menghubungi khidmat pelanggan BinaMart. Apa yang boleh saya bantu hari ini?',
  },
  {
    language: 'ms',
    title: 'Waktu penghantaran',
    body: 'Penghantaran tiba antara 9:00 pagi dan 6:00 petang, Isnin hingga Sabtu. Pembekal mengesahkan masanya sehari sebelum.',
  },
  {
    language: 'ms',
    title: 'PDF invois',
    body: 'Buka Invois, pilih invois tersebut dan tekan "PDF" untuk memuat turunnya.',
  },
] as const;
