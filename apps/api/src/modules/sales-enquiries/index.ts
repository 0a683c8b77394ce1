/** The public face of the sales-enquiries module (public sales, logistics and other enquiries): the only file others import. */
export { salesEnquiryRoutes } from './sales-enquiry.routes';
export { fileSalesEnquiry, newSalesEnquiryCode, salesEnquiryByCode } from './sales-enquiry.service';
export { answerSalesEnquiry, closeSalesEnquiry, listSalesEnquiries } from './sales-enquiry-admin.service';
