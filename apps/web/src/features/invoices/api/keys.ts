/** Cache keys of invoices and of their credit and debit notes. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (search: string) => [...invoiceKeys.all, 'list', search] as const,
  one: (id: string | undefined) => [...invoiceKeys.all, 'one', id] as const,
};

export const invoiceNoteKeys = {
  all: ['invoice-notes'] as const,
  list: (search: string) => [...invoiceNoteKeys.all, 'list', search] as const,
  ofInvoice: (invoiceId: string) => [...invoiceNoteKeys.all, 'invoice', invoiceId] as const,
  one: (id: string) => [...invoiceNoteKeys.all, 'one', id] as const,
};

/** The billing menu's order list and one order's payments (/admin/or, /admin/paymentor/:id). */
export const billingOrderKeys = {
  all: ['billing-orders'] as const,
  list: (search: string) => [...billingOrderKeys.all, 'list', search] as const,
  payments: (orderId: string) => [...billingOrderKeys.all, 'payments', orderId] as const,
};
