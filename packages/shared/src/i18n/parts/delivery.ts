/**
 * Delivery messages the API answers with and the labels every delivery screen shares (DO
 * states). Screens keep their own texts in their own parts (delivery-screens, driver-app).
 */
/** English, in full: the shape the other languages follow. */
export const deliveryEn = {
  deliveryStatus: {
    assigned: 'Driver assigned',
    initiated: 'Delivery initiated',
    outForDelivery: 'Out for delivery',
    arrived: 'Arrived',
    unloading: 'Unloading',
    acknowledged: 'Acknowledged',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  },
  disputeStatus: { open: 'Waiting for an answer', responded: 'Answered', cancelled: 'Cancelled' },
  delivery: {
    quantityPositive: 'Enter a quantity of at least 1.',
    atLeastOneItem: 'Add at least one item to the delivery order.',
    quantityAboveBalance: 'Only {{balance}} of {{product}} is left to deliver.',
    dateInPast: 'The delivery date and time must be later than now.',
    dateTooFar: 'The delivery date must be within 1 month.',
    driverUnknown: 'Choose one of your company’s drivers.',
    doNumberTaken: 'This DO number is already used on another delivery order.',
    orderNotDeliverable: 'Delivery orders can be made only for confirmed or ongoing orders.',
    stepNotAllowed: 'This step is not possible while the delivery is {{status}}.',
    pinIncorrect: 'PIN is incorrect',
    unauthorised: 'Unauthorised',
    signatureRequired: 'Sign in the box to acknowledge.',
    signatureTooLarge: 'The signature is too large. Clear it and sign again.',
    receivedAboveDelivered: 'The quantity received cannot be more than the quantity delivered ({{delivered}}).',
    disputeReasonRequired: 'Give the reason for the difference in quantity.',
    disputeNotShort: 'A dispute needs a received quantity lower than the quantity delivered ({{delivered}}).',
    disputeOpen: 'Further disputes are not allowed until the driver responds.',
    disputeNotOpen: 'This dispute has already been answered or cancelled.',
    linesMismatch: 'Give the received quantity of every item on the delivery order.',
    itemNotOnDelivery: 'Choose an item of this delivery order.',
    notAcknowledged: 'This is possible only once the delivery is acknowledged.',
  },
};

export type DeliveryText = typeof deliveryEn;
