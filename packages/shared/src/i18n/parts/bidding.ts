/** eBidding: the §5 rules' and §8 messages, and the project and bid states. */
/** English, in full: the shape the other languages follow. */
export const biddingEn = {
  bidding: {
    productsRange: 'A project needs at least 1 and at most 10 products.',
    quantityInvalid: 'Enter a whole quantity of at least 1.',
    duplicateSpecification: 'This specification is already in the list.',
    constructionEndBeforeStart: 'Construction must end later than it starts.',
    deliveryEndBeforeStart: 'Delivery must end later than it starts.',
    deliverySpanTooLong: 'Deliveries can span at most 52 weeks.',
    bidEndBeforeStart: 'Bidding must end later than it starts.',
    biddingDuration: 'Bidding must last between 3 hours and 7 days.',
    deliveryBeforeBidEnd: 'Delivery must start after bidding ends.',
    validBeforeBidEnd: 'The project must stay valid after bidding ends.',
    priceInvalid: 'Enter a price above RM 0.00.',
    noPricedItem: 'Price at least one item: a bid needs at least one priced item.',
    revisionUnchanged: 'Change at least one price to revise the bid.',
    notInState: 'This is not possible in the project’s current state.',
    bidEndPassed: 'The bidding end has passed: choose a later one.',
    sessionEnded: 'Current bidding session has ended',
    alreadyBid: 'Bid already placed for this project',
    revisionNotAllowed: 'Further revision no longer allowed for this bid',
    cartItemsCreated: 'Cart items have already been created for this project',
    fileNotAvailable: 'File not available',
  },
  projectStatus: {
    incomplete: 'Incomplete',
    draft: 'Draft',
    upcoming: 'Upcoming',
    active: 'Active',
    selection: 'Selection',
    noBids: 'No bids',
    awarded: 'Awarded',
    closed: 'Closed',
    expired: 'Expired',
    revoked: 'Revoked',
  },
  bidStatus: {
    submitted: 'Submitted',
    shortlisted: 'Shortlisted',
    revised: 'Revised',
    finalist: 'Finalist',
    awarded: 'Awarded',
    notSelected: 'Not selected',
  },
};

export type BiddingText = typeof biddingEn;
