/**
 * Reading enquiries as their pages show them: the lists (a buyer company's, a supplier's, all for
 * administrators) with each one's newest quotation, and one enquiry whole with its lines, messages
 * and quotation versions. Who may read what is decided by the services before these run.
 */
import { type SQL, and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type Enquiry,
  type EnquiryListItem,
  type EnquiryStatus,
  type QuotationVersion,
  quotationState,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { containing } from '../../lib/like';
import { type Page, mapPage, paginate } from '../../lib/paginate';
import { productImages, productVariations, products } from '../catalog/tables';
import { companies, users } from '../identity/tables';
import { companyProjects } from '../sites/tables';
import { fileUrl } from '../platform/files/index';
import { enquiries, enquiryLines, enquiryMessages, quotationLines, quotations } from './tables';

const buyers = alias(companies, 'buyer_company');
const sellers = alias(companies, 'seller_company');

const productImage = sql<
  string | null
>`(select ${productImages.fileId} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.sortOrder}, ${productImages.id} limit 1)`;

const listColumns = {
  id: enquiries.id,
  number: enquiries.number,
  status: enquiries.status,
  kind: enquiries.kind,
  productId: products.id,
  productName: products.name,
  productImageId: productImage,
  currency: products.currency,
  sellerId: sellers.id,
  sellerName: sellers.name,
  buyerId: buyers.id,
  buyerName: buyers.name,
  projectId: companyProjects.id,
  projectName: companyProjects.name,
  deliveryDate: enquiries.deliveryDate,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
  respondedAt: enquiries.respondedAt,
};

function listQuery(db: Db) {
  return db
    .select(listColumns)
    .from(enquiries)
    .innerJoin(products, eq(products.id, enquiries.productId))
    .innerJoin(sellers, eq(sellers.id, enquiries.sellerCompanyId))
    .innerJoin(buyers, eq(buyers.id, enquiries.buyerCompanyId))
    .leftJoin(companyProjects, eq(companyProjects.id, enquiries.companyProjectId));
}
type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

export interface EnquiryFilter {
  buyerCompanyId?: string;
  sellerCompanyId?: string;
  status?: EnquiryStatus;
  companyProjectId?: string;
  q?: string;
}

function where(filter: EnquiryFilter): SQL | undefined {
  const q = filter.q ? containing(filter.q) : null;
  return and(
    filter.buyerCompanyId ? eq(enquiries.buyerCompanyId, filter.buyerCompanyId) : undefined,
    filter.sellerCompanyId ? eq(enquiries.sellerCompanyId, filter.sellerCompanyId) : undefined,
    filter.status ? eq(enquiries.status, filter.status) : undefined,
    filter.companyProjectId ? eq(enquiries.companyProjectId, filter.companyProjectId) : undefined,
    q
      ? or(ilike(enquiries.number, q), ilike(products.name, q), ilike(sellers.name, q), ilike(buyers.name, q))
      : undefined,
  );
}

/** The newest version of each enquiry's quotation, with its total. */
async function newestQuotations(db: Db, enquiryIds: string[]) {
  if (enquiryIds.length === 0) return new Map<string, typeof quotations.$inferSelect>();
  const rows = await db
    .selectDistinctOn([quotations.enquiryId])
    .from(quotations)
    .where(inArray(quotations.enquiryId, enquiryIds))
    .orderBy(quotations.enquiryId, desc(quotations.version));
  return new Map(rows.map((r) => [r.enquiryId, r]));
}

export const quotationTotal = (q: Pick<typeof quotations.$inferSelect, 'subtotalSen' | 'deliveryFeeSen'>) =>
  q.subtotalSen + q.deliveryFeeSen;

function toListItem(row: ListRow, quotation: typeof quotations.$inferSelect | undefined, now: Date): EnquiryListItem {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    kind: row.kind,
    product: { id: row.productId, name: row.productName, imageUrl: fileUrl(row.productImageId) },
    seller: { id: row.sellerId, name: row.sellerName },
    buyer: { id: row.buyerId, name: row.buyerName },
    companyProject: row.projectId ? { id: row.projectId, name: row.projectName ?? '' } : null,
    quotation: quotation
      ? {
          id: quotation.id,
          number: quotation.number,
          totalSen: quotationTotal(quotation),
          currency: quotation.currency,
          validUntil: quotation.validUntil,
          status: quotationState(quotation.status, quotation.validUntil, now),
        }
      : null,
    deliveryDate: row.deliveryDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

/** One page of enquiries, newest change first. */
export async function listEnquiries(
  db: Db,
  filter: EnquiryFilter,
  page: { page: number; pageSize: number },
  now: Date,
): Promise<Page<EnquiryListItem>> {
  const condition = where(filter);
  const rows = await paginate(
    page,
    ({ limit, offset }) =>
      listQuery(db).where(condition).orderBy(desc(enquiries.updatedAt), desc(enquiries.id)).limit(limit).offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(enquiries)
        .innerJoin(products, eq(products.id, enquiries.productId))
        .innerJoin(sellers, eq(sellers.id, enquiries.sellerCompanyId))
        .innerJoin(buyers, eq(buyers.id, enquiries.buyerCompanyId))
        .where(condition),
  );
  const newest = await newestQuotations(
    db,
    rows.items.map((r) => r.id),
  );
  return mapPage(rows, (row) => toListItem(row, newest.get(row.id), now));
}

/** The enquiry's row (for access checks and moves), or undefined. */
export async function enquiryRow(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(enquiries).where(eq(enquiries.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The versions of an enquiry's quotation, newest first, as the clock has them at `now`. */
export async function quotationVersions(db: Db, enquiryId: string, now: Date): Promise<QuotationVersion[]> {
  const rows = await db
    .select()
    .from(quotations)
    .where(eq(quotations.enquiryId, enquiryId))
    .orderBy(desc(quotations.version));
  return rows.map((q) => ({
    id: q.id,
    number: q.number,
    version: q.version,
    status: quotationState(q.status, q.validUntil, now),
    totalSen: quotationTotal(q),
    validUntil: q.validUntil,
    createdAt: q.createdAt.toISOString(),
  }));
}

/** One enquiry whole. */
export async function loadEnquiry(db: Db, id: string, now: Date): Promise<Enquiry> {
  const [row] = await listQuery(db).where(eq(enquiries.id, id));
  const enquiry = await enquiryRow(db, id);
  if (!row || !enquiry) throw new Error(`enquiry ${id} vanished`);
  const [lines, messages, versions, people] = await Promise.all([
    db
      .select({
        variationId: productVariations.id,
        variationName: productVariations.name,
        unit: productVariations.unit,
        quantity: enquiryLines.quantity,
        sellingPriceSen: productVariations.sellingPriceSen,
        hidePrice: productVariations.hidePrice,
      })
      .from(enquiryLines)
      .innerJoin(productVariations, eq(productVariations.id, enquiryLines.variationId))
      .where(eq(enquiryLines.enquiryId, id))
      .orderBy(asc(productVariations.sortOrder), asc(productVariations.name)),
    db
      .select({
        id: enquiryMessages.id,
        side: enquiryMessages.side,
        body: enquiryMessages.body,
        createdAt: enquiryMessages.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(enquiryMessages)
      .innerJoin(users, eq(users.id, enquiryMessages.authorId))
      .where(eq(enquiryMessages.enquiryId, id))
      .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id)),
    quotationVersions(db, id, now),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, [enquiry.createdBy, ...(enquiry.assigneeId ? [enquiry.assigneeId] : [])])),
  ]);
  const names = new Map(people.map((p) => [p.id, fullName(p)]));
  const newest = await newestQuotations(db, [id]);
  return {
    ...toListItem(row, newest.get(id), now),
    createdByName: names.get(enquiry.createdBy) ?? '',
    lines: lines.map((l) => ({
      variationId: l.variationId,
      variationName: l.variationName,
      unit: l.unit,
      quantity: l.quantity,
      listedPriceSen: l.hidePrice ? null : l.sellingPriceSen,
    })),
    contactPerson: enquiry.contactPerson,
    contactPhone: enquiry.contactPhone,
    addressLine1: enquiry.addressLine1,
    addressLine2: enquiry.addressLine2,
    postcode: enquiry.postcode,
    city: enquiry.city,
    state: enquiry.state,
    deliveryMethod: enquiry.deliveryMethod,
    deliveryTime: enquiry.deliveryTime,
    remarks: enquiry.remarks,
    assignee: enquiry.assigneeId ? { id: enquiry.assigneeId, name: names.get(enquiry.assigneeId) ?? '' } : null,
    closedReason: enquiry.closedReason,
    messages: messages.map((m) => ({
      id: m.id,
      side: m.side,
      authorName: fullName(m),
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
    quotations: versions,
  };
}

/** A quotation version's lines with their products' names, in the order quoted. */
export async function quotationLinesOf(db: Db, quotationId: string) {
  return db
    .select({
      id: quotationLines.id,
      variationId: quotationLines.variationId,
      quantity: quotationLines.quantity,
      unitPriceSen: quotationLines.unitPriceSen,
      discountSen: quotationLines.discountSen,
      variationName: productVariations.name,
      unit: productVariations.unit,
      productId: products.id,
      productName: products.name,
      productVersion: products.version,
      currency: products.currency,
    })
    .from(quotationLines)
    .innerJoin(productVariations, eq(productVariations.id, quotationLines.variationId))
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(eq(quotationLines.quotationId, quotationId))
    .orderBy(asc(quotationLines.sortOrder));
}
