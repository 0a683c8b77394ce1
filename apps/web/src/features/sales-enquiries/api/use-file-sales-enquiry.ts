/** POST /api/sales-enquiries: a visitor files an enquiry (no sign-in); the answer carries its code. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalesEnquiry, SalesEnquiryInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { salesEnquiryKeys } from './keys';

export function useFileSalesEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SalesEnquiryInput) =>
      api.post<SalesEnquiry>('/api/sales-enquiries', input, { anonymous: true }),
    // the page of the code opens at once with what was filed
    onSuccess: (enquiry) => queryClient.setQueryData(salesEnquiryKeys.byCode(enquiry.code), enquiry),
  });
}
