/** Cache keys of AP invoices: the sellers' and the administrators' lists, one invoice, what can be billed. */
export const apInvoiceKeys = {
  all: ['ap-invoices'] as const,
  list: (side: string, search: string) => [...apInvoiceKeys.all, side, 'list', search] as const,
  adminOne: (id: string | undefined) => [...apInvoiceKeys.all, 'admin', 'one', id] as const,
  billable: () => [...apInvoiceKeys.all, 'seller', 'billable'] as const,
};
