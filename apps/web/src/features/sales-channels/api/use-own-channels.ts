/** GET and PUT /api/seller/sales-channels: the channels the supplier's company takes. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SellerChannels, SellerChannelsInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { salesChannelKeys } from './keys';

export const useOwnChannels = () =>
  useQuery({ queryKey: salesChannelKeys.own(), queryFn: () => api.get<SellerChannels>('/api/seller/sales-channels') });

export function useSaveOwnChannels() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerChannelsInput) => api.put<SellerChannels>('/api/seller/sales-channels', input),
    onSuccess: (saved) => client.setQueryData(salesChannelKeys.own(), saved),
  });
}
