/** POST /api/seller/products (a new product, for review) or PUT /api/seller/products/{id}; the seller's products are fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProductInput, Product, UpdateProductInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { sellerProductKeys } from './keys';

export type ProductSave = { id: null; input: CreateProductInput } | { id: string; input: UpdateProductInput };

export function useSaveSellerProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ProductSave) =>
      save.id === null
        ? api.post<Product>('/api/seller/products', save.input)
        : api.put<Product>(`/api/seller/products/${save.id}`, save.input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerProductKeys.all }),
  });
}
