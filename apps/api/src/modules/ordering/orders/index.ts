/** The public face of the ordering/orders module: the only file other modules, the app and the seeds import. */
export { lockCheckoutOrders, moveOrder, recordOrderEvent } from './order-transitions';
export { oneLineAddress, pricedLineOf, totalsOf } from './order-view';
export { orderRoutes } from './order.routes';
export { orderBulkRoutes } from './order-bulk.routes';
export { actOnOrder, getOrder } from './order.service';
export {
  insertOrder,
  insertOrderEvents,
  insertOrderLines,
  markDriverAssigned,
  nextOrderNumber,
  recordOrderPayout,
  repriceNewOrder,
  setOrdersPaymentStatus,
  startOrdersPayment,
} from './order-records';
export type { NewOrderEvent, NewOrderLine, NewOrderRow } from './order-records';
