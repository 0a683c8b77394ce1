/** GET /api/suppliers?q=: suppliers by name, for a list's "supplier" filter (the public directory). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SupplierDirectory } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import { enquiryKeys } from './keys';

export function useSupplierOptions(q: string) {
  return useQuery({
    queryKey: enquiryKeys.suppliers(q),
    queryFn: async () => {
      const page = await api.get<SupplierDirectory>(`/api/suppliers?${queryString({ q, pageSize: 20 })}`, {
        anonymous: true,
      });
      return page.items.map((s) => ({ id: s.id, name: s.name }));
    },
    placeholderData: keepPreviousData,
  });
}
