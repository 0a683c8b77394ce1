/** POST /api/chat/conversations and POST /api/chat/support: opening a conversation with a supplier or with customer service. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation, StartConversationInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { chatKeys } from './keys';

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartConversationInput) => api.post<Conversation>('/api/chat/conversations', input),
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
}

export function useOpenSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Conversation>('/api/chat/support'),
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
}
