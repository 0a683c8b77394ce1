/** The public face of the cart feature: what other features and the app use (the router loads its pages itself). */
export { usePayment } from './api/use-payment';
export { AddToCart } from './components/add-to-cart';
export { CartBadge } from './components/cart-badge';
export { PayAgain } from './components/pay-again';
export { cartKeys } from './api/keys';
