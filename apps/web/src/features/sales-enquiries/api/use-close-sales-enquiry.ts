/** POST /api/admin/sales-enquiries/{id}/close: an administrator closes an enquiry with a reason. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSalesEnquiry } from '@binamart/shared';
import { api } from '@/lib/api';
import { salesEnquiryKeys } from './keys';

export function useCloseSalesEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<AdminSalesEnquiry>(`/api/admin/sales-enquiries/${id}/close`, { reason }),
    onSuccess: async (enquiry) => {
      queryClient.setQueryData(salesEnquiryKeys.adminOne(enquiry.id), enquiry);
      await queryClient.invalidateQueries({ queryKey: salesEnquiryKeys.all });
    },
  });
}
