/** The public face of the enquiries module (product enquiries and quotations): the only file others import. */
export { enquiryRoutes } from './enquiry.routes';
export { ENQUIRY_TOPIC } from './enquiry.service';
export { cashOnlyQuotations, expireQuotations, markQuotationsOrdered, quotedDeliveryFees } from './quotation.service';
// the demo seed drives enquiries through the same use cases as the API
export { closeEnquiry, createEnquiry, postMessage } from './enquiry.service';
export { acceptQuotation, addQuotationToCart, createQuotation } from './quotation.service';
