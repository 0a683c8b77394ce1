/**
 * Product enquiries (spec §2 /enquiry, /seller/enquiry, /admin/enquiry; §3 Enquiry; §4; §5; §6):
 * a buyer company asks a supplier about one product's quantities for a site; the supplier and the
 * buyer write on it; administrators see every enquiry, write on it, reassign it to another of the
 * supplier's users, or close it. A buyer company sees only its own enquiries and a supplier only
 * those to it: any other id is "not found". Every change tells the other side (bell and e-mail,
 * through the outbox) and the enquiry's open pages (the event bus) once it commits.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  type Enquiry,
  type EnquiryAction,
  type EnquiryListItem,
  type EnquiryValues,
  ENQ,
  type QuotableVariation,
  hasPermission,
  holdsToggle,
  nextEnquiryStatus,
  roleKind,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize, type AccessRule } from '../../lib/access';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Page } from '../../lib/paginate';
import type { Actor } from '../../lib/request-context';
import { eventBusOf, publishOnCommit } from '../../lib/events/event-bus';
import { productVariations, products } from '../catalog/tables';
import { users } from '../identity/tables';
import { malaysianDate } from '../billing/invoices/index';
import { notify } from '../messaging/index';
import { assertCompanyProject } from '../sites/index';
import { type EnquiryFilter, enquiryRow, listEnquiries, loadEnquiry } from './enquiry-reads';
import { enquiries, enquiryLines, enquiryMessages } from './tables';
import { nextDocumentNumber } from '../../lib/document-numbers';
import { assertChannelTaken } from '../sales-channels/index';

/** The event-bus topic of a changed enquiry; the payload is its id. */
export const ENQUIRY_TOPIC = 'enquiry-changed';

type Row = typeof enquiries.$inferSelect;
type Side = 'buyer' | 'seller' | 'admin';

/** Reading: each side's enquiries area. */
export const READ: AccessRule = { area: { buyer: 'buyEnq', seller: 'sellEnq', admin: 'admEnq' } };
/** The buyer asks and accepts with buyEnq Write and "make enquiries". */
export const BUYER_WRITE: AccessRule = { side: 'buyer', area: 'buyEnq', level: 'Write', toggle: 'makeEnquiries' };
/** The supplier answers with sellEnq Write and "respond to enquiries". */
export const SELLER_WRITE: AccessRule = { side: 'seller', area: 'sellEnq', level: 'Write', toggle: 'respondEnquiries' };
export const ADMIN_WRITE: AccessRule = { side: 'admin', area: 'admEnq', level: 'Write' };

/** Links to an enquiry, for each side's notifications. */
export const enquiryLink = (side: Side, id: string) =>
  side === 'buyer' ? `/enquiry/${id}` : side === 'seller' ? `/seller/enquiry/${id}` : `/admin/enquiry/${id}`;

/** The enquiry when the actor's company may see it: its buyer, its supplier, or any administrator; else not found. */
export async function accessEnquiry(db: Db, actor: Actor, id: string, options: { lock?: boolean } = {}): Promise<Row> {
  const row = await enquiryRow(db, id, options);
  if (!row) throw notFound();
  const side = roleKind(actor.role);
  if (side === 'buyer' && row.buyerCompanyId !== actor.companyId) throw notFound();
  if (side === 'seller' && row.sellerCompanyId !== actor.companyId) throw notFound();
  return row;
}

/** 409 enquiry_not_open unless the states table allows `action` now. */
export function moveEnquiry(row: Row, action: EnquiryAction) {
  const next = nextEnquiryStatus(row.status, action);
  if (!next) throw new AppError('enquiry_not_open', 'enquiries.notOpen', { status: row.status });
  return next;
}

/** Tells the enquiry's open pages (once the transaction commits). */
export const publishEnquiry = (tx: Db, id: string) => publishOnCommit(tx, ENQUIRY_TOPIC, id);

/** Calls `listener` whenever the enquiry changes (in any API process). */
export function watchEnquiry(db: Db, id: string, listener: () => void): () => void {
  return eventBusOf(db).subscribe(ENQUIRY_TOPIC, (changed) => {
    if (changed === id) listener();
  });
}

/** Who on the supplier's side hears of an enquiry: its assignee, else the whole company. */
export const supplierRecipients = (row: Row) =>
  row.assigneeId ? { userIds: [row.assigneeId] } : { companyId: row.sellerCompanyId };

const nextNumber = (tx: Db, now: Date) => nextDocumentNumber(tx, 'enquiry_number_seq', 'ENQ', now);

/**
 * POST /api/enquiries: the buyer's enquiry about one product (buyEnq Write, "make enquiries"). Every
 * variation must be the product's; the product must be on offer (published or "for enquiry"); the
 * site one of the company's; the delivery date today or later.
 */
export async function createEnquiry(db: Db, actor: Actor | null, input: EnquiryValues, now: Date): Promise<Enquiry> {
  const me = authorize(actor, BUYER_WRITE);
  const [product] = await db
    .select({ id: products.id, status: products.status, companyId: products.companyId, name: products.name })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product || !['published', 'forEnquiry'].includes(product.status)) throw notFound();
  // a supplier that declined quotations takes no enquiries (spec §2 /admin/saleschannel)
  await assertChannelTaken(db, product.companyId, 'quotation');
  const variations = await db
    .select({ id: productVariations.id })
    .from(productVariations)
    .where(
      and(
        eq(productVariations.productId, product.id),
        inArray(
          productVariations.id,
          input.lines.map((l) => l.variationId),
        ),
      ),
    );
  const ours = new Set(variations.map((v) => v.id));
  input.lines.forEach((line, i) => {
    if (!ours.has(line.variationId)) throw fieldError(`lines.${i}.variationId`, ENQ.variationNotOfProduct);
  });
  if (input.deliveryDate < malaysianDate(now)) throw fieldError('deliveryDate', ENQ.deliveryDatePast);
  if (input.companyProjectId) {
    await assertCompanyProject(db, me.companyId, input.companyProjectId, 'companyProjectId');
  }
  const id = await db.transaction(async (tx) => {
    const number = await nextNumber(tx, now);
    const [row] = await tx
      .insert(enquiries)
      .values({
        number,
        kind: input.kind,
        buyerCompanyId: me.companyId,
        createdBy: me.userId,
        sellerCompanyId: product.companyId,
        productId: product.id,
        companyProjectId: input.companyProjectId,
        contactPerson: input.contactPerson,
        contactPhone: input.contactPhone,
        addressLine1: input.addressLine1,
        addressLine2: input.addressLine2,
        postcode: input.postcode,
        city: input.city,
        state: input.state,
        deliveryDate: input.deliveryDate,
        deliveryMethod: input.deliveryMethod,
        deliveryTime: input.deliveryTime,
        remarks: input.remarks,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: enquiries.id });
    await tx.insert(enquiryLines).values(input.lines.map((l) => ({ enquiryId: row!.id, ...l })));
    await notify(
      tx,
      { companyId: product.companyId },
      'enquiryReceived',
      { number, buyer: me.companyName, product: product.name },
      enquiryLink('seller', row!.id),
    );
    return row!.id;
  });
  return loadEnquiry(db, id, now);
}

/** Lists: a buyer company's, a supplier's, or (administrators) all, filtered. */
export async function listFor(
  db: Db,
  actor: Actor | null,
  query: Omit<EnquiryFilter, 'buyerCompanyId' | 'sellerCompanyId'> & {
    sellerId?: string;
    buyerId?: string;
    page: number;
    pageSize: number;
  },
  now: Date,
): Promise<Page<EnquiryListItem>> {
  const me = authorize(actor, READ);
  const side = roleKind(me.role);
  const filter: EnquiryFilter = {
    status: query.status,
    companyProjectId: side === 'buyer' ? query.companyProjectId : undefined,
    q: query.q,
    buyerCompanyId: side === 'buyer' ? me.companyId : query.buyerId,
    sellerCompanyId: side === 'seller' ? me.companyId : query.sellerId,
  };
  return listEnquiries(db, filter, query, now);
}

/** One enquiry, to its buyer company, its supplier or an administrator. */
export async function getEnquiry(db: Db, actor: Actor | null, id: string, now: Date): Promise<Enquiry> {
  const me = authorize(actor, READ);
  await accessEnquiry(db, me, id);
  return loadEnquiry(db, id, now);
}

/**
 * A message on an enquiry: the buyer (buyEnq Write, "make enquiries"), the supplier (sellEnq Write,
 * "respond to enquiries"; its first word makes a new enquiry "Responded") or an administrator
 * (admEnq Write). The other side is told. Not on a closed enquiry.
 */
export async function postMessage(db: Db, actor: Actor | null, id: string, body: string, now: Date): Promise<Enquiry> {
  const side = roleKind(authorize(actor, READ).role);
  const me = authorize(actor, side === 'buyer' ? BUYER_WRITE : side === 'seller' ? SELLER_WRITE : ADMIN_WRITE);
  await db.transaction(async (tx) => {
    const row = await accessEnquiry(tx, me, id, { lock: true });
    if (row.status === 'closed') throw new AppError('enquiry_not_open', 'enquiries.notOpen');
    await tx.insert(enquiryMessages).values({ enquiryId: id, authorId: me.userId, side, body, createdAt: now });
    const status = side === 'seller' && row.status === 'pending' ? moveEnquiry(row, 'respond') : row.status;
    await tx
      .update(enquiries)
      .set({
        status,
        updatedAt: now,
        respondedAt: side === 'seller' && !row.respondedAt ? now : row.respondedAt,
        assigneeId: side === 'seller' && !row.assigneeId ? me.userId : row.assigneeId,
      })
      .where(eq(enquiries.id, id));
    const params = { number: row.number, from: me.companyName };
    if (side !== 'buyer') {
      await notify(tx, { companyId: row.buyerCompanyId }, 'enquiryMessage', params, enquiryLink('buyer', id));
    }
    if (side !== 'seller') {
      await notify(tx, supplierRecipients(row), 'enquiryMessage', params, enquiryLink('seller', id));
    }
    await publishEnquiry(tx, id);
  });
  return loadEnquiry(db, id, now);
}

/** GET /api/seller/enquiries/:id/variations: the enquired product's variations a quotation may name. */
export async function quotableVariations(db: Db, actor: Actor | null, id: string): Promise<QuotableVariation[]> {
  const me = authorize(actor, { side: 'seller', area: 'sellEnq' });
  const row = await accessEnquiry(db, me, id);
  const rows = await db
    .select()
    .from(productVariations)
    .where(eq(productVariations.productId, row.productId))
    .orderBy(productVariations.sortOrder, productVariations.name);
  return rows.map((v) => ({
    variationId: v.id,
    name: v.name,
    unit: v.unit,
    minOrderQty: v.minOrderQty,
    multipleOf: v.multipleOf,
    listedPriceSen: v.sellingPriceSen,
    hidePrice: v.hidePrice,
    available: v.available,
  }));
}

/** The supplier's active users who may answer enquiries (an administrator reassigns to one of them). */
async function supplierResponders(db: Db, sellerCompanyId: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, sellerCompanyId), eq(users.status, 'active')));
  return rows.filter(
    (u) =>
      roleKind(u.role) === 'seller' &&
      hasPermission(u.permissions, 'sellEnq', 'Write') &&
      holdsToggle(u.role, u.toggles, 'respondEnquiries'),
  );
}

/** GET /api/admin/enquiries/:id/assignees */
export async function assignees(db: Db, actor: Actor | null, id: string) {
  const me = authorize(actor, { side: 'admin', area: 'admEnq' });
  const row = await accessEnquiry(db, me, id);
  return (await supplierResponders(db, row.sellerCompanyId)).map((u) => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
  }));
}

/** POST /api/admin/enquiries/:id/assign: another of the supplier's users answers it (admEnq Write). */
export async function assignEnquiry(
  db: Db,
  actor: Actor | null,
  id: string,
  userId: string,
  now: Date,
): Promise<Enquiry> {
  const me = authorize(actor, ADMIN_WRITE);
  await db.transaction(async (tx) => {
    const row = await accessEnquiry(tx, me, id, { lock: true });
    if (row.status === 'closed' || row.status === 'orderPlaced') {
      throw new AppError('enquiry_not_open', 'enquiries.notOpen');
    }
    const responders = await supplierResponders(tx, row.sellerCompanyId);
    if (!responders.some((u) => u.id === userId)) throw fieldError('userId', 'enquiries.notAResponder');
    await tx.update(enquiries).set({ assigneeId: userId, updatedAt: now }).where(eq(enquiries.id, id));
    await notify(tx, { userIds: [userId] }, 'enquiryAssigned', { number: row.number }, enquiryLink('seller', id));
    await publishEnquiry(tx, id);
  });
  return loadEnquiry(db, id, now);
}

/** POST /api/admin/enquiries/:id/close: an administrator closes an unfinished enquiry with a reason (admEnq Write). */
export async function closeEnquiry(
  db: Db,
  actor: Actor | null,
  id: string,
  reason: string,
  now: Date,
): Promise<Enquiry> {
  const me = authorize(actor, ADMIN_WRITE);
  await db.transaction(async (tx) => {
    const row = await accessEnquiry(tx, me, id, { lock: true });
    const status = moveEnquiry(row, 'close');
    await tx.update(enquiries).set({ status, closedReason: reason, updatedAt: now }).where(eq(enquiries.id, id));
    const params = { number: row.number, reason };
    await notify(tx, { companyId: row.buyerCompanyId }, 'enquiryClosed', params, enquiryLink('buyer', id));
    await notify(tx, supplierRecipients(row), 'enquiryClosed', params, enquiryLink('seller', id));
    await publishEnquiry(tx, id);
  });
  return loadEnquiry(db, id, now);
}
