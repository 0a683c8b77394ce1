/** GET /api/invoice-notes?kind&q&page: one page of credit or debit notes, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Note, NoteKind } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { invoiceNoteKeys } from './keys';

export const NOTES_PAGE_SIZE = 20;

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
