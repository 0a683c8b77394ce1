/**
 * The notifications' texts: each kind of notice's title and body (the notifications page, the signed-in
 * header's bell and the browser notices it raises, the administrators' outbox, and the API's notices).
 */
/** English, in full: the shape the other languages follow. */
export const noticesEn = {
  notificationTypes: {
    creditApplicationSubmitted: {
      title: 'Credit application to review',
      body: '{{company}} applied for {{kind}} of {{amount}}.',
    },
    creditTierApproved: {
      title: 'Credit application awaits you',
      body: '{{company}}: approved by the {{tier}}; now waiting for the {{next}}.',
    },
    creditDocumentsRequested: {
      title: 'More documents needed',
      body: 'Your credit application needs more documents: {{note}}',
    },
    creditApproved: { title: 'Credit limit approved', body: 'Your {{kind}} was approved: {{amount}}.' },
    creditRejected: {
      title: 'Credit application rejected',
      body: 'Your credit application was not approved: {{note}}',
    },
    creditLimitSet: { title: 'Credit limit changed', body: 'Your credit limit is now {{amount}}.' },
    orderHeldForApproval: {
      title: 'Order waiting for approval',
      body: 'Order {{number}} is waiting for BinaMart to approve it on credit terms.',
    },
    orderPlaced: { title: 'Order placed', body: 'Your order {{number}} to {{seller}} was placed.' },
    orderReceived: { title: 'New order', body: 'Order {{number}} from {{buyer}} is waiting for you.' },
    orderAccepted: { title: 'Order accepted', body: '{{seller}} accepted order {{number}}.' },
    orderRejected: { title: 'Order rejected', body: '{{seller}} rejected order {{number}}: {{reason}}' },
    orderCancelled: { title: 'Order cancelled', body: 'Order {{number}} was cancelled.' },
    orderPaid: { title: 'Order paid', body: 'Payment {{reference}} for order {{number}} was received.' },
    paymentFailed: { title: 'Payment failed', body: 'Payment {{reference}} was not successful. You can pay again.' },
    paymentPendingAuthorisation: {
      title: 'Payment pending authorisation',
      body: 'Payment {{reference}} is waiting for approval at your bank.',
    },
    slipUploaded: {
      title: 'Transfer slip to review',
      body: '{{buyer}} uploaded a transfer slip for payment {{reference}}.',
    },
    slipApproved: {
      title: 'Transfer slip approved',
      body: 'The transfer slip for payment {{reference}} was approved.',
    },
    slipRejected: {
      title: 'Transfer slip rejected',
      body: 'The transfer slip for payment {{reference}} was rejected: {{reason}}',
    },
    deliveryCreated: {
      title: 'Delivery scheduled',
      body: '{{seller}} scheduled delivery {{number}} of order {{order}} for {{date}}.',
    },
    deliveryStep: { title: 'Delivery update', body: 'Delivery {{number}} of order {{order}}: {{step}}.' },
    deliveryPartnerCancelled: {
      title: 'Delivery partner found no driver',
      body: 'Delivery {{number}} of order {{order}} was cancelled: the delivery partner found no driver. Please make a new delivery order.',
    },
    deliveryAcknowledged: {
      title: 'Delivery acknowledged',
      body: '{{buyer}} acknowledged delivery {{number}} of order {{order}}.',
    },
    deliveryRejected: { title: 'Delivery rejected', body: '{{buyer}} rejected delivery {{number}}: {{remark}}' },
    disputeRaised: {
      title: 'Delivery disputed',
      body: '{{buyer}} received {{received}} of {{delivered}} {{product}} on delivery {{number}}: {{reason}}',
    },
    disputeResponded: {
      title: 'Dispute answered',
      body: 'Your dispute on delivery {{number}} was answered: {{response}}',
    },
    disputeCancelled: { title: 'Dispute cancelled', body: '{{buyer}} cancelled the dispute on delivery {{number}}.' },
    ratingInvited: {
      title: 'Rate your order',
      body: 'How did {{seller}} do on order {{number}}? Rate its products in three short steps.',
    },
    ratingReceived: { title: 'New rating', body: '{{buyer}} rated {{product}} {{score}} of 5 (order {{number}}).' },
    ratingReplied: { title: 'The supplier replied', body: 'The supplier answered your review of order {{number}}.' },
    ratingHidden: { title: 'Review hidden', body: 'Your review of order {{number}} was hidden: {{reason}}' },
    enquiryReceived: { title: 'New enquiry', body: '{{buyer}} asks for a price on {{product}} (enquiry {{number}}).' },
    enquiryMessage: { title: 'New message on an enquiry', body: '{{from}} wrote on enquiry {{number}}.' },
    chatMessage: { title: 'New chat message', body: '{{from}} sent you a message.' },
    enquiryAssigned: { title: 'Enquiry assigned to you', body: 'Enquiry {{number}} is yours to answer.' },
    enquiryClosed: { title: 'Enquiry closed', body: 'Enquiry {{number}} was closed: {{reason}}' },
    quotationReceived: {
      title: 'Quotation received',
      body: '{{seller}} quoted {{total}} for enquiry {{enquiry}} ({{number}}), valid until {{validUntil}}.',
    },
    quotationRevised: {
      title: 'Quotation revised',
      body: '{{seller}} revised quotation {{number}} (version {{version}}): {{total}}, valid until {{validUntil}}.',
    },
    quotationAccepted: {
      title: 'Quotation accepted',
      body: '{{buyer}} accepted quotation {{number}} (version {{version}}) for enquiry {{enquiry}}.',
    },
    creditReportReady: {
      title: 'Credit report ready',
      body: 'Your {{product}} report {{reference}} on {{subject}} is ready to read.',
    },
    creditReportFailed: {
      title: 'Credit report not available',
      body: 'The credit bureau could not give report {{reference}} on {{subject}}. Your payment is refunded in full.',
    },
    quotationExpired: {
      title: 'Quotation expired',
      body: 'Quotation {{number}} (version {{version}}) expired on {{date}}.',
    },
    orderCompleted: { title: 'Order completed', body: 'Every delivery of order {{number}} was acknowledged.' },
    invoicePaymentReceived: {
      title: 'Invoice payment received',
      body: 'Payment {{reference}} of {{amount}} was applied to {{invoices}}.',
    },
    creditNoteIssued: {
      title: 'Credit note issued',
      body: 'Credit note {{number}} of {{amount}} lowers invoice {{invoice}}.',
    },
    debitNoteIssued: {
      title: 'Debit note issued',
      body: 'Debit note {{number}} of {{amount}} was billed on invoice {{invoice}}.',
    },
    invoiceDueSoon: {
      title: 'Invoice due soon',
      body: 'Invoice {{invoice}} of {{amount}} falls due on {{dueDate}}. Pay it, or extend its credit term, to keep your credit limit active.',
    },
    extensionWindowOpen: {
      title: 'Credit-term extension open',
      body: 'Invoice {{invoice}} ({{amount}}, due {{dueDate}}) can now be extended by 30 days, once, with 1% interest.',
    },
    invoiceExtended: {
      title: 'Credit term extended',
      body: 'Invoice {{invoice}} is now due on {{dueDate}}. Interest of {{amount}} was billed as debit note {{number}}.',
    },
    apInvoiceSubmitted: { title: 'AP invoice to pay', body: '{{seller}} uploaded invoice {{number}} of {{amount}}.' },
    apInvoicePaid: { title: 'Payout made', body: 'BinaMart paid {{amount}} for your invoice {{number}}.' },
    invoiceIssued: {
      title: 'Invoice issued',
      body: 'Invoice {{invoice}} of {{amount}} for order {{number}} is issued, due on {{dueDate}}.',
    },
    refundStarted: {
      title: 'Refund on its way',
      body: 'Refund {{reference}} of {{amount}} for payment {{payment}} is on its way. Bank processing takes 2 to 5 working days.',
    },
    refundCompleted: {
      title: 'Refund completed',
      body: 'Refund {{reference}} of {{amount}} was credited to your account.',
    },
    refundFailed: {
      title: 'Refund refused',
      body: 'Refund {{reference}} of {{amount}} to {{buyer}} was refused. Try it again or pay it by bank transfer.',
    },
    refundToTransfer: {
      title: 'Refund to transfer',
      body: 'Refund {{reference}} of {{amount}} to {{buyer}} was paid by transfer slip: pay it back by bank transfer and record it.',
    },
    biddingOpened: {
      title: 'New project to bid on',
      body: '{{buyer}} posted {{number}} “{{title}}” in {{state}}. Bidding closes {{closes}}.',
    },
    biddingEnded: {
      title: 'Bidding ended',
      body: 'Bidding on {{number}} “{{title}}” ended with {{count}} bid(s). Compare them now.',
    },
    bidShortlisted: { title: 'Bid shortlisted', body: 'Your bid on {{number}} “{{title}}” is shortlisted.' },
    cycleTwoInvited: {
      title: 'Second cycle open',
      body: 'You may revise your bid on {{number}} “{{title}}” once, changing at least one price, until {{closes}}.',
    },
    bidAwarded: {
      title: 'Bid awarded',
      body: 'Your bid on {{number}} “{{title}}” is awarded. The buyer orders the items at your prices.',
    },
    bidNotSelected: {
      title: 'Bid not selected',
      body: 'Your bid on {{number}} “{{title}}” was not selected this time.',
    },
    biddingClosesSoon: { title: 'Bidding closes soon', body: '{{number}} “{{title}}” closes {{closes}}.' },
    paymentDiscrepancy: {
      title: 'Payment to check',
      body: 'Payment {{reference}} does not agree with the gateway ({{check}}). See the checks at Payments.',
    },
    paidInvoiceIssued: {
      title: 'Invoice issued',
      body: 'Invoice {{invoice}} of {{amount}} for order {{number}} is issued and paid in full.',
    },
    orderPlacedOnBehalf: {
      title: 'Order placed for you',
      body: 'BinaMart placed order {{number}} to {{seller}} for your company.',
    },
    registrationApproved: {
      title: 'Registration approved',
      body: 'Welcome to BinaMart. {{company}} is now registered.',
    },
    userCreated: { title: 'New user added', body: '{{name}} ({{email}}) was added to {{company}}.' },
    userDeactivated: { title: 'User deactivated', body: '{{name}} can no longer sign in.' },
    userReactivated: { title: 'User reactivated', body: '{{name}} can sign in again.' },
    passwordChanged: { title: 'Password changed', body: 'The password of your account was changed.' },
    pinChanged: { title: 'PIN changed', body: 'The PIN of your account was changed.' },
    newRegistration: { title: 'New registration to review', body: '{{company}} registered as a {{type}}.' },
  },
  notificationsPage: {
    title: 'Notifications',
    unread: 'Unread',
    open: 'Open',
    markRead: 'Mark as read',
    markAllRead: 'Mark all as read',
    unreadCount: '{{count}} unread',
    allRead: 'You are all caught up.',
    empty: 'No notifications yet.',
  },
};

export type NoticesText = typeof noticesEn;
