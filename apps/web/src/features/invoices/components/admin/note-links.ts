import type { Note } from '@binamart/shared';

/** The invoice PDF and a note PDF, fetched with the session (lib/private-file). */
export const invoicePdfUrl = (id: string) => `/api/invoices/${id}/pdf`;
export const notePdfUrl = (id: string) => `/api/invoice-notes/${id}/pdf`;

/** Where a note is shown: /admin/invoicecn/:id or /admin/invoicedn/:id. */
export const notePath = (note: Pick<Note, 'id' | 'kind'>) =>
  `/admin/${note.kind === 'credit' ? 'invoicecn' : 'invoicedn'}/${note.id}`;
