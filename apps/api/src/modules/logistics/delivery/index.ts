/** The public face of the logistics/delivery module: the only file other modules, the app and the seeds import. */
export { deliveryAccessDetail, deliveryUnauthorised, isActiveDriver } from './delivery-access';
export {
  DELIVERY_TOPIC,
  publishDeliveryChange,
  deliveryStepNotAllowed,
  inDeliveryTransaction,
  lockDeliveryOrder,
  moveDelivery,
} from './delivery-transitions';
export type { DeliveryOrderRow } from './delivery-transitions';
export { setReceivedQuantity } from './delivery-lines';
export { deliveryOrderView, deliveryOrdersOfOrder } from './delivery-views';
export { deliveryRoutes } from './delivery.routes';
export { createDeliveryOrder, stepDeliveryOrder } from './delivery.service';
export { partnerTimeKey } from './partner-bookings';
export { catchUpWithTrip } from './partner-notices';
export { asPartnerFailure, quoteTrip, quoteVehicles } from './partner-trips';
export type { Dropoff } from './partner-trips';
export { deliveryPartnerRoutes } from './partner.routes';
