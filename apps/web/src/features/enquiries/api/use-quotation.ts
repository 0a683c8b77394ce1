/** GET /api/quotations/:id: one version of a quotation, for the buyer company, the supplier and administrators. */
import { useQuery } from '@tanstack/react-query';
import type { Quotation } from '@binamart/shared';
import { api } from '@/lib/api';
import { enquiryKeys } from './keys';

export function useQuotation(id: string | null) {
  return useQuery({
    queryKey: enquiryKeys.quotation(id ?? ''),
    queryFn: () => api.get<Quotation>(`/api/quotations/${id}`),
    enabled: id !== null,
  });
}

/** Where the quotation's PDF is downloaded from (with the session: see PdfButton). */
export const quotationPdfUrl = (id: string) => `/api/quotations/${id}/pdf`;
