/**
 * The order's delivery advice as a PDF (spec §3 Order, "delivery advice PDF"): for the site
 * team, what is coming, when and from whom — the buyer and the site, the recipient, contact and
 * person in charge, the delivery date, time and method (the seller's own delivery, the delivery
 * partner's lorry, or collection at a branch), the items, and each delivery order with its
 * driver or partner booking and its state — then what to do on receiving the goods.
 */
import { type DeliveryOrder, type OrderDetail, formatDateTime, formatQuantity, translate } from '@binamart/shared';
import { type CompanyDetails, DocumentLayout, type Fact, type PlatformDetails, partyOf } from './document-layout';

export interface DeliveryAdviceDocument {
  order: OrderDetail;
  buyer: CompanyDetails;
  seller: CompanyDetails;
  /** every DO of the order, by delivery time */
  deliveryOrders: DeliveryOrder[];
}

const en = (key: string) => translate('en-us', key);

/** DOs that no longer bring anything: their quantities are not on the way. */
const isLive = (d: DeliveryOrder) => d.status !== 'cancelled' && d.status !== 'rejected';

/** Orders that will not be delivered, and why the advice says so at the top. */
const NOT_COMING: Partial<Record<OrderDetail['status'], string>> = {
  cancelled: 'This order is cancelled: nothing will be delivered for it.',
  rejected: 'This order was rejected: nothing will be delivered for it.',
};

const itemName = (line: { productName: string; variationName: string }) =>
  line.variationName ? `${line.productName} - ${line.variationName}` : line.productName;

/** `text` with no-break spaces, so that a table cell never wraps inside a phone number or a quantity. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** A quantity with its unit, kept on one line ("12 × 1,000 pcs"). */
const quantityOf = (quantity: number, unit: string) => unbroken(formatQuantity(quantity, unit));

/** "Seller delivery", "Delivery partner (lorry)", "Self-pickup at a branch". */
const methodOf = (order: OrderDetail) => en(`deliveryMethod.${order.deliveryMethod}`);

/** The site the goods go to, on one line with its country. */
function siteAddress(order: OrderDetail): string {
  const a = order.address;
  return [a.addressLine1, a.addressLine2, `${a.postcode} ${a.city}`.trim(), a.state, a.country]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** Who carries a DO: the seller's driver and mobile, or the partner's booking, vehicle and driver once known. */
function carrierOf(d: DeliveryOrder): string {
  if (d.driver)
    return [`Driver ${d.driver.name}`, d.driver.mobile && unbroken(d.driver.mobile)].filter(Boolean).join(', ');
  const p = d.partner;
  if (!p) return 'Delivery partner';
  return [
    `Delivery partner, booking ${p.reference}`,
    en(`vehicleType.${p.vehicleType}`),
    p.plateNumber ? `plate ${unbroken(p.plateNumber)}` : null,
    p.driverName
      ? `driver ${[p.driverName, p.driverPhone && unbroken(p.driverPhone)].filter(Boolean).join(', ')}`
      : 'driver not yet assigned',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The DO's state, with the partner's own state of the trip beside it. */
function stateOf(d: DeliveryOrder): string {
  const state = en(`deliveryStatus.${d.status}`);
  return d.partner && isLive(d) ? `${state} (partner: ${en(`partnerStatus.${d.partner.status}`)})` : state;
}

const FACTS_PER_ROW = 3;
const BLANK: Fact = { label: '', value: '' };

/**
 * The key facts in rows of three, wide enough for a name in full: the order, when and how; the
 * vehicle or branch, the PO and the order's status; whom the driver asks for at the site.
 */
function factsOf(order: OrderDetail): Fact[] {
  const second: Fact[] = [];
  if (order.deliveryMethod === 'partner' && order.vehicleType) {
    second.push({ label: 'Vehicle', value: en(`vehicleType.${order.vehicleType}`) });
  }
  if (order.deliveryMethod === 'pickup' && order.branch) second.push({ label: 'Branch', value: order.branch.name });
  second.push(
    { label: 'PO no.', value: order.poNumber || '-' },
    { label: 'Order status', value: en(`orderStatus.${order.status}`) },
  );
  return [
    { label: 'Order no.', value: order.number },
    { label: 'Delivery date and time', value: formatDateTime(order.deliveryAt) },
    { label: 'Delivery method', value: methodOf(order) },
    ...second,
    ...Array<Fact>(FACTS_PER_ROW - second.length).fill(BLANK),
    { label: 'Recipient', value: order.recipientName },
    { label: 'Contact number', value: order.contactNumber },
    { label: 'Person in charge', value: order.pic },
  ];
}

/** Renders the delivery advice (A4, as many pages as the DOs need). */
export async function renderDeliveryAdvicePdf(platform: PlatformDetails, doc: DeliveryAdviceDocument) {
  const { order, deliveryOrders } = doc;
  const pickup = order.deliveryMethod === 'pickup';
  const layout = await DocumentLayout.start(
    platform,
    'DELIVERY ADVICE',
    order.number,
    'On receipt: check the quantities, then sign the DO with your PIN in the app.',
  );
  const site = {
    heading: pickup ? 'Buyer and site' : 'Deliver to (site)',
    name: doc.buyer.name,
    registrationNo: '',
    address: siteAddress(order),
    lines: [order.projectDetails ? `Project: ${order.projectDetails}` : '', order.email].filter(Boolean),
  };
  const supplier = partyOf('Supplied by', doc.seller);
  if (pickup && order.branch) {
    layout.parties(site, supplier, {
      heading: 'Collect from (branch)',
      name: order.branch.name,
      registrationNo: '',
      address: order.branch.address,
    });
  } else {
    layout.parties(site, supplier);
  }
  layout.facts(factsOf(order), FACTS_PER_ROW);
  const notComing = NOT_COMING[order.status];
  if (notComing) layout.paragraph(notComing, { size: 10, bold: true });
  if (order.remarks.trim() !== '') layout.paragraph(`Remarks: ${order.remarks}`, { size: 9 });

  // what each line has on its way: its quantities on the DOs still live
  const scheduled = new Map<string, number>();
  for (const d of deliveryOrders.filter(isLive)) {
    for (const line of d.lines) {
      scheduled.set(line.orderLineId, (scheduled.get(line.orderLineId) ?? 0) + line.quantity);
    }
  }
  layout.heading('Items');
  layout.table(
    [
      { header: 'No.', width: 0.06 },
      { header: 'Product', width: 0.34 },
      { header: 'Variation', width: 0.24 },
      { header: 'Quantity', width: 0.18, align: 'right' },
      { header: 'On delivery orders', width: 0.18, align: 'right' },
    ],
    order.lines.map((line, i) => {
      const onTheWay = scheduled.get(line.id);
      return [
        String(i + 1),
        line.productName,
        line.variationName || '-',
        quantityOf(line.quantity, line.unit),
        onTheWay === undefined ? '-' : quantityOf(onTheWay, line.unit),
      ];
    }),
  );

  layout.heading('Delivery orders');
  if (deliveryOrders.length === 0) {
    layout.paragraph(
      pickup
        ? 'No delivery order has been made yet. Collect the goods at the branch above at the time shown, and check them against the DO before you sign it.'
        : 'No delivery order has been made yet. The seller makes one for each trip, naming the driver; download this advice again to see them.',
    );
  } else {
    layout.table(
      [
        { header: 'DO no.', width: 0.19 },
        { header: 'Date and time', width: 0.12 },
        { header: 'Carried by', width: 0.26 },
        { header: 'Items', width: 0.27 },
        { header: 'State', width: 0.16 },
      ],
      deliveryOrders.map((d) => [
        `${d.number} (seller DO ${unbroken(d.sellerDoNumber)})`,
        formatDateTime(d.deliveryAt),
        carrierOf(d),
        d.lines.map((line) => `${quantityOf(line.quantity, line.unit)} ${itemName(line)}`).join('; '),
        stateOf(d),
      ]),
    );
  }

  layout.heading('On receiving the goods');
  for (const step of [
    pickup
      ? '1. At the branch, count every item against the DO and check it for damage before it is loaded.'
      : '1. Before the driver leaves, count every item against the DO and check it for damage.',
    '2. In the BinaMart app, open the DO, enter the quantity received of each item, sign, and confirm with your own 6-digit PIN. A quantity short of what the DO lists needs a reason and goes to the seller as a dispute.',
    '3. If the goods are not what was ordered, reject the DO in the app with a remark; do not sign for them.',
    `Questions about this delivery: ${doc.seller.name}${doc.seller.phone ? `, ${doc.seller.phone}` : ''}.`,
  ]) {
    layout.paragraph(step, { size: 9 });
  }
  return layout.finish();
}
