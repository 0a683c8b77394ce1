/**
 * POST /api/admin/credit/facilities/{id}/limit, POST /api/admin/credit/companies/{companyId}/limit and
 * PUT /api/admin/credit/facilities/{id}/status: an administrator sets a limit or a status directly.
 * The answer replaces the cached facility; its ledger and the lists are fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditFacility } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminCreditKeys } from './keys';
import type { FacilityStatus } from './use-admin-facilities';

export type FacilityChange =
  | { change: 'limit'; id: string; approvedSen: number; note: string }
  | { change: 'companyLimit'; companyId: string; approvedSen: number; note: string }
  | { change: 'status'; id: string; status: FacilityStatus; note: string };

function send(change: FacilityChange) {
  switch (change.change) {
    case 'limit':
      return api.post<CreditFacility>(`/api/admin/credit/facilities/${change.id}/limit`, {
        approvedSen: change.approvedSen,
        note: change.note,
      });
    case 'companyLimit':
      return api.post<CreditFacility>(`/api/admin/credit/companies/${change.companyId}/limit`, {
        approvedSen: change.approvedSen,
        note: change.note,
      });
    case 'status':
      return api.put<CreditFacility>(`/api/admin/credit/facilities/${change.id}/status`, {
        status: change.status,
        note: change.note,
      });
  }
}

export function useChangeFacility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (facility) => {
      queryClient.setQueryData(adminCreditKeys.facility(facility.id), facility);
      await queryClient.invalidateQueries({ queryKey: adminCreditKeys.ledger(facility.id) });
      await queryClient.invalidateQueries({ queryKey: adminCreditKeys.facilities() });
    },
  });
}
