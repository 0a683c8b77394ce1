/** Invoices: state and kind labels, the buyer's /invoice list and the administrators' /admin/in list. */
/** English, in full: the shape the other languages follow. */
export const invoicesEn = {
  invoiceStatus: { pending: 'Pending', paid: 'Paid', unpaid: 'Unpaid (overdue)' },
  /** an invoice change its transitions table refuses, by the invoice's status */
  invoiceMove: {
    pending: 'This is not possible while the invoice is pending',
    paid: 'This is not possible once the invoice is paid',
    unpaid: 'This is not possible while the invoice is overdue',
  },
  invoiceKind: { credit: 'Credit terms', paid: 'Paid at checkout' },
  invoicesPage: {
    title: 'Invoices',
    payNotAllowed:
      'You can see the invoices, but paying them needs the payment permission (Write) and the “make payment” toggle. Ask your company administrator for them.',
    subtitle:
      "Your company's invoices, newest first. Orders on credit terms are invoiced when the seller confirms them.",
    statusFilter: 'Filter invoices by status',
    all: 'All',
    caption: 'Invoices, page {{page}}',
    number: 'Invoice number',
    order: 'Order',
    seller: 'Seller',
    status: 'Status',
    amount: 'Amount',
    outstanding: 'Outstanding',
    issued: 'Invoice date',
    dueDate: 'Due date',
    term: 'Term',
    termDays: '{{term}} days',
    empty: 'No invoices yet. Your orders are invoiced when they are confirmed or paid.',
    emptyStatus: 'No invoices with this status.',
    openOrder: 'Open order {{number}}',
    pages: 'Invoice pages',
    loadFailed: 'The invoices could not be loaded.',
  },
  adminInvoices: {
    title: 'Invoices',
    subtitle: 'Every invoice on the platform, newest first.',
    search: 'Search invoices',
    searchPlaceholder: 'Invoice or order number, buyer or seller',
    statusFilter: 'Filter invoices by status',
    all: 'All',
    caption: 'Invoices, page {{page}}',
    number: 'Invoice number',
    order: 'Order',
    buyer: 'Buyer',
    seller: 'Seller',
    kind: 'Kind',
    status: 'Status',
    amount: 'Amount',
    issued: 'Invoice date',
    dueDate: 'Due date',
    empty: 'No invoices match.',
    openOrder: 'Open order {{number}}',
    pages: 'Invoice pages',
    loadFailed: 'The invoices could not be loaded.',
  },
};

export type InvoicesText = typeof invoicesEn;
