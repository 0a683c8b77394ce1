/** The public face of the delivery feature: what other features and the app use (the router loads its pages itself). */
export { DeliveryOrders, hasDeliveryOrders } from './components/delivery-orders';
export { DeliveryStatusBadge } from './components/delivery-status-badge';
export { deliveryMethodText } from './components/partner-booking';
