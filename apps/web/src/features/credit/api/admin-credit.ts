/**
 * The administrators' credit screens: applications under review (GET/POST /api/admin/credit/applications…),
 * facilities with their ledger and the direct limit and status changes.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreditApplication,
  CreditApplicationKind,
  CreditApplicationStatus,
  CreditFacility,
  CreditLedgerEntry,
} from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { adminCreditKeys } from './keys';

export const APPLICATION_PAGE_SIZE = 20;
export const FACILITY_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 10;

/** The query string of a list request; empty values are left out. */
export type CreditApplicationSummary = Omit<CreditApplication, 'events' | 'documents' | 'actions'>;
export type FacilityStatus = CreditFacility['status'];

/** GET /api/admin/credit/applications: one page, newest first. */
export function useAdminApplications(filter: {
  status?: CreditApplicationStatus;
  kind?: CreditApplicationKind;
  q?: string;
  page: number;
  pageSize?: number;
}) {
  const search = queryString({ pageSize: APPLICATION_PAGE_SIZE, ...filter });
  return useQuery({
    queryKey: adminCreditKeys.applications(search),
    queryFn: () => api.get<Page<CreditApplicationSummary>>(`/api/admin/credit/applications?${search}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/credit/applications/:id, with the viewer's actions. */
export function useAdminApplication(id: string) {
  return useQuery({
    queryKey: adminCreditKeys.application(id),
    queryFn: () => api.get<CreditApplication>(`/api/admin/credit/applications/${id}`),
  });
}

/** Comment, request documents and decide; each puts the answer in place and refreshes the lists. */
export function useApplicationActions(id: string) {
  const queryClient = useQueryClient();
  const done = async (application: CreditApplication) => {
    queryClient.setQueryData(adminCreditKeys.application(id), application);
    await queryClient.invalidateQueries({ queryKey: adminCreditKeys.applications() });
    await queryClient.invalidateQueries({ queryKey: adminCreditKeys.facilities() });
  };
  const base = `/api/admin/credit/applications/${id}`;
  return {
    async comment(note: string) {
      await done(await api.post<CreditApplication>(`${base}/comments`, { note }));
    },
    async requestDocuments(note: string) {
      await done(await api.post<CreditApplication>(`${base}/request-documents`, { note }));
    },
    async approve(note: string, approvedSen?: number) {
      await done(
        await api.post<CreditApplication>(`${base}/decision`, {
          decision: 'approve',
          note,
          ...(approvedSen !== undefined && { approvedSen }),
        }),
      );
    },
    async reject(note: string) {
      await done(await api.post<CreditApplication>(`${base}/decision`, { decision: 'reject', note }));
    },
  };
}

/** GET /api/admin/credit/facilities: one page of facilities. */
export function useAdminFacilities(filter: {
  q?: string;
  kind?: CreditFacility['kind'];
  status?: FacilityStatus;
  page: number;
  pageSize?: number;
}) {
  const search = queryString({ pageSize: FACILITY_PAGE_SIZE, ...filter });
  return useQuery({
    queryKey: adminCreditKeys.facilities(search),
    queryFn: () => api.get<Page<CreditFacility>>(`/api/admin/credit/facilities?${search}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/credit/facilities/:id */
export function useAdminFacility(id: string) {
  return useQuery({
    queryKey: adminCreditKeys.facility(id),
    queryFn: () => api.get<CreditFacility>(`/api/admin/credit/facilities/${id}`),
  });
}

/** GET /api/credit/facilities/:id/ledger: one page of the facility's history, newest first. */
export function useFacilityLedger(id: string, page: number) {
  const search = queryString({ page, pageSize: LEDGER_PAGE_SIZE });
  return useQuery({
    queryKey: adminCreditKeys.ledger(id, search),
    queryFn: () => api.get<Page<CreditLedgerEntry>>(`/api/credit/facilities/${id}/ledger?${search}`),
    placeholderData: keepPreviousData,
  });
}

/** Setting a limit or a status; the facility and its ledger are refreshed. */
export function useFacilityActions() {
  const queryClient = useQueryClient();
  const done = async (facility: CreditFacility) => {
    queryClient.setQueryData(adminCreditKeys.facility(facility.id), facility);
    await queryClient.invalidateQueries({ queryKey: adminCreditKeys.ledger(facility.id) });
    await queryClient.invalidateQueries({ queryKey: adminCreditKeys.facilities() });
    return facility;
  };
  return {
    async setLimit(id: string, approvedSen: number, note: string) {
      return done(await api.post<CreditFacility>(`/api/admin/credit/facilities/${id}/limit`, { approvedSen, note }));
    },
    async setCompanyLimit(companyId: string, approvedSen: number, note: string) {
      return done(
        await api.post<CreditFacility>(`/api/admin/credit/companies/${companyId}/limit`, { approvedSen, note }),
      );
    },
    async setStatus(id: string, status: FacilityStatus, note: string) {
      return done(await api.put<CreditFacility>(`/api/admin/credit/facilities/${id}/status`, { status, note }));
    },
  };
}

/** The company facilities whose company matches the text (up to 100), to show beside the companies. */
export function useCompanyFacilities(q: string) {
  return useAdminFacilities({ kind: 'company', q: q.trim() || undefined, page: 1, pageSize: 100 });
}
