/** DELETE /api/admin/insurance/forms/{id}: a draft deleted. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { insuranceKeys } from './keys';

export function useRemoveInsuranceForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/admin/insurance/forms/${id}`),
    onSuccess: async (_done, id) => {
      queryClient.removeQueries({ queryKey: insuranceKeys.adminOne(id) });
      await queryClient.invalidateQueries({ queryKey: insuranceKeys.all });
    },
  });
}
