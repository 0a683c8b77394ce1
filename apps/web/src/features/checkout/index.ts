/** The public face of the checkout feature: what other features and the app use (the router loads its pages itself). */
export { useBanks } from './api/use-banks';
export { checkoutQuery } from './api/use-checkout';
export { CheckoutForm } from './components/checkout-form';
export { FpxFields } from './components/fpx-fields';
export { GatewayPayMethod } from './components/gateway-pay-method';
export type { PayMethodErrors, PayMethodValue } from './components/gateway-pay-method';
export { OrderLines } from './components/order-lines';
export { OrderTotals } from './components/order-totals';
export { OverdueCreditNote } from './components/overdue-credit-note';
export { PaymentChoice } from './components/payment-choice';
export type { PaymentChoiceErrors, PaymentChoiceValue } from './components/payment-choice';
