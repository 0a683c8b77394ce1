/** The public face of the refunds feature: what other features and the router import. */
export { RefundList } from './components/refund-list';
export { AdminRefundsPanel } from './pages/admin-refunds-panel';
export { AdminPaymentChecksPanel } from './pages/admin-payment-checks-panel';
