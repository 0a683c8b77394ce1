/** What the API answers about enquiries and quotations (spec §5 Enquiry and the rules around it). */
/** English, in full: the shape the other languages follow. */
export const enquiryMessagesEn = {
  enquiries: {
    linesRequired: 'Enter a quantity for at least one item.',
    quantityInvalid: 'Enter a whole number of at least 1',
    deliveryDatePast: 'The delivery date must be today or later.',
    validUntilPast: 'The quotation must be valid at least until the end of today.',
    validUntilTooFar: 'A quotation can be valid for at most {{days}} days.',
    priceInvalid: 'Enter a price greater than zero.',
    discountTooHigh: 'The discount must be less than the unit price.',
    leadDaysInvalid: 'Enter the lead time in whole days, from 0 to 365.',
    variationNotOfProduct: 'Choose one of this product’s items.',
    duplicateVariation: 'Each item can be listed only once.',
    notOpen: 'This enquiry can no longer be changed.',
    notForQuotation: 'This enquiry can no longer be quoted: the buyer has accepted a quotation or it is closed.',
    notAResponder: 'Choose one of the supplier’s users who may respond to enquiries.',
    quotationExpired: 'This quotation expired on {{date}}. Ask the supplier for a new one.',
    quotationNotOpen: 'This quotation is no longer open: it was revised, accepted or has expired.',
    quotedForCash:
      'Quotation {{numbers}} is offered for cash: pay these items by online banking or card, or ask the supplier for credit terms.',
    quotationNotAccepted: 'Accept the quotation before adding its items to the cart.',
  },
};

export type EnquiryMessagesText = typeof enquiryMessagesEn;
