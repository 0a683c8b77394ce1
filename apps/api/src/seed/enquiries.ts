/**
 * Demo enquiries and quotations: Pembinaan Teguh Jaya (buyer@demo.test) asks
 * suppliers for prices on variations whose prices are not shown, one enquiry in each state the
 * table has: Pending (tiles for a project), Responded with a live quotation (a 50-tonne crane),
 * Added (a quotation accepted), Added To Cart (accepted and in the cart), Order Placed (tipper
 * lorries ordered on credit terms), and one closed by an administrator. Made through the module's
 * own use cases, dated today.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Db } from '../db/client';
import { cartItems, companies, productVariations, products, users } from '../db/schema/index';
import { placeDemoCart } from './credit-history';
import { loadActor } from '../modules/identity/index';
import { addDays, malaysianDate } from '../modules/billing/invoices/index';
import {
  acceptQuotation,
  addQuotationToCart,
  closeEnquiry,
  createEnquiry,
  createQuotation,
  postMessage,
} from '../modules/enquiries/index';
import { enquiryInputSchema, quotationInputSchema } from '@binamart/shared';

async function actorByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await loadActor(db, row!.id))!;
}

/** The seller company's administrator, as an actor. */
async function sellerActor(db: Db, companyId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'SellAdm')))
    .limit(1);
  return (await loadActor(db, row!.id))!;
}

/** A published product's variation by the product's family name (brands come before it) and variation name. */
async function variationOf(db: Db, productName: string, variationName: string) {
  const [row] = await db
    .select({ productId: products.id, variationId: productVariations.id, sellerId: companies.id })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(
      and(
        like(products.name, `%${productName}%`),
        eq(productVariations.name, variationName),
        eq(products.status, 'published'),
      ),
    )
    .orderBy(asc(products.name))
    .limit(1);
  return row;
}

const SITE = {
  contactPerson: 'Lim Chee Keong',
  contactPhone: '012-345 6704',
  addressLine1: 'Lot 2107, Jalan Besar',
  addressLine2: 'Taman Universiti Indah',
  postcode: '43300',
  city: 'Seri Kembangan',
  state: 'Selangor',
};

export async function seedEnquiries(db: Db, storage: FileStorage) {
  const now = new Date();
  const today = malaysianDate(now);
  const buyer = await actorByEmail(db, 'buyer@demo.test');
  const admin = await actorByEmail(db, 'admin@demo.test');
  const tiles = await variationOf(db, 'Glazed Ceramic Floor Tile', 'Project price');
  const crane = await variationOf(db, 'Mobile Crane Hire', '50-tonne, per day');
  const tipper = await variationOf(db, 'Tipper Lorry Hire', '10-wheeler, per day');
  if (!tiles || !crane || !tipper) return;
  const ctx = { db, storage };
  /** the demo's moments, hours before the seed ran, so lists and threads read in the order they happened */
  const ago = (hours: number) => new Date(now.getTime() - hours * 3600_000);
  const enquire = (v: NonNullable<typeof tiles>, quantity: number, hoursAgo: number, extra: Record<string, unknown>) =>
    createEnquiry(
      db,
      buyer,
      enquiryInputSchema.parse({
        productId: v.productId,
        lines: [{ variationId: v.variationId, quantity }],
        deliveryDate: addDays(today, 14),
        deliveryMethod: 'seller',
        deliveryTime: 'morning',
        ...SITE,
        ...extra,
      }),
      ago(hoursAgo),
    );
  const quote = (
    enquiryId: string,
    v: NonNullable<typeof tiles>,
    seller: Awaited<ReturnType<typeof sellerActor>>,
    hoursAgo: number,
    form: Record<string, unknown>,
  ) =>
    createQuotation(
      ctx,
      seller,
      enquiryId,
      quotationInputSchema.parse({
        deliveryMethod: 'seller',
        leadDays: 3,
        validUntil: addDays(today, 14),
        paymentTerms: 'creditTerms',
        ...form,
        lines: (form.lines as object[]).map((l) => ({ variationId: v.variationId, ...l })),
      }),
      ago(hoursAgo),
    );

  // Pending: 600 boxes of tiles for the Seri Kembangan flats
  await enquire(tiles, 600, 5, {
    kind: 'priceOnRequest',
    remarks: 'Ground-floor lobby and corridors, Block A. Please quote delivered to site with unloading.',
  });

  // Responded, with a live quotation: a 50-tonne crane for two days of precast lifting
  const craneSeller = await sellerActor(db, crane.sellerId);
  const craneEnquiry = await enquire(crane, 2, 50, {
    kind: 'priceOnRequest',
    deliveryMethod: 'seller',
    remarks: 'Lifting precast staircases, 9 m radius, 6.5 t heaviest piece. Site access from Jalan Besar.',
  });
  await postMessage(
    db,
    craneSeller,
    craneEnquiry.id,
    'Is the ground at the crane position compacted? We need a 6 m × 8 m pad.',
    ago(47),
  );
  await postMessage(db, buyer, craneEnquiry.id, 'Yes, the pad is compacted crusher run, ready from Monday.', ago(46));
  await quote(craneEnquiry.id, crane, craneSeller, 30, {
    lines: [{ quantity: 2, unitPriceSen: 390_000, discountSen: 15_000 }],
    deliveryFeeSen: 60_000,
    notes: 'Includes operator and rigger, 8 hours a day. Mobilisation and demobilisation in the delivery fee.',
  });

  // Order Placed: tipper lorries quoted, accepted, put in the cart and ordered on 30 days' credit terms
  const tipperSeller = await sellerActor(db, tipper.sellerId);
  const tipperEnquiry = await enquire(tipper, 10, 120, {
    kind: 'projectPrice',
    remarks: 'Earthworks for the car park, ten days in a row.',
  });
  const tipperQuote = await quote(tipperEnquiry.id, tipper, tipperSeller, 100, {
    lines: [{ quantity: 10, unitPriceSen: 98_000, discountSen: 6_000 }],
    deliveryFeeSen: 0,
  });
  await acceptQuotation(ctx, buyer, tipperQuote.id, ago(96));
  await addQuotationToCart(ctx, buyer, tipperQuote.id, ago(95));
  const quoted = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, buyer.userId), eq(cartItems.quotationId, tipperQuote.id)));
  await placeDemoCart(
    db,
    quoted.map((i) => i.id),
    tipper.sellerId,
    'Quotation ' + tipperQuote.number,
    { method: 'credit', term: '30' },
  );

  // Added: tiles for the Block C lobby quoted and accepted, not yet in a cart
  const lobby = await enquire(tiles, 800, 72, {
    kind: 'priceOnRequest',
    remarks: 'Block C lobby and staircases.',
  });
  const tileSellerForLobby = await sellerActor(db, tiles.sellerId);
  const lobbyQuote = await quote(lobby.id, tiles, tileSellerForLobby, 60, {
    lines: [{ quantity: 800, unitPriceSen: 2_300, discountSen: 150 }],
    deliveryFeeSen: 45_000,
  });
  await acceptQuotation(ctx, buyer, lobbyQuote.id, ago(48));

  // Added To Cart: a second tile enquiry (the lobby's skirting) quoted, accepted and in the cart
  const tileSeller = await sellerActor(db, tiles.sellerId);
  const skirting = await enquire(tiles, 500, 40, {
    kind: 'priceOnRequest',
    remarks: 'Matching skirting for Block B corridors.',
  });
  const skirtingQuote = await quote(skirting.id, tiles, tileSeller, 30, {
    lines: [{ quantity: 500, unitPriceSen: 2_300, discountSen: 100 }],
    deliveryFeeSen: 35_000,
  });
  await acceptQuotation(ctx, buyer, skirtingQuote.id, ago(20));
  await addQuotationToCart(ctx, buyer, skirtingQuote.id, ago(19));

  // Closed by an administrator
  const duplicate = await enquire(crane, 1, 49, { kind: 'projectPrice', remarks: 'One day only.' });
  await closeEnquiry(db, admin, duplicate.id, 'Sent twice by mistake: the two-day enquiry stands.', ago(45));
}
