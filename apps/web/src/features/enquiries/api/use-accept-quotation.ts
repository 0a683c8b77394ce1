/** POST /api/quotations/:id/accept: the buyer takes this version; the enquiry moves to Added. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quotation } from '@binamart/shared';
import { api } from '@/lib/api';
import { enquiryKeys } from './keys';

export function useAcceptQuotation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Quotation>(`/api/quotations/${id}/accept`),
    onSuccess: (quotation) => {
      queryClient.setQueryData(enquiryKeys.quotation(id), quotation);
      return queryClient.invalidateQueries({ queryKey: enquiryKeys.all });
    },
  });
}
