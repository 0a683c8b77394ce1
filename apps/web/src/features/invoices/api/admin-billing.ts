/**
 * Administrators' billing data: one invoice (GET /api/invoices/:id), credit and debit notes
 * (GET /api/invoice-notes, GET /api/invoice-notes/:id) and issuing a note (POST /api/admin/invoice-notes).
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice, Note, NoteInput, NoteKind } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { invoiceKeys, invoiceNoteKeys } from './keys';

export const NOTES_PAGE_SIZE = 20;
/** The notes of one invoice are shown on one page: an invoice rarely has more. */
const INVOICE_NOTES_PAGE_SIZE = 100;

/** The invoice PDF and a note PDF, fetched with the session (lib/private-file). */
export const invoicePdfUrl = (id: string) => `/api/invoices/${id}/pdf`;
export const notePdfUrl = (id: string) => `/api/invoice-notes/${id}/pdf`;

/** Where a note is shown: /admin/invoicecn/:id or /admin/invoicedn/:id. */
export const notePath = (note: Pick<Note, 'id' | 'kind'>) =>
  `/admin/${note.kind === 'credit' ? 'invoicecn' : 'invoicedn'}/${note.id}`;

/** GET /api/invoices/:id */
export function useAdminInvoice(id: string) {
  return useQuery({ queryKey: invoiceKeys.one(id), queryFn: () => api.get<Invoice>(`/api/invoices/${id}`) });
}

/** GET /api/invoice-notes?kind&q&page: one page of credit or debit notes, newest first. */
export function useNotes(filter: { kind: NoteKind; q?: string; page: number }) {
  const params = new URLSearchParams({
    kind: filter.kind,
    page: String(filter.page),
    pageSize: String(NOTES_PAGE_SIZE),
  });
  if (filter.q) params.set('q', filter.q);
  return useQuery({
    queryKey: invoiceNoteKeys.list(params.toString()),
    queryFn: () => api.get<Page<Note>>(`/api/invoice-notes?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/invoice-notes?invoiceId: the notes issued against one invoice. */
export function useInvoiceNotes(invoiceId: string) {
  const params = new URLSearchParams({ invoiceId, pageSize: String(INVOICE_NOTES_PAGE_SIZE) });
  return useQuery({
    queryKey: invoiceNoteKeys.ofInvoice(invoiceId),
    queryFn: () => api.get<Page<Note>>(`/api/invoice-notes?${params}`),
  });
}

/** GET /api/invoice-notes/:id */
export function useNote(id: string) {
  return useQuery({ queryKey: invoiceNoteKeys.one(id), queryFn: () => api.get<Note>(`/api/invoice-notes/${id}`) });
}

/** POST /api/admin/invoice-notes; refreshes the invoice, its notes, the note lists and the invoice lists. */
export function useIssueNote() {
  const queryClient = useQueryClient();
  return async (input: NoteInput): Promise<Note> => {
    const note = await api.post<Note>('/api/admin/invoice-notes', input);
    queryClient.setQueryData(invoiceNoteKeys.one(note.id), note);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      queryClient.invalidateQueries({ queryKey: invoiceNoteKeys.all }),
    ]);
    return note;
  };
}
