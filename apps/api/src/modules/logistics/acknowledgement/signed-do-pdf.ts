/**
 * The signed delivery order as a PDF (spec §5): the DO and seller DO numbers, the order, the
 * seller and where it was delivered, the driver, each item with the quantity delivered and
 * received, the disputes raised, and who acknowledged it and when, above their signature.
 */
import { type DeliveryOrder, formatDateTime, translate } from '@binamart/shared';
import { type CompanyDetails, DocumentLayout, type PlatformDetails, partyOf } from '../../billing/documents/index';

export interface SignedDeliveryDocument {
  deliveryOrder: DeliveryOrder;
  buyer: CompanyDetails;
  seller: CompanyDetails;
  /** the buyer's signature, a PNG */
  signature: Uint8Array | null;
}

const SENT_TO = { driver: 'Driver', seller: 'Seller' } as const;

/** Who carried the goods: our driver, or the delivery partner's driver and vehicle when it is known. */
function carrierFacts(d: DeliveryOrder) {
  if (d.driver) {
    return [
      { label: 'Driver', value: d.driver.name },
      { label: 'Driver mobile', value: d.driver.mobile ?? '-' },
    ];
  }
  const partner = d.partner;
  return [
    { label: 'Driver', value: partner?.driverName ? `${partner.driverName} (Delivery partner)` : 'Delivery partner' },
    { label: 'Vehicle', value: partner?.plateNumber ?? '-' },
    { label: 'Partner reference', value: partner?.reference ?? '-' },
  ];
}

/** Renders the signed DO (A4). */
export async function renderSignedDeliveryPdf(platform: PlatformDetails, doc: SignedDeliveryDocument) {
  const d = doc.deliveryOrder;
  const layout = await DocumentLayout.start(
    platform,
    'DELIVERY ORDER',
    d.number,
    'Acknowledged by the buyer with their PIN and signature.',
  );
  layout.parties(partyOf('Seller', doc.seller), {
    heading: 'Delivered to',
    name: doc.buyer.name,
    registrationNo: doc.buyer.registrationNo,
    address: d.address,
    lines: [`Recipient: ${d.recipientName}`, `Contact: ${d.contactNumber}`],
  });
  layout.facts([
    { label: 'DO no.', value: d.number },
    { label: 'Seller DO no.', value: d.sellerDoNumber },
    { label: 'Order no.', value: d.order.number },
    { label: 'Delivery date', value: formatDateTime(d.deliveryAt) },
    ...carrierFacts(d),
    { label: 'Status', value: translate('en-us', `deliveryStatus.${d.status}`) },
    { label: 'Acknowledged on', value: d.acknowledgedAt ? formatDateTime(d.acknowledgedAt) : '-' },
  ]);

  layout.heading('Items');
  layout.table(
    [
      { header: 'No.', width: 0.06 },
      { header: 'Item', width: 0.44 },
      { header: 'Unit', width: 0.14 },
      { header: 'Delivered', width: 0.12, align: 'right' },
      { header: 'Received', width: 0.12, align: 'right' },
      { header: 'Short', width: 0.12, align: 'right' },
    ],
    d.lines.map((line, i) => {
      const received = line.receivedQuantity ?? line.quantity;
      return [
        String(i + 1),
        line.variationName ? `${line.productName} - ${line.variationName}` : line.productName,
        line.unit,
        String(line.quantity),
        String(received),
        String(line.quantity - received),
      ];
    }),
  );

  if (d.disputes.length > 0) {
    layout.heading('Disputes');
    layout.table(
      [
        { header: 'Item', width: 0.2 },
        { header: 'Delivered', width: 0.1, align: 'right' },
        { header: 'Received', width: 0.1, align: 'right' },
        { header: 'Reason', width: 0.22 },
        { header: 'Sent to', width: 0.09 },
        { header: 'Status', width: 0.11 },
        { header: 'Answer', width: 0.18 },
      ],
      d.disputes.map((dispute) => [
        dispute.productName,
        String(dispute.quantityDelivered),
        String(dispute.quantityReceived),
        dispute.reason,
        SENT_TO[dispute.assignedTo],
        translate('en-us', `disputeStatus.${dispute.status}`),
        dispute.response ?? '',
      ]),
    );
  }

  const caption = [
    `Acknowledged by ${d.acknowledgedBy ?? '-'} for ${doc.buyer.name}`,
    `on ${d.acknowledgedAt ? formatDateTime(d.acknowledgedAt) : '-'} (Malaysian time)`,
  ];
  if (doc.signature) {
    await layout.image(doc.signature, { label: 'Signature of the buyer', caption });
  } else {
    layout.paragraph(caption.join(' '));
  }
  return layout.finish();
}
