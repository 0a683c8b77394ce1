/** The enquiries feature's pages, for the router to load lazily (apart from the parts other pages show). */
export { BuyerEnquiriesPage } from './buyer-enquiries-page';
export { BuyerEnquiryPage } from './buyer-enquiry-page';
export { SellerEnquiriesPage } from './seller-enquiries-page';
export { SellerEnquiryPage } from './seller-enquiry-page';
export { AdminEnquiriesPage } from './admin-enquiries-page';
export { AdminEnquiryPage } from './admin-enquiry-page';
export { QuotationPage } from './quotation-page';
