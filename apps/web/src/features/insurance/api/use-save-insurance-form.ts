/** POST /api/admin/insurance/forms (a new draft) or PUT /api/admin/insurance/forms/{id} (a draft changed). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsuranceForm, InsuranceFormInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { insuranceKeys } from './keys';

export function useSaveInsuranceForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: InsuranceFormInput }) =>
      id
        ? api.put<InsuranceForm>(`/api/admin/insurance/forms/${id}`, input)
        : api.post<InsuranceForm>('/api/admin/insurance/forms', input),
    onSuccess: async (form) => {
      queryClient.setQueryData(insuranceKeys.adminOne(form.id), form);
      await queryClient.invalidateQueries({ queryKey: insuranceKeys.all });
    },
  });
}
