/**
 * GET /api/admin/payment-checks (where the gateway and BinaMart disagreed, and the daily
 * reconciliations) and POST /api/admin/reconciliations (reconcile a day again).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentChecks, ReconciliationRun } from '@binamart/shared';
import { api } from '@/lib/api';
import { refundKeys } from './refund-keys';

const checksKey = [...refundKeys.all, 'checks'] as const;

export function usePaymentChecks() {
  return useQuery({ queryKey: checksKey, queryFn: () => api.get<PaymentChecks>('/api/admin/payment-checks') });
}

export function useReconcileDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => api.post<ReconciliationRun>('/api/admin/reconciliations', { day }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
