/** POST /api/admin/invoice-notes: a credit or debit note; the invoice, its notes and every list are fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Note, NoteInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { invoiceKeys, invoiceNoteKeys } from './keys';

export function useIssueNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteInput) => api.post<Note>('/api/admin/invoice-notes', input),
    onSuccess: async (note) => {
      queryClient.setQueryData(invoiceNoteKeys.one(note.id), note);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceNoteKeys.all }),
      ]);
    },
  });
}
