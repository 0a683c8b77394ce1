/** The public face of the enquiries feature: its pages (the router loads them from pages/index) and the enquiry card the product page shows. */
export * from './pages/index';
export { ProductEnquiry, enquiryOnly } from './components/product-enquiry';
