/** The public face of the chat feature: the header badge and the buttons other pages place; the screens load from pages/. */
export { ChatBadge } from './components/chat-badge';
export { ChatWithSupplierButton } from './components/chat-with-supplier-button';
export { CustomerServiceButton } from './components/customer-service-button';
