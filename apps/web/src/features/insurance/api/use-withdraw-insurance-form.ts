/** POST /api/admin/insurance/forms/{id}/withdraw: a referral taken back with a reason (the insurer is told). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsuranceForm } from '@binamart/shared';
import { api } from '@/lib/api';
import { insuranceKeys } from './keys';

export function useWithdrawInsuranceForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<InsuranceForm>(`/api/admin/insurance/forms/${id}/withdraw`, { reason }),
    onSuccess: (form) => queryClient.setQueryData(insuranceKeys.adminOne(form.id), form),
    // refused because the underwriters had settled it: their answer is read again
    onSettled: () => queryClient.invalidateQueries({ queryKey: insuranceKeys.all }),
  });
}
