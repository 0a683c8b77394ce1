/** The public face of the sales-enquiries feature: the public enquiry pages and the administrators' pages. */
export { SalesEnquiryPage } from './pages/sales-enquiry-page';
export { SalesEnquiryViewPage } from './pages/sales-enquiry-view-page';
export { AdminSalesEnquiriesPage } from './pages/admin-sales-enquiries-page';
export { AdminSalesEnquiryPage } from './pages/admin-sales-enquiry-page';
