/** GET /api/sales-enquiries/{code}: the enquiry its code opens (anyone holding the code). */
import { useQuery } from '@tanstack/react-query';
import type { SalesEnquiry } from '@binamart/shared';
import { api } from '@/lib/api';
import { salesEnquiryKeys } from './keys';

export function useSalesEnquiry(code: string | undefined) {
  return useQuery({
    queryKey: salesEnquiryKeys.byCode(code),
    queryFn: () => api.get<SalesEnquiry>(`/api/sales-enquiries/${encodeURIComponent(code ?? '')}`, { anonymous: true }),
    enabled: Boolean(code),
    retry: false,
  });
}
