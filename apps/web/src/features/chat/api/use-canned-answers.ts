/** Canned answers of customer service: the list (admChat Read) and keeping it (admChat Write). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CannedAnswer, CannedAnswerInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { chatKeys } from './keys';

export function useCannedAnswers() {
  return useQuery({ queryKey: chatKeys.canned(), queryFn: () => api.get<CannedAnswer[]>('/api/admin/chat-answers') });
}

export function useSaveCannedAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: CannedAnswerInput & { id?: string }) =>
      id
        ? api.put<CannedAnswer>(`/api/admin/chat-answers/${id}`, input)
        : api.post<CannedAnswer>('/api/admin/chat-answers', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.canned() }),
  });
}

export function useDeleteCannedAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/admin/chat-answers/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.canned() }),
  });
}
