/**
 * Quotations (spec §2 /quotation/{id}, §4 enquiry states): the supplier answers an enquiry with a
 * quotation (QUO-yyyy-nnnnnn; revising makes a new version and supersedes the old, which stays
 * readable); the buyer accepts the open version before its validity date ends, and puts its items
 * in a cart at the quoted prices (cart quoted items); the order placed with them makes the enquiry
 * "Order Placed". A quotation past its validity is expired by the clock at once and by a sweep
 * (the job engine) that tells both sides. Each move locks the enquiry, so a quotation accepted or
 * put in the cart twice at once is accepted and added once.
 */
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  type CreditTerm,
  ENQ,
  type PaymentMethod,
  QUOTATION_MAX_VALID_DAYS,
  type Quotation,
  type QuotationPaymentOption,
  type QuotationValues,
  formatDate,
  formatDateTime,
  formatMoney,
  priceOrder,
  quotationState,
  translate,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { authorize } from '../../lib/access';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { productVariations, products } from '../catalog/tables';
import { companies, companyProfiles, users } from '../identity/tables';
import { files } from '../platform/files/tables';
import { addDays, malaysianDate } from '../billing/invoices/index';
import { DocumentLayout, companyDetails } from '../billing/documents/index';
import { assertQuantity, putQuotedInCart } from '../cart/index';
import { creditOffer, creditUnavailable } from '../credit/index';
import { currentRates } from '../ordering/fees/index';
import { notify } from '../messaging/index';
import { assertCompanyFiles, fileUrl, loadFileForReader } from '../platform/files/index';
import { companyProjectRef } from '../sites/index';
import { enquiryRow, quotationLinesOf, quotationTotal, quotationVersions } from './enquiry-reads';
import {
  BUYER_WRITE,
  READ,
  SELLER_WRITE,
  accessEnquiry,
  enquiryLink,
  moveEnquiry,
  publishEnquiry,
  supplierRecipients,
} from './enquiry.service';
import { enquiries, quotationLines, quotations } from './tables';
import { nextDocumentNumber } from '../../lib/document-numbers';

type Ctx = Pick<AppContext, 'db' | 'storage'>;
type QuotationRow = typeof quotations.$inferSelect;

export const quotationLink = (id: string) => `/quotation/${id}`;

async function quotationRow(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(quotations).where(eq(quotations.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The quotation when the actor's company may see its enquiry; else not found. */
async function accessQuotation(db: Db, actor: Actor, id: string) {
  const quotation = await quotationRow(db, id);
  if (!quotation) throw notFound();
  const enquiry = await accessEnquiry(db, actor, quotation.enquiryId);
  return { quotation, enquiry };
}

const nextNumber = (tx: Db, now: Date) => nextDocumentNumber(tx, 'quotation_number_seq', 'QUO', now);

/**
 * POST /api/seller/enquiries/:id/quotations: the supplier's quotation, or a new version of it
 * (sellEnq Write, "respond to enquiries"), while the enquiry is Pending or Responded. Each line names
 * a variation of the enquired product in a quantity its rules allow; the validity runs from today
 * to at most QUOTATION_MAX_VALID_DAYS ahead; the attachment is one of the supplier's files.
 */
export async function createQuotation(
  ctx: Ctx,
  actor: Actor | null,
  enquiryId: string,
  input: QuotationValues,
  now: Date,
): Promise<Quotation> {
  const { db } = ctx;
  const me = authorize(actor, SELLER_WRITE);
  const today = malaysianDate(now);
  if (input.validUntil < today) throw fieldError('validUntil', ENQ.validUntilPast);
  if (input.validUntil > addDays(today, QUOTATION_MAX_VALID_DAYS)) {
    throw fieldError('validUntil', ENQ.validUntilTooFar, { days: QUOTATION_MAX_VALID_DAYS });
  }
  await assertCompanyFiles(db, me.companyId, { anyIds: [input.attachmentFileId] });
  const id = await db.transaction(async (tx) => {
    const enquiry = await accessEnquiry(tx, me, enquiryId, { lock: true });
    if (enquiry.status !== 'pending' && enquiry.status !== 'responded') {
      throw new AppError('enquiry_not_for_quotation', 'enquiries.notForQuotation');
    }
    const status = moveEnquiry(enquiry, 'respond');
    const variations = new Map(
      (await tx.select().from(productVariations).where(eq(productVariations.productId, enquiry.productId))).map((v) => [
        v.id,
        v,
      ]),
    );
    input.lines.forEach((line, i) => {
      const variation = variations.get(line.variationId);
      if (!variation) throw fieldError(`lines.${i}.variationId`, ENQ.variationNotOfProduct);
      assertQuantity(variation, line.quantity, `lines.${i}.quantity`);
    });
    const [product] = await tx
      .select({ currency: products.currency })
      .from(products)
      .where(eq(products.id, enquiry.productId));
    const [previous] = await tx
      .select()
      .from(quotations)
      .where(eq(quotations.enquiryId, enquiryId))
      .orderBy(desc(quotations.version))
      .limit(1);
    if (previous?.status === 'open') {
      await tx.update(quotations).set({ status: 'superseded' }).where(eq(quotations.id, previous.id));
    }
    const subtotalSen = input.lines.reduce((sum, l) => sum + (l.unitPriceSen - l.discountSen) * l.quantity, 0);
    const [row] = await tx
      .insert(quotations)
      .values({
        enquiryId,
        number: previous?.number ?? (await nextNumber(tx, now)),
        version: (previous?.version ?? 0) + 1,
        currency: product!.currency,
        subtotalSen,
        deliveryFeeSen: input.deliveryFeeSen,
        deliveryMethod: input.deliveryMethod,
        leadDays: input.leadDays,
        validUntil: input.validUntil,
        paymentTerms: input.paymentTerms,
        notes: input.notes,
        attachmentFileId: input.attachmentFileId,
        createdBy: me.userId,
        createdAt: now,
      })
      .returning();
    await tx
      .insert(quotationLines)
      .values(input.lines.map((l, sortOrder) => ({ quotationId: row!.id, sortOrder, ...l })));
    await tx
      .update(enquiries)
      .set({
        status,
        updatedAt: now,
        respondedAt: enquiry.respondedAt ?? now,
        assigneeId: enquiry.assigneeId ?? me.userId,
      })
      .where(eq(enquiries.id, enquiryId));
    await notify(
      tx,
      { companyId: enquiry.buyerCompanyId },
      row!.version > 1 ? 'quotationRevised' : 'quotationReceived',
      {
        number: row!.number,
        version: row!.version,
        enquiry: enquiry.number,
        seller: me.companyName,
        total: formatMoney(quotationTotal(row!), row!.currency),
        validUntil: formatDate(input.validUntil),
      },
      quotationLink(row!.id),
    );
    await publishEnquiry(tx, enquiryId);
    return row!.id;
  });
  return loadQuotation(ctx, id, now);
}

/** What each way of paying would add to the quotation (spec §9): online banking, card, and the buyer's credit terms when offered. */
async function paymentOptions(
  db: Db,
  quotation: QuotationRow,
  buyerCompanyId: string,
  lines: { unitPriceSen: number; quantity: number }[],
) {
  const [rates, buyer, credit] = await Promise.all([
    currentRates(db),
    db.select({ publicSector: companies.publicSector }).from(companies).where(eq(companies.id, buyerCompanyId)),
    quotation.paymentTerms === 'creditTerms' ? creditOffer(db, buyerCompanyId) : Promise.resolve(null),
  ]);
  const price = (paymentMethod: PaymentMethod, creditTerm: CreditTerm | null): QuotationPaymentOption => {
    const totals = priceOrder({
      lines,
      deliveryFeeSen: quotation.deliveryFeeSen,
      discountSen: 0,
      paymentMethod,
      creditTerm,
      publicSector: buyer[0]?.publicSector ?? false,
      rates,
    });
    const base = quotationTotal(quotation);
    return {
      paymentMethod: paymentMethod as 'fpx' | 'card' | 'credit',
      creditTerm,
      chargesSen: totals.grandTotalSen - base,
      grandTotalSen: totals.grandTotalSen,
    };
  };
  const options = [price('fpx', null), price('card', null)];
  if (credit) for (const term of ['30', '60', '90'] as const) options.push(price('credit', term));
  return options;
}

const fullName = (u: { firstName: string; lastName: string } | undefined) =>
  u ? `${u.firstName} ${u.lastName}`.trim() : '';

/** One quotation version as its page shows it. */
export async function loadQuotation(ctx: Ctx, id: string, now: Date): Promise<Quotation> {
  const { db } = ctx;
  const quotation = await quotationRow(db, id);
  if (!quotation) throw notFound();
  const enquiry = (await enquiryRow(db, quotation.enquiryId))!;
  const [lines, seller, buyer, sellerProfile, project, versions, people, attachment] = await Promise.all([
    quotationLinesOf(db, id),
    companyDetails(db, enquiry.sellerCompanyId),
    companyDetails(db, enquiry.buyerCompanyId),
    db
      .select({ profileImageId: companyProfiles.profileImageId })
      .from(companyProfiles)
      .where(eq(companyProfiles.companyId, enquiry.sellerCompanyId)),
    companyProjectRef(db, enquiry.companyProjectId),
    quotationVersions(db, enquiry.id, now),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(sql`${users.id} in (${quotation.createdBy}, ${quotation.acceptedBy ?? quotation.createdBy})`),
    quotation.attachmentFileId
      ? db.select({ name: files.originalName }).from(files).where(eq(files.id, quotation.attachmentFileId))
      : Promise.resolve([]),
  ]);
  const names = new Map(people.map((p) => [p.id, fullName(p)]));
  const priced = lines.map((l) => ({ unitPriceSen: l.unitPriceSen - l.discountSen, quantity: l.quantity }));
  const options = await paymentOptions(db, quotation, enquiry.buyerCompanyId, priced);
  return {
    id: quotation.id,
    number: quotation.number,
    version: quotation.version,
    status: quotationState(quotation.status, quotation.validUntil, now),
    enquiry: { id: enquiry.id, number: enquiry.number, status: enquiry.status },
    seller: {
      id: enquiry.sellerCompanyId,
      name: seller.name,
      registrationNumber: seller.registrationNo,
      address: seller.address,
      phone: seller.phone,
      email: seller.email,
      logoUrl: fileUrl(sellerProfile[0]?.profileImageId),
    },
    buyer: {
      id: enquiry.buyerCompanyId,
      name: buyer.name,
      registrationNumber: buyer.registrationNo,
      address: buyer.address,
      phone: buyer.phone,
      email: buyer.email,
    },
    attention: enquiry.contactPerson,
    companyProject: project,
    product: { id: enquiry.productId, name: lines[0]?.productName ?? '' },
    lines: lines.map((l) => ({
      variationId: l.variationId,
      productName: l.productName,
      variationName: l.variationName,
      unit: l.unit,
      quantity: l.quantity,
      unitPriceSen: l.unitPriceSen,
      discountSen: l.discountSen,
      netUnitPriceSen: l.unitPriceSen - l.discountSen,
      lineTotalSen: (l.unitPriceSen - l.discountSen) * l.quantity,
    })),
    currency: quotation.currency,
    subtotalSen: quotation.subtotalSen,
    deliveryFeeSen: quotation.deliveryFeeSen,
    totalSen: quotationTotal(quotation),
    deliveryMethod: quotation.deliveryMethod,
    leadDays: quotation.leadDays,
    validUntil: quotation.validUntil,
    paymentTerms: quotation.paymentTerms,
    paymentOptions: options,
    creditTermsUnavailable:
      quotation.paymentTerms !== 'creditTerms' || options.some((o) => o.paymentMethod === 'credit')
        ? null
        : ((await creditUnavailable(db, enquiry.buyerCompanyId)) ?? 'noFacility'),
    notes: quotation.notes,
    attachmentUrl: quotation.attachmentFileId ? `/api/quotations/${quotation.id}/attachment` : null,
    attachmentFileId: quotation.attachmentFileId,
    attachmentName: attachment[0]?.name ?? null,
    createdByName: names.get(quotation.createdBy) ?? '',
    createdAt: quotation.createdAt.toISOString(),
    acceptedAt: quotation.acceptedAt?.toISOString() ?? null,
    acceptedByName: quotation.acceptedBy ? (names.get(quotation.acceptedBy) ?? '') : null,
    versions,
  };
}

/** GET /api/quotations/:id: to the enquiry's buyer company, its supplier, or an administrator. */
export async function getQuotation(ctx: Ctx, actor: Actor | null, id: string, now: Date): Promise<Quotation> {
  const me = authorize(actor, READ);
  await accessQuotation(ctx.db, me, id);
  return loadQuotation(ctx, id, now);
}

/** 409 quotation_expired or quotation_not_open unless the quotation is the open version at `now`. */
function assertOpen(quotation: QuotationRow, now: Date) {
  const state = quotationState(quotation.status, quotation.validUntil, now);
  if (state === 'expired') {
    throw new AppError('quotation_expired', 'enquiries.quotationExpired', { date: formatDate(quotation.validUntil) });
  }
  if (state !== 'open') throw new AppError('quotation_not_open', 'enquiries.quotationNotOpen');
}

/**
 * POST /api/quotations/:id/accept: the buyer takes the open version before its validity ends (buyEnq
 * Write, "make enquiries"); the enquiry becomes "Added" and its items are kept at the quoted prices.
 */
export async function acceptQuotation(ctx: Ctx, actor: Actor | null, id: string, now: Date): Promise<Quotation> {
  const me = authorize(actor, BUYER_WRITE);
  await ctx.db.transaction(async (tx) => {
    const found = await quotationRow(tx, id);
    if (!found) throw notFound();
    const enquiry = await accessEnquiry(tx, me, found.enquiryId, { lock: true });
    const quotation = (await quotationRow(tx, id, { lock: true }))!;
    assertOpen(quotation, now);
    const status = moveEnquiry(enquiry, 'accept');
    await tx
      .update(quotations)
      .set({ status: 'accepted', acceptedAt: now, acceptedBy: me.userId })
      .where(eq(quotations.id, id));
    await tx.update(enquiries).set({ status, updatedAt: now }).where(eq(enquiries.id, enquiry.id));
    await notify(
      tx,
      supplierRecipients(enquiry),
      'quotationAccepted',
      { number: quotation.number, version: quotation.version, buyer: me.companyName, enquiry: enquiry.number },
      enquiryLink('seller', enquiry.id),
    );
    await publishEnquiry(tx, enquiry.id);
  });
  return loadQuotation(ctx, id, now);
}

/**
 * POST /api/quotations/:id/cart: the accepted quotation's items go into the buyer user's cart at the
 * quoted prices and quantities (buyOrder Write), in place of what the cart held of them, while the
 * validity lasts; the enquiry becomes "Added To Cart". Doing it again puts the same items back once.
 */
export async function addQuotationToCart(ctx: Ctx, actor: Actor | null, id: string, now: Date) {
  const me = authorize(actor, { side: 'buyer', area: 'buyOrder', level: 'Write' });
  authorize(me, { area: 'buyEnq' });
  return ctx.db.transaction(async (tx) => {
    const found = await quotationRow(tx, id);
    if (!found) throw notFound();
    const enquiry = await accessEnquiry(tx, me, found.enquiryId, { lock: true });
    const quotation = (await quotationRow(tx, id))!;
    if (quotation.status !== 'accepted') throw new AppError('quotation_not_open', 'enquiries.quotationNotAccepted');
    if (quotationState('open', quotation.validUntil, now) === 'expired') {
      throw new AppError('quotation_expired', 'enquiries.quotationExpired', { date: formatDate(quotation.validUntil) });
    }
    const status = moveEnquiry(enquiry, 'addToCart');
    const lines = await quotationLinesOf(tx, id);
    await putQuotedInCart(
      tx,
      { userId: me.userId, companyId: me.companyId },
      lines.map((l) => ({
        productId: l.productId,
        variationId: l.variationId,
        quantity: l.quantity,
        currency: l.currency,
        productVersion: l.productVersion,
        quote: {
          quotationId: quotation.id,
          quotationNumber: quotation.number,
          lineId: l.id,
          unitPriceSen: l.unitPriceSen - l.discountSen,
          validUntil: quotation.validUntil,
        },
      })),
    );
    await tx.update(enquiries).set({ status, updatedAt: now }).where(eq(enquiries.id, enquiry.id));
    await publishEnquiry(tx, enquiry.id);
    return { added: lines.length, enquiryStatus: status };
  });
}

/**
 * The seller-delivery fee each accepted quotation quoted (those quoting another delivery method
 * give none): checkout charges it instead of the seller's rates for lines all of one quotation.
 */
export async function quotedDeliveryFees(db: Db, ids: readonly (string | null)[]): Promise<Map<string, number>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: quotations.id, feeSen: quotations.deliveryFeeSen })
    .from(quotations)
    .where(
      and(inArray(quotations.id, wanted), eq(quotations.status, 'accepted'), eq(quotations.deliveryMethod, 'seller')),
    );
  return new Map(rows.map((r) => [r.id, r.feeSen]));
}

/**
 * The accepted quotations among `ids` offered for cash only (online banking or card): their items
 * are not paid on credit terms. Answers their numbers.
 */
export async function cashOnlyQuotations(db: Db, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ number: quotations.number })
    .from(quotations)
    .where(and(inArray(quotations.id, wanted), eq(quotations.paymentTerms, 'cash')));
  return [...new Set(rows.map((r) => r.number))];
}

/**
 * In the transaction that places an order: the enquiries whose quotations' items it buys are
 * "Order Placed" (the first such order is kept on the enquiry), and their suppliers' pages hear of it.
 */
export async function markQuotationsOrdered(tx: Db, quotationIds: readonly string[], orderId: string, _by: Actor) {
  for (const quotationId of new Set(quotationIds)) {
    const quotation = await quotationRow(tx, quotationId);
    if (!quotation) continue;
    const [enquiry] = await tx.select().from(enquiries).where(eq(enquiries.id, quotation.enquiryId)).for('update');
    if (!enquiry || (enquiry.status !== 'added' && enquiry.status !== 'addedToCart')) continue;
    await tx
      .update(enquiries)
      .set({ status: moveEnquiry(enquiry, 'placeOrder'), orderId: enquiry.orderId ?? orderId, updatedAt: new Date() })
      .where(eq(enquiries.id, enquiry.id));
    await publishEnquiry(tx, enquiry.id);
  }
}

/**
 * The sweep of the job engine: open quotations whose validity ended (Malaysian days) become expired,
 * once, and both sides are told. Runs every few minutes and at start; the API reads the clock too.
 */
export async function expireQuotations(db: Db, now: Date): Promise<number> {
  const today = malaysianDate(now);
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(quotations)
      .set({ status: 'expired' })
      .where(and(eq(quotations.status, 'open'), lt(quotations.validUntil, today)))
      .returning();
    for (const quotation of expired) {
      const enquiry = (await enquiryRow(tx, quotation.enquiryId))!;
      const params = { number: quotation.number, version: quotation.version, date: formatDate(quotation.validUntil) };
      await notify(tx, { companyId: enquiry.buyerCompanyId }, 'quotationExpired', params, quotationLink(quotation.id));
      await notify(tx, supplierRecipients(enquiry), 'quotationExpired', params, enquiryLink('seller', enquiry.id));
      await publishEnquiry(tx, enquiry.id);
    }
    return expired.length;
  });
}

/** GET /api/quotations/:id/attachment: the supplier's attached file, to whoever may read the quotation. */
export async function quotationAttachment(ctx: Ctx, actor: Actor | null, id: string) {
  const me = authorize(actor, READ);
  const { quotation } = await accessQuotation(ctx.db, me, id);
  if (!quotation.attachmentFileId) throw notFound();
  const file = await loadFileForReader(ctx, quotation.attachmentFileId);
  if (!file) throw notFound();
  return file;
}

/** GET /api/quotations/:id/pdf: the quotation on the supplier's letterhead (A4, English). */
export async function quotationPdf(ctx: Ctx & Pick<AppContext, 'env'>, actor: Actor | null, id: string, now: Date) {
  const me = authorize(actor, READ);
  await accessQuotation(ctx.db, me, id);
  const q = await loadQuotation(ctx, id, now);
  const t = (key: string, params?: Record<string, string | number>) => translate('en-us', key, params);
  const money = (sen: number) => formatMoney(sen, q.currency);
  // an open version past its validity date reads expired, as on its page
  const state = quotationState(q.status, q.validUntil, now);
  const doc = await DocumentLayout.start(
    {
      name: q.seller.name,
      registrationNo: q.seller.registrationNumber,
      address: q.seller.address,
      email: q.seller.email,
      phone: q.seller.phone,
    },
    'QUOTATION',
    // the version, as the page and the buyer's file name say it
    `${q.number} · version ${q.version}`,
  );
  doc.parties({
    heading: 'Quoted to',
    name: q.buyer.name,
    registrationNo: q.buyer.registrationNumber,
    address: q.buyer.address,
    lines: [`Attention: ${q.attention}`, ...(q.companyProject ? [`Project: ${q.companyProject.name}`] : [])],
  });
  doc.facts([
    { label: 'Date', value: formatDate(q.createdAt) },
    { label: 'Valid until', value: formatDate(q.validUntil) },
    { label: 'Enquiry', value: q.enquiry.number },
    {
      label: 'Lead time',
      value: t(`quotationPage.leadDaysValue_${q.leadDays === 1 ? 'one' : 'other'}`, { count: q.leadDays }),
    },
    { label: 'Delivery', value: t(`deliveryMethod.${q.deliveryMethod}`) },
    { label: 'Payment', value: q.paymentTerms === 'creditTerms' ? 'Cash or credit terms' : 'Cash' },
    { label: 'Status', value: t(`quotationStates.${state}`) },
  ]);
  // figures need the room: a net price or an amount in the hundreds of thousands stays one line at full size
  doc.table(
    [
      { header: 'Item', width: 0.3 },
      { header: 'Quantity', width: 0.12, align: 'right' },
      { header: 'Unit price', width: 0.14, align: 'right' },
      { header: 'Discount / unit', width: 0.14, align: 'right' },
      { header: 'Net / unit', width: 0.14, align: 'right' },
      { header: 'Amount', width: 0.16, align: 'right' },
    ],
    q.lines.map((l) => [
      `${l.productName} - ${l.variationName}`,
      `${l.quantity.toLocaleString('en-MY')} ${l.unit}`,
      money(l.unitPriceSen),
      l.discountSen > 0 ? money(l.discountSen) : '-',
      money(l.netUnitPriceSen),
      money(l.lineTotalSen),
    ]),
  );
  doc.totals([
    { label: 'Subtotal', value: money(q.subtotalSen) },
    { label: 'Delivery fee', value: money(q.deliveryFeeSen) },
    { label: 'Total', value: money(q.totalSen), strong: true },
  ]);
  if (q.currency === 'MYR') doc.amountInWords(q.totalSen);
  if (q.paymentOptions.length > 0) {
    // what each way of paying adds at checkout (spec §9), as the page's table shows it
    doc.heading('Payment options');
    doc.table(
      [
        { header: 'Payment method', width: 0.5 },
        { header: 'Charges', width: 0.25, align: 'right' },
        { header: 'Grand total', width: 0.25, align: 'right' },
      ],
      q.paymentOptions.map((o) => [
        o.paymentMethod === 'credit' && o.creditTerm
          ? t('quotationPage.payment.creditTermOf', { term: o.creditTerm })
          : t(`paymentMethod.${o.paymentMethod}`),
        money(o.chargesSen),
        money(o.grandTotalSen),
      ]),
    );
  }
  if (q.notes) {
    doc.heading('Notes');
    // the supplier's own terms: in the body's ink, not the small print's grey
    doc.paragraph(q.notes, { size: 9 });
  }
  const quoted = `Quoted by ${q.createdByName} of ${q.seller.name} through BinaMart on ${formatDateTime(q.createdAt)}.`;
  const closing = {
    open: `Accept it at ${ctx.env.PUBLIC_URL}${quotationLink(q.id)} before the end of ${formatDate(q.validUntil)}; prices hold until then.`,
    accepted: `Accepted by ${q.acceptedByName ?? ''} on ${q.acceptedAt ? formatDateTime(q.acceptedAt) : ''}; the quoted prices hold until the end of ${formatDate(q.validUntil)}.`,
    superseded: 'A later version of this quotation replaces this one.',
    expired: `This quotation expired at the end of ${formatDate(q.validUntil)}.`,
  }[state];
  doc.paragraph(`${quoted} ${closing}`);
  const bytes = await doc.finish();
  return { bytes, filename: `${q.number}${q.version > 1 ? `-rev${q.version}` : ''}.pdf` };
}
