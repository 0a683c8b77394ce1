/** POST /api/invoice-payments: paying invoices together; the same idempotency key answers the same payment. */
import type { InvoicePaymentInput, InvoicePaymentResult } from '@binamart/shared';
import { api } from '@/lib/api';

export function payInvoices(input: InvoicePaymentInput) {
  return api.post<InvoicePaymentResult>('/api/invoice-payments', input);
}
