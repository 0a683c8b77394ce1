/** POST /api/enquiries: the buyer's enquiry about one product (answers 201 with the enquiry). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Enquiry, EnquiryValues } from '@binamart/shared';
import { api } from '@/lib/api';
import { enquiryKeys } from './keys';

export function useSendEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnquiryValues) => api.post<Enquiry>('/api/enquiries', input),
    onSuccess: (enquiry) => {
      queryClient.setQueryData(enquiryKeys.detail('buyer', enquiry.id), enquiry);
      return queryClient.invalidateQueries({ queryKey: enquiryKeys.lists('buyer') });
    },
  });
}
