/** POST /api/contact-messages/{id}/answers: answers a contact message by e-mail (admChat Write). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactAnswerInput, ContactMessage } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminCentreKeys } from './keys';

export function useAnswerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContactAnswerInput }) =>
      api.post<ContactMessage>(`/api/contact-messages/${id}/answers`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCentreKeys.contactMessagesAll }),
  });
}
