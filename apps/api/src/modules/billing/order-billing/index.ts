/** The public face of the billing/order-billing module: the only file other modules, the app and the seeds import. */
export { orderBillingRoutes } from './order-billing.routes';
