/** The buyer company's credit: overview, ledger and applications (/api/credit). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CREDIT_DOCUMENT_MAX_BYTES,
  type CreditApplication,
  type CreditApplicationDraft,
  type CreditApplicationKind,
  type CreditDocumentType,
  type CreditFacility,
  type CreditLedgerEntry,
  type CreditOverview,
} from '@binamart/shared';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import type { UploadedFile } from '@/lib/uploads';
import type { Page } from '@/lib/shop';
import { creditKeys } from './keys';

export const LEDGER_PAGE_SIZE = 10;
export const CREDIT_DOCUMENT_TYPES_ACCEPTED = ['image/png', 'image/jpeg', 'application/pdf'];
export const CREDIT_DOCUMENT_MAX_MB = CREDIT_DOCUMENT_MAX_BYTES / 1024 / 1024;

export type CreditApplicationSummary = CreditOverview['applications'][number];
export type { CreditFacility, CreditLedgerEntry };

/** A refusal (not found, not allowed) will not change on a second try: retry only network and server failures, once. */
function retryUnlessRefused(failures: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}

/** GET /api/credit: the company facility, project facilities, applications and the terms. */
export function useCreditOverview() {
  return useQuery({
    queryKey: creditKeys.overview(),
    queryFn: () => api.get<CreditOverview>('/api/credit'),
    retry: retryUnlessRefused,
  });
}

/** GET /api/credit/facilities/:id/ledger, newest first, a page at a time. */
export function useLedger(facilityId: string | undefined, page: number) {
  return useQuery({
    queryKey: creditKeys.ledger(facilityId, page),
    queryFn: () =>
      api.get<Page<CreditLedgerEntry>>(
        `/api/credit/facilities/${facilityId}/ledger?page=${page}&pageSize=${LEDGER_PAGE_SIZE}`,
      ),
    enabled: Boolean(facilityId),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** GET /api/credit/applications?kind */
export function useApplications(kind?: CreditApplicationKind) {
  return useQuery({
    queryKey: creditKeys.applications(kind ?? 'all'),
    queryFn: () => api.get<CreditApplicationSummary[]>(`/api/credit/applications${kind ? `?kind=${kind}` : ''}`),
    retry: retryUnlessRefused,
  });
}

/** GET /api/credit/applications/:id */
export function useApplication(id: string | undefined) {
  return useQuery({
    queryKey: creditKeys.application(id),
    queryFn: () => api.get<CreditApplication>(`/api/credit/applications/${id}`),
    enabled: Boolean(id),
    retry: retryUnlessRefused,
  });
}

export const createApplication = (draft: CreditApplicationDraft) =>
  api.post<CreditApplication>('/api/credit/applications', draft);
export const saveApplication = (id: string, draft: CreditApplicationDraft) =>
  api.put<CreditApplication>(`/api/credit/applications/${id}`, draft);
export const submitApplication = (id: string) => api.post<CreditApplication>(`/api/credit/applications/${id}/submit`);
export const deleteApplication = (id: string) => api.delete<void>(`/api/credit/applications/${id}`);

/** Uploads a credit document (JPG, PNG or PDF up to 20 MB) and adds it to the application. */
export async function addDocument(applicationId: string, docType: CreditDocumentType, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const uploaded = await api.upload<UploadedFile>('/api/files?purpose=credit-document', form);
  return api.post<CreditApplication>(`/api/credit/applications/${applicationId}/documents`, {
    docType,
    fileId: uploaded.id,
  });
}

export const removeDocument = (applicationId: string, documentId: string) =>
  api.delete<CreditApplication>(`/api/credit/applications/${applicationId}/documents/${documentId}`);

/** Puts a changed application into the cache and marks the lists stale. */
export function useApplicationCache() {
  const queryClient = useQueryClient();
  return (application: CreditApplication) => {
    queryClient.setQueryData(creditKeys.application(application.id), application);
    void queryClient.invalidateQueries({ queryKey: creditKeys.overview() });
    void queryClient.invalidateQueries({ queryKey: creditKeys.applications() });
  };
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
}
