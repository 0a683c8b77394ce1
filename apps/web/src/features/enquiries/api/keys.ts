/**
 * Cache keys of enquiries and quotations. Every key starts with `all`, so a change anywhere (a
 * message, a quotation, an acceptance) refreshes every list, detail and quotation shown.
 */
import type { EnquirySide } from '../lib/enquiry-access';

export const enquiryKeys = {
  all: ['enquiries'] as const,
  lists: (side: EnquirySide) => [...enquiryKeys.all, side, 'list'] as const,
  list: (side: EnquirySide, search: string) => [...enquiryKeys.lists(side), search] as const,
  detail: (side: EnquirySide, id: string) => [...enquiryKeys.all, side, 'detail', id] as const,
  variations: (id: string) => [...enquiryKeys.all, 'seller', 'variations', id] as const,
  assignees: (id: string) => [...enquiryKeys.all, 'admin', 'assignees', id] as const,
  quotation: (id: string) => [...enquiryKeys.all, 'quotation', id] as const,
  suppliers: (q: string) => [...enquiryKeys.all, 'suppliers', q] as const,
};
