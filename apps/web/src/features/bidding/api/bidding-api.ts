/**
 * The eBidding calls: the buyer's projects (/api/bidding/projects…), the suppliers' (/api/seller/
 * bidding/projects…) and the administrators' (/api/admin/bidding/projects…). Every key starts with
 * `all`, so a change anywhere refreshes every list and detail shown.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import {
  type BiddingFigures,
  type BiddingProject,
  type BiddingProjectInput,
  type BidInput,
  type BuyerProjectDetail,
  type ProjectStatus,
  type ReactivateInput,
  type SellerProjectDetail,
  type SellerProjectItem,
  nextProjectDeadline,
} from '@binamart/shared';
import { cartKeys } from '@/features/cart/index';
import { api } from '@/lib/api';
import { type StreamEvent, useEventStream } from '@/lib/event-stream';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';

export const PROJECT_PAGE_SIZE = 20;

export const biddingKeys = {
  all: ['bidding'] as const,
  list: (who: 'buyer' | 'seller' | 'admin', search: string) => [...biddingKeys.all, who, 'list', search] as const,
  detail: (who: 'buyer' | 'seller' | 'admin', id: string) => [...biddingKeys.all, who, 'detail', id] as const,
};

export interface ProjectFilter {
  status?: ProjectStatus;
  q?: string;
  page: number;
}

export function useBuyerProjects(filter: ProjectFilter, enabled = true) {
  const search = queryString({ ...filter, pageSize: PROJECT_PAGE_SIZE });
  return useQuery({
    queryKey: biddingKeys.list('buyer', search),
    queryFn: () => api.get<Page<BiddingProject>>(`/api/bidding/projects?${search}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const DETAIL_BASE = {
  buyer: '/api/bidding/projects',
  seller: '/api/seller/bidding/projects',
  admin: '/api/admin/bidding/projects',
} as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The project's next deadline (ms since the epoch) when it is within a day; else null. */
function nextDeadline(project: BiddingProject | undefined): number | null {
  const next = project ? nextProjectDeadline(project, new Date()) : null;
  return next !== null && next - Date.now() < DAY_MS ? next : null;
}

/**
 * Keeps a project page live: GET …/{id}/stream replaces the cached project after every change (a
 * bid, the buyer's choices, an award, bidding opening or ending), and the page reads the project
 * again at its next deadline, so the clock's changes show at their second.
 */
function useLiveProject(who: 'buyer' | 'seller' | 'admin', id: string, project: BiddingProject | undefined) {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: StreamEvent) => {
      if (event.event !== 'project') return;
      try {
        queryClient.setQueryData(biddingKeys.detail(who, id), JSON.parse(event.data));
      } catch {
        // a garbled frame: the next one carries the whole project again
      }
    },
    [who, id, queryClient],
  );
  useEventStream(id ? `${DETAIL_BASE[who]}/${id}/stream` : null, onEvent);
  const next = nextDeadline(project);
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: biddingKeys.detail(who, id) }),
      next - Date.now() + 1000,
    );
    return () => clearTimeout(timer);
  }, [next, who, id, queryClient]);
}

/** The buyer's project; `live` follows it as it changes (the project page, not the edit form). */
export function useBuyerProject(id: string, live = false) {
  const query = useQuery({
    queryKey: biddingKeys.detail('buyer', id),
    queryFn: () => api.get<BuyerProjectDetail>(`${DETAIL_BASE.buyer}/${id}`),
  });
  useLiveProject('buyer', live ? id : '', query.data);
  return query;
}

/** Saves the project form: a new project (POST) or the whole form again (PUT). */
export function useSaveProject(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BiddingProjectInput) =>
      id
        ? api.put<BiddingProject>(`/api/bidding/projects/${id}`, input)
        : api.post<BiddingProject>('/api/bidding/projects', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: biddingKeys.all }),
  });
}

export type BuyerAction =
  | { action: 'approve' }
  | { action: 'close' }
  | { action: 'reactivate'; input: ReactivateInput }
  | { action: 'shortlist'; bidIds: string[] }
  | { action: 'finalists'; bidIds: string[] }
  | { action: 'cycle-two'; endsAt: string }
  | { action: 'award'; bidId: string }
  | { action: 'cart' }
  | { action: 'bq-approve' };

/** The buyer's moves on a project: approve, close, reactivate, and the selection of bids. */
export function useProjectAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BuyerAction) => {
      const url = `/api/bidding/projects/${id}/${request.action}`;
      switch (request.action) {
        case 'approve':
        case 'close':
          return api.post<BuyerProjectDetail>(url);
        case 'reactivate':
          return api.post<BuyerProjectDetail>(url, request.input);
        case 'shortlist':
        case 'finalists':
          return api.post<BuyerProjectDetail>(url, { bidIds: request.bidIds });
        case 'cycle-two':
          return api.post<BuyerProjectDetail>(url, { endsAt: request.endsAt });
        case 'award':
          return api.post<BuyerProjectDetail>(url, { bidId: request.bidId });
        case 'cart':
          return api.post<BuyerProjectDetail>(url);
        case 'bq-approve':
          return api.post<BuyerProjectDetail>(`/api/bidding/projects/${id}/bq/approve`);
      }
    },
    onSuccess: async (_data, request) => {
      await queryClient.invalidateQueries({ queryKey: biddingKeys.all });
      // the awarded items are in the cart now: the header's count and the cart page refresh
      if (request.action === 'cart') await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

export interface SellerFilter extends ProjectFilter {
  scope: 'open' | 'mine';
  categoryId?: string;
  state?: string;
  closingWithinHours?: number;
}

export function useSellerProjects(filter: SellerFilter) {
  const search = queryString({ ...filter, pageSize: PROJECT_PAGE_SIZE });
  return useQuery({
    queryKey: biddingKeys.list('seller', search),
    queryFn: () => api.get<Page<SellerProjectItem>>(`/api/seller/bidding/projects?${search}`),
    placeholderData: keepPreviousData,
  });
}

export function useSellerProject(id: string) {
  const query = useQuery({
    queryKey: biddingKeys.detail('seller', id),
    queryFn: () => api.get<SellerProjectDetail>(`${DETAIL_BASE.seller}/${id}`),
  });
  useLiveProject('seller', id, query.data);
  return query;
}

/** Places the supplier's bid (POST) or revises it in the second cycle (PUT). */
export function useSubmitBid(id: string, revise: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BidInput) =>
      revise
        ? api.put<SellerProjectDetail>(`/api/seller/bidding/projects/${id}/bids`, input)
        : api.post<SellerProjectDetail>(`/api/seller/bidding/projects/${id}/bids`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: biddingKeys.all }),
  });
}

export function useAdminProjects(filter: ProjectFilter, enabled = true) {
  const search = queryString({ ...filter, pageSize: PROJECT_PAGE_SIZE });
  return useQuery({
    queryKey: biddingKeys.list('admin', search),
    queryFn: () => api.get<Page<BiddingProject>>(`/api/admin/bidding/projects?${search}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAdminProject(id: string) {
  const query = useQuery({
    queryKey: biddingKeys.detail('admin', id),
    queryFn: () => api.get<BuyerProjectDetail>(`${DETAIL_BASE.admin}/${id}`),
  });
  useLiveProject('admin', id, query.data);
  return query;
}

/** GET /api/admin/bidding/figures: projects by state now, and the last 30 days' bids and awards. */
export function useBiddingFigures(enabled: boolean) {
  return useQuery({
    queryKey: [...biddingKeys.all, 'admin', 'figures'] as const,
    queryFn: () => api.get<BiddingFigures>('/api/admin/bidding/figures?days=30'),
    enabled,
  });
}

export function useRevokeProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<BuyerProjectDetail>(`/api/admin/bidding/projects/${id}/revoke`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: biddingKeys.all }),
  });
}
