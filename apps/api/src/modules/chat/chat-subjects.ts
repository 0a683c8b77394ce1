/**
 * What a buyer–supplier conversation is about: finding the supplier of a product, store, order,
 * enquiry or bidding project the buyer may see, and the card each conversation shows (names and
 * numbers read from the owning modules' tables, never written).
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { ChatSubject, ChatSubjectKind, StartConversationInput } from '@binamart/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { biddingProjects, bids } from '../bidding/tables';
import { productImages, products } from '../catalog/tables';
import { enquiries } from '../enquiries/tables';
import { companies, companyProfiles } from '../identity/tables';
import { orders } from '../ordering/orders/tables';
import { fileUrl } from '../platform/files/index';

/** Products a buyer cannot see (not yet approved, refused or taken down) have no conversation. */
const HIDDEN_PRODUCT = ['pending', 'rejected', 'removed'] as const;

/** The supplier company of what the buyer starts a conversation about; 404 for anything it may not see. */
export async function supplierOf(db: Db, me: Actor, input: StartConversationInput): Promise<string> {
  const { kind, id } = input;
  let supplier: string | undefined;
  if (kind === 'product') {
    const [row] = await db
      .select({ companyId: products.companyId })
      .from(products)
      .where(and(eq(products.id, id), notInArray(products.status, [...HIDDEN_PRODUCT])));
    supplier = row?.companyId;
  } else if (kind === 'store') {
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, id), eq(companies.kind, 'seller'), eq(companies.status, 'active')));
    supplier = row?.id;
  } else if (kind === 'order') {
    const [row] = await db
      .select({ seller: orders.sellerCompanyId })
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.buyerCompanyId, me.companyId)));
    supplier = row?.seller;
  } else if (kind === 'enquiry') {
    const [row] = await db
      .select({ seller: enquiries.sellerCompanyId })
      .from(enquiries)
      .where(and(eq(enquiries.id, id), eq(enquiries.buyerCompanyId, me.companyId)));
    supplier = row?.seller;
  } else {
    // a bidding project: one of the suppliers who bid on the buyer's project
    if (!input.supplierCompanyId) throw notFound();
    const [row] = await db
      .select({ seller: bids.sellerCompanyId })
      .from(bids)
      .innerJoin(biddingProjects, eq(biddingProjects.id, bids.projectId))
      .where(
        and(
          eq(bids.projectId, id),
          eq(bids.sellerCompanyId, input.supplierCompanyId),
          eq(biddingProjects.buyerCompanyId, me.companyId),
        ),
      )
      .limit(1);
    supplier = row?.seller;
  }
  if (!supplier || supplier === me.companyId) throw notFound();
  return supplier;
}

/** The cards of the given subjects, by `${kind}:${id}`. */
export async function subjectCards(
  db: Db,
  subjects: { kind: ChatSubjectKind; id: string }[],
): Promise<Map<string, ChatSubject>> {
  const cards = new Map<string, ChatSubject>();
  const ids = (kind: ChatSubjectKind) => [...new Set(subjects.filter((s) => s.kind === kind).map((s) => s.id))];
  const put = (kind: ChatSubjectKind, id: string, title: string, reference: string | null, imageId?: string | null) =>
    cards.set(`${kind}:${id}`, { kind, id, title, reference, imageUrl: fileUrl(imageId) });
  const [productIds, storeIds, orderIds, enquiryIds, projectIds] = (
    ['product', 'store', 'order', 'enquiry', 'bidding'] as const
  ).map(ids);
  await Promise.all([
    productIds!.length > 0 &&
      db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(inArray(products.id, productIds!))
        .then(async (rows) => {
          const images = await db
            .select({ productId: productImages.productId, fileId: productImages.fileId })
            .from(productImages)
            .where(inArray(productImages.productId, productIds!))
            .orderBy(asc(productImages.sortOrder));
          for (const row of rows)
            put('product', row.id, row.name, null, images.find((i) => i.productId === row.id)?.fileId);
        }),
    storeIds!.length > 0 &&
      db
        .select({ id: companies.id, name: companies.name, imageId: companyProfiles.profileImageId })
        .from(companies)
        .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
        .where(inArray(companies.id, storeIds!))
        .then((rows) => rows.forEach((row) => put('store', row.id, row.name, null, row.imageId))),
    orderIds!.length > 0 &&
      db
        .select({ id: orders.id, number: orders.number })
        .from(orders)
        .where(inArray(orders.id, orderIds!))
        .then((rows) => rows.forEach((row) => put('order', row.id, row.number, row.number))),
    enquiryIds!.length > 0 &&
      db
        .select({ id: enquiries.id, number: enquiries.number, name: products.name })
        .from(enquiries)
        .innerJoin(products, eq(products.id, enquiries.productId))
        .where(inArray(enquiries.id, enquiryIds!))
        .then((rows) => rows.forEach((row) => put('enquiry', row.id, row.name, row.number))),
    projectIds!.length > 0 &&
      db
        .select({
          id: biddingProjects.id,
          number: biddingProjects.number,
          title: biddingProjects.shortTitle,
          name: biddingProjects.name,
        })
        .from(biddingProjects)
        .where(inArray(biddingProjects.id, projectIds!))
        .then((rows) => rows.forEach((row) => put('bidding', row.id, row.title ?? row.name ?? row.number, row.number))),
  ]);
  return cards;
}
