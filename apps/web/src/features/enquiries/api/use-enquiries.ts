/** GET /api/enquiries, /api/seller/enquiries, /api/admin/enquiries: a page of enquiries by filter. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EnquiryListItem, EnquiryStatus } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { API_BASE, type EnquirySide } from '../lib/enquiry-access';
import { enquiryKeys } from './keys';

export const ENQUIRY_PAGE_SIZE = 20;

export interface EnquiryFilter {
  status?: EnquiryStatus;
  sellerId?: string;
  buyerId?: string;
  companyProjectId?: string;
  q?: string;
  page: number;
}

export function useEnquiries(side: EnquirySide, filter: EnquiryFilter) {
  const search = queryString({ ...filter, pageSize: ENQUIRY_PAGE_SIZE });
  return useQuery({
    queryKey: enquiryKeys.list(side, search),
    queryFn: () => api.get<Page<EnquiryListItem>>(`${API_BASE[side]}?${search}`),
    placeholderData: keepPreviousData,
  });
}
