/** The public face of the enquiries feature: the router loads its pages from here; the product page uses its enquiry card. */
export { BuyerEnquiriesPage } from './pages/buyer-enquiries-page';
export { BuyerEnquiryPage } from './pages/buyer-enquiry-page';
export { SellerEnquiriesPage } from './pages/seller-enquiries-page';
export { SellerEnquiryPage } from './pages/seller-enquiry-page';
export { AdminEnquiriesPage } from './pages/admin-enquiries-page';
export { AdminEnquiryPage } from './pages/admin-enquiry-page';
export { QuotationPage } from './pages/quotation-page';
export { ProductEnquiry, enquiryOnly } from './components/product-enquiry';
