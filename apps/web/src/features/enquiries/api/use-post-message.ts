/** POST …/enquiries/:id/messages from the side's path: a message on the enquiry; answers with the enquiry. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Enquiry } from '@binamart/shared';
import { api } from '@/lib/api';
import { API_BASE, type EnquirySide } from '../lib/enquiry-access';
import { enquiryKeys } from './keys';

export function usePostMessage(side: EnquirySide, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<Enquiry>(`${API_BASE[side]}/${id}/messages`, { body }),
    onSuccess: (enquiry) => {
      queryClient.setQueryData(enquiryKeys.detail(side, id), enquiry);
      return queryClient.invalidateQueries({ queryKey: enquiryKeys.lists(side) });
    },
  });
}
