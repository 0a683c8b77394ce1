/** GET /api/invoice-notes?invoiceId: the notes issued against one invoice (one page: an invoice rarely has more). */
import { useQuery } from '@tanstack/react-query';
import type { Note } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { invoiceNoteKeys } from './keys';

const INVOICE_NOTES_PAGE_SIZE = 100;

export function useInvoiceNotes(invoiceId: string) {
  const params = new URLSearchParams({ invoiceId, pageSize: String(INVOICE_NOTES_PAGE_SIZE) });
  return useQuery({
    queryKey: invoiceNoteKeys.ofInvoice(invoiceId),
    queryFn: () => api.get<Page<Note>>(`/api/invoice-notes?${params}`),
  });
}
