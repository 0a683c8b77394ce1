/** The public face of the ordering/checkout module: the only file other modules, the app and the seeds import. */
export { checkoutRoutes } from './checkout.routes';
export { deliveryPromiseRoutes } from './delivery-promise.routes';
export { createAdminCheckout, startCheckout } from './checkout.service';
export { placeCheckout } from './place.service';
