/** GET /api/admin/sales-enquiries/{id}: one enquiry with its answers, for administrators. */
import { useQuery } from '@tanstack/react-query';
import type { AdminSalesEnquiry } from '@binamart/shared';
import { api } from '@/lib/api';
import { salesEnquiryKeys } from './keys';

export function useAdminSalesEnquiry(id: string | undefined) {
  return useQuery({
    queryKey: salesEnquiryKeys.adminOne(id),
    queryFn: () => api.get<AdminSalesEnquiry>(`/api/admin/sales-enquiries/${id}`),
    enabled: Boolean(id),
    retry: false,
  });
}
