/**
 * Order rows as the API shows them, shared by the orders and payments modules (and the address
 * line by checkout): the stored totals, a priced line, and a postal address on one line.
 */
import type { OrderTotals } from '@binamart/shared';
import type { orderLines, orders } from './tables';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/** The money an order was priced with. */
export function totalsOf(order: Pick<OrderRow, keyof OrderTotals>): OrderTotals {
  return {
    subtotalSen: order.subtotalSen,
    deliveryFeeSen: order.deliveryFeeSen,
    discountSen: order.discountSen,
    creditTermChargeSen: order.creditTermChargeSen,
    adminChargeSen: order.adminChargeSen,
    cardChargeSen: order.cardChargeSen,
    grandTotalSen: order.grandTotalSen,
  };
}

/** What a line says on an order page and on a receipt. */
export function pricedLineOf(line: OrderLineRow) {
  return {
    productName: line.productName,
    variationName: line.variationName,
    unit: line.unit,
    quantity: line.quantity,
    unitPriceSen: line.unitPriceSen,
    lineTotalSen: line.lineTotalSen,
  };
}

/** "Line 1, Line 2, 50450 Kuala Lumpur, W.P. Kuala Lumpur": the parts that are there, on one line. */
export function oneLineAddress(a: {
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  state: string;
}): string {
  return [a.addressLine1, a.addressLine2, `${a.postcode} ${a.city}`.trim(), a.state]
    .filter((part) => part.trim() !== '')
    .join(', ');
}
