/**
 * Orders an administrator makes for a buyer: the buyer companies to choose from, the shop's products
 * and variations, the draft checkout itself (POST/PUT /api/admin/checkouts) and the drafts list.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCheckoutInput, Checkout, Product, ProductCard } from '@binamart/shared';
import { checkoutKeys } from '@/features/checkout/api/keys';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { queryString } from '@/lib/list-params';
import { adminCheckoutKeys } from './keys';

/** GET /api/products?q=: published products to add (nothing until two letters are typed). */
export function useProductSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: adminCheckoutKeys.productSearch(text),
    queryFn: () => api.get<Page<ProductCard>>(`/api/products?${queryString({ q: text, pageSize: 10 })}`),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/products/:id: the product with its variations (fetched when an administrator picks it). */
export function fetchProduct(id: string) {
  return api.get<Product>(`/api/products/${id}`);
}

/** GET /api/checkouts/:id */
export function useCheckout(id: string) {
  return useQuery({ queryKey: adminCheckoutKeys.one(id), queryFn: () => api.get<Checkout>(`/api/checkouts/${id}`) });
}

/** GET /api/checkouts?status=draft: the drafts administrators made for buyers. */
export function useDrafts() {
  return useQuery({
    queryKey: adminCheckoutKeys.drafts(),
    queryFn: () => api.get<Checkout[]>('/api/checkouts?status=draft'),
  });
}

export function useCheckoutActions() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: adminCheckoutKeys.all });
    // the checkout form keeps its own copy of the draft (never refetched while open)
    await queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
  };
  return {
    /** POST /api/admin/checkouts: a new draft for a buyer. */
    async create(input: AdminCheckoutInput) {
      const created = await api.post<Checkout>('/api/admin/checkouts', input);
      await refresh();
      return created;
    },
    /** PUT /api/admin/checkouts/:id: the draft's buyer, lines and PO replaced. */
    async update(id: string, input: AdminCheckoutInput) {
      const updated = await api.put<Checkout>(`/api/admin/checkouts/${id}`, input);
      queryClient.setQueryData(adminCheckoutKeys.one(id), updated);
      await refresh();
      return updated;
    },
    /** DELETE /api/checkouts/:id */
    async remove(id: string) {
      await api.delete(`/api/checkouts/${id}`);
      await refresh();
    },
  };
}

export interface UploadedFile {
  id: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
}

/** The purchase order's accepted types and size (spec: JPG, PNG or PDF up to 2 MB). */
export const PO_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
export const PO_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** POST /api/files?purpose=purchase-order */
export function uploadPurchaseOrder(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<UploadedFile>('/api/files?purpose=purchase-order', form);
}
