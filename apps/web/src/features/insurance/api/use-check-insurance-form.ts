/** POST /api/admin/insurance/forms/{id}/check: the insurer asked again for its answer on a submitted or referred proposal. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsuranceForm } from '@binamart/shared';
import { api } from '@/lib/api';
import { insuranceKeys } from './keys';

export function useCheckInsuranceForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<InsuranceForm>(`/api/admin/insurance/forms/${id}/check`),
    onSuccess: (form) => queryClient.setQueryData(insuranceKeys.adminOne(form.id), form),
    // refused or not, the proposal is read again (an insurer out of reach leaves it a draft with its event)
    onSettled: () => queryClient.invalidateQueries({ queryKey: insuranceKeys.all }),
  });
}
