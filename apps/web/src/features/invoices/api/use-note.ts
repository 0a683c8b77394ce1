/** GET /api/invoice-notes/{id}: one credit or debit note. */
import { useQuery } from '@tanstack/react-query';
import type { Note } from '@binamart/shared';
import { api } from '@/lib/api';
import { invoiceNoteKeys } from './keys';

export function useNote(id: string) {
  return useQuery({ queryKey: invoiceNoteKeys.one(id), queryFn: () => api.get<Note>(`/api/invoice-notes/${id}`) });
}
