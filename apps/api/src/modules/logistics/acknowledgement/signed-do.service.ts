/**
 * GET /api/delivery-orders/:id/pdf: the signed DO, to whoever may see the DO (the same access
 * as GET /api/delivery-orders/:id), once it has been acknowledged.
 */
import type { AppContext } from '../../../lib/context';
import type { Actor } from '../../../lib/request-context';
import { deliveryAccessDetail, deliveryOrderView } from '../delivery/index';
import { platformOf, companyDetails, type PdfFile } from '../../billing/documents/index';
import { readFile } from '../../platform/files/index';
import { notAcknowledged } from './acknowledgement.errors';
import { renderSignedDeliveryPdf } from './signed-do-pdf';

type Ctx = Pick<AppContext, 'db' | 'env' | 'storage'>;

/** The signed DO as a PDF named after its number; 409 until it is acknowledged. */
export async function signedDeliveryPdf(ctx: Ctx, actor: Actor | null, id: string): Promise<PdfFile> {
  const { deliveryOrder: row } = await deliveryAccessDetail(ctx.db, actor, id);
  if (row.status !== 'acknowledged') throw notAcknowledged();
  const [view, buyer, seller, signature] = await Promise.all([
    deliveryOrderView(ctx.db, id),
    companyDetails(ctx.db, row.buyerCompanyId),
    companyDetails(ctx.db, row.sellerCompanyId),
    row.signatureFileId ? readFile(ctx, actor, row.signatureFileId) : null,
  ]);
  const bytes = await renderSignedDeliveryPdf(platformOf(ctx.env), {
    deliveryOrder: view,
    buyer,
    seller,
    signature: signature?.bytes ?? null,
  });
  return { filename: `${row.number.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`, bytes };
}
