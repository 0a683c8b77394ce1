/** GET /api/admin/sales-enquiries: one page of the enquiries, newest first, filtered and searched. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SalesEnquiryListItem, SalesEnquiryStatus, SalesEnquiryType } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { salesEnquiryKeys } from './keys';

export const SALES_ENQUIRY_PAGE_SIZE = 20;

export interface SalesEnquiryFilter {
  type?: SalesEnquiryType;
  status?: SalesEnquiryStatus;
  q?: string;
  page: number;
}

export function useAdminSalesEnquiries(filter: SalesEnquiryFilter) {
  const search = queryString({ ...filter, pageSize: SALES_ENQUIRY_PAGE_SIZE });
  return useQuery({
    queryKey: salesEnquiryKeys.adminList(search),
    queryFn: () => api.get<Page<SalesEnquiryListItem>>(`/api/admin/sales-enquiries?${search}`),
    placeholderData: keepPreviousData,
  });
}
