/**
 * Demo sales channels (spec §2 /admin/saleschannel): beside the buyers' own checkouts, the quotation
 * ordered in the enquiries' demo and the two years of history, BinaMart's sales team places two
 * orders for Pembinaan Teguh Jaya (buyer@demo.test), paid by online banking — one phoned in by its site
 * supervisor (on behalf), one from its purchase order with the PO's PDF — and both suppliers accept
 * them. Perak Quarry takes no orders made by BinaMart (neither on behalf nor from purchase orders);
 * Pantai Timur Plumbing does not bid. Made through the modules' use cases, dated today.
 */
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Db } from '../db/client';
import { adminCheckoutSchema, sellerChannelsInputSchema } from '@binamart/shared';
import { createAdminCheckout } from '../modules/ordering/checkout/index';
import { actOnOrder } from '../modules/ordering/orders/index';
import { uploadPaymentFile } from '../modules/platform/files/index';
import { updateSellerChannels } from '../modules/sales-channels/index';
import { simplePdf } from './ap-invoices';
import { ELEKTRIK, MAJU, actor, placeDemoCheckout, sellerId, variationId } from './credit-history';

const PERAK_QUARRY = '199601005566';
const PANTAI_TIMUR = '201401056677';

export async function seedSalesChannels(db: Db, storage: FileStorage) {
  const admin = await actor(db, 'admin@demo.test');
  const buyer = await actor(db, 'buyer@demo.test');

  // phoned in by the site supervisor: the sales team makes the checkout and places it; the buyer pays online
  // (the demo buyer's account is overdue, so checkout offers it no credit terms)
  const maju = await sellerId(db, MAJU.registrationNo);
  const phoned = await createAdminCheckout(
    db,
    admin,
    adminCheckoutSchema.parse({
      buyerCompanyId: buyer.companyId,
      lines: [
        {
          variationId: await variationId(db, maju, {
            product: 'YTL Castle Ordinary Portland Cement 50 kg',
            variation: 'Per pallet (40 bags)',
            quantity: 4,
          }),
          quantity: 4,
        },
      ],
    }),
  );
  const onBehalf = await placeDemoCheckout(
    db,
    admin,
    phoned,
    maju,
    'Phoned in by the site supervisor, Encik Rahman: cement for the Block C lift-core pour.',
    { method: 'fpx', bankCode: 'BCBB0235' },
    { salesPic: 'Farah Hanim' },
  );
  await actOnOrder(db, await actor(db, MAJU.email), onBehalf.order.id, 'accept');

  // from the buyer's purchase order: its number and its PDF go with the order
  const elektrik = await sellerId(db, ELEKTRIK.registrationNo);
  const po = await uploadPaymentFile({ db, storage }, admin, 'purchase-order', async () => ({
    bytes: simplePdf([
      'PEMBINAAN TEGUH JAYA SDN. BHD.',
      'PURCHASE ORDER TJ/PO/2026/0412',
      'To: Elektrik Jaya Supplies Sdn. Bhd.',
      'Fujikura PVC insulated cable 2.5 mm2: 20 rolls',
      'Deliver to Residensi Seri Kembangan, M&E store',
      'Payment: online banking on BinaMart',
    ]),
    filename: 'TJ-PO-2026-0412.pdf',
  }));
  const fromPo = await createAdminCheckout(
    db,
    admin,
    adminCheckoutSchema.parse({
      buyerCompanyId: buyer.companyId,
      lines: [
        {
          variationId: await variationId(db, elektrik, {
            product: 'Fujikura PVC Insulated Cable',
            variation: '2.5 mm²',
            quantity: 20,
          }),
          quantity: 20,
        },
      ],
      poNumber: 'TJ/PO/2026/0412',
      poFileId: po.id,
    }),
  );
  const purchaseOrder = await placeDemoCheckout(
    db,
    admin,
    fromPo,
    elektrik,
    'Per purchase order TJ/PO/2026/0412. Deliver to the M&E store beside the site office.',
    { method: 'fpx', bankCode: 'PBB0233' },
    { salesPic: 'Farah Hanim' },
  );
  await actOnOrder(db, await actor(db, ELEKTRIK.email), purchaseOrder.order.id, 'accept');

  // two suppliers that do not take every channel
  await updateSellerChannels(
    db,
    admin,
    await sellerId(db, PERAK_QUARRY),
    sellerChannelsInputSchema.parse({ accepts: ['quotation', 'award'] }),
  );
  await updateSellerChannels(
    db,
    admin,
    await sellerId(db, PANTAI_TIMUR),
    sellerChannelsInputSchema.parse({ accepts: ['onBehalf', 'purchaseOrder', 'quotation'] }),
  );
}
