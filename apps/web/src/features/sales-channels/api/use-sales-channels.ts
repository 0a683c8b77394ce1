/** GET /api/admin/sales-channels?from=&to= and PUT /api/admin/sales-channels/sellers/{id}. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SalesChannelReport, SellerChannels, SellerChannelsInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { salesChannelKeys } from './keys';

export function useSalesChannelReport(query: string) {
  return useQuery({
    queryKey: salesChannelKeys.report(query),
    queryFn: () => api.get<SalesChannelReport>(`/api/admin/sales-channels${query ? `?${query}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

export function useSaveSupplierChannels() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerId, input }: { sellerId: string; input: SellerChannelsInput }) =>
      api.put<SellerChannels>(`/api/admin/sales-channels/sellers/${sellerId}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: salesChannelKeys.all }),
  });
}
