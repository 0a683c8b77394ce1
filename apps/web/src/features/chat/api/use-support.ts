/** Customer service (admChat): the queue, its counts, assignment, closing and the customer's facts. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatCustomer, Conversation, SupportStatus } from '@binamart/shared';
import { api } from '@/lib/api';
import { chatKeys } from './keys';

export interface QueuePage {
  items: Conversation[];
  total: number;
  page: number;
  pageSize: number;
}

export function useSupportQueue(status: SupportStatus | 'all', mine: boolean, page: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: '30' });
  if (status !== 'all') params.set('status', status);
  if (mine) params.set('mine', 'true');
  return useQuery({
    queryKey: chatKeys.queue(status, mine, page),
    queryFn: () => api.get<QueuePage>(`/api/admin/chats?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export function useSupportCounts() {
  return useQuery({
    queryKey: chatKeys.counts(),
    queryFn: () => api.get<Record<SupportStatus, number>>('/api/admin/chats/counts'),
  });
}

export function useChatAdministrators() {
  return useQuery({
    queryKey: chatKeys.administrators(),
    queryFn: () => api.get<{ id: string; name: string }[]>('/api/admin/chats/administrators'),
  });
}

export function useChatCustomer(id: string) {
  return useQuery({
    queryKey: chatKeys.customer(id),
    queryFn: () => api.get<ChatCustomer>(`/api/admin/chats/${id}/customer`),
  });
}

function useSupportMove<T>(id: string, call: (input: T) => Promise<Conversation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(id), conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.queues() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.counts() });
    },
  });
}

export const useAssignConversation = (id: string) =>
  useSupportMove(id, (userId: string) => api.post<Conversation>(`/api/admin/chats/${id}/assign`, { userId }));

export const useCloseConversation = (id: string) =>
  useSupportMove(id, () => api.post<Conversation>(`/api/admin/chats/${id}/close`));
