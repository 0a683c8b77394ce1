/**
 * The administrators' moves on an enquiry: POST /api/admin/enquiries/:id/close {reason} and
 * …/assign {userId} (both answer with the enquiry), and GET …/assignees, the supplier's users
 * who may answer it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Enquiry, enquiryAssigneeSchema } from '@binamart/shared';
import { api } from '@/lib/api';
import { enquiryKeys } from './keys';

export type EnquiryAssignee = z.infer<typeof enquiryAssigneeSchema>;

function useAdminChange<T>(id: string, call: (arg: T) => Promise<Enquiry>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (enquiry) => {
      queryClient.setQueryData(enquiryKeys.detail('admin', id), enquiry);
      return queryClient.invalidateQueries({ queryKey: enquiryKeys.all });
    },
  });
}

export const useCloseEnquiry = (id: string) =>
  useAdminChange(id, (reason: string) => api.post<Enquiry>(`/api/admin/enquiries/${id}/close`, { reason }));

export const useAssignEnquiry = (id: string) =>
  useAdminChange(id, (userId: string) => api.post<Enquiry>(`/api/admin/enquiries/${id}/assign`, { userId }));

export function useEnquiryAssignees(id: string, enabled: boolean) {
  return useQuery({
    queryKey: enquiryKeys.assignees(id),
    queryFn: () => api.get<EnquiryAssignee[]>(`/api/admin/enquiries/${id}/assignees`),
    enabled,
  });
}
