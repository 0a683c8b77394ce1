/** POST /api/admin/insurance/forms/{id}/submit: a draft sent to the insurer (answered accepted, referred or declined; 503 leaves it a draft). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsuranceForm } from '@binamart/shared';
import { api } from '@/lib/api';
import { insuranceKeys } from './keys';

export function useSubmitInsuranceForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<InsuranceForm>(`/api/admin/insurance/forms/${id}/submit`),
    onSuccess: (form) => queryClient.setQueryData(insuranceKeys.adminOne(form.id), form),
    // refused or not, the proposal is read again (an insurer out of reach leaves it a draft with its event)
    onSettled: () => queryClient.invalidateQueries({ queryKey: insuranceKeys.all }),
  });
}
