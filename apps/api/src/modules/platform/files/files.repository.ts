/** SQL of the files module: one row per uploaded file, the bytes being in the storage adapter. */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { apInvoices } from '../../billing/ap-invoices/tables';
import { checkouts } from '../../ordering/checkout/tables';
import { deliveryOrders } from '../../logistics/delivery/tables';
import { files } from './tables';
import { orders } from '../../ordering/orders/tables';
import { payments } from '../../payments/tables';

export type FileRow = typeof files.$inferSelect;

/** Inserts a file's row and returns it. */
export async function insertFile(db: Db, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

/** A file's row by id, or undefined. */
export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** Deletes the row and returns it (undefined when there was none). */
export async function deleteFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning();
  return row;
}

/** The rows among `ids` that belong to `companyId`. */
export async function findCompanyFiles(db: Db, companyId: string, ids: string[]) {
  return db
    .select({ id: files.id, mimeType: files.mimeType })
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.id, ids)));
}

/**
 * Whether an order, payment or checkout of `companyId` (as buyer, or as seller of the order)
 * references the file as its transfer slip or purchase order.
 */
export async function isReferencedForCompany(db: Db, fileId: string, companyId: string): Promise<boolean> {
  const result = await db.execute(sql`select (
      exists (select 1 from ${orders}
        where (${orders.slipFileId} = ${fileId} or ${orders.poFileId} = ${fileId})
          and (${orders.buyerCompanyId} = ${companyId} or ${orders.sellerCompanyId} = ${companyId}))
      or exists (select 1 from ${payments} where ${payments.slipFileId} = ${fileId} and ${payments.buyerCompanyId} = ${companyId})
      or exists (select 1 from ${checkouts} where ${checkouts.poFileId} = ${fileId} and ${checkouts.buyerCompanyId} = ${companyId})
    ) as found`);
  const [row] = (result as unknown as { rows: { found: boolean }[] }).rows;
  return row?.found === true;
}

/** Whether the file is the payout slip recorded on an AP invoice of `companyId` (the seller). */
export async function isPayoutSlipOfSeller(db: Db, fileId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: apInvoices.id })
    .from(apInvoices)
    .where(and(eq(apInvoices.payoutSlipFileId, fileId), eq(apInvoices.sellerCompanyId, companyId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the file is the signature of a DO whose seller is `companyId` or whose driver is `userId`. */
export async function isDeliverySignatureFor(
  db: Db,
  fileId: string,
  companyId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryOrders.id })
    .from(deliveryOrders)
    .where(
      and(
        eq(deliveryOrders.signatureFileId, fileId),
        or(eq(deliveryOrders.sellerCompanyId, companyId), eq(deliveryOrders.driverUserId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
