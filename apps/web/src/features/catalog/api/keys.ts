/** Cache keys of products: the public product page, the sellers' and the administrators' lists. */
export { productKeys } from '@/lib/keys';

export const sellerProductKeys = {
  all: ['seller-products'] as const,
  list: (search: string) => [...sellerProductKeys.all, 'list', search] as const,
  one: (id: string | undefined) => [...sellerProductKeys.all, id] as const,
};

export const adminProductKeys = {
  all: ['admin-products'] as const,
  list: (search: string) => [...adminProductKeys.all, 'list', search] as const,
  one: (id: string) => [...adminProductKeys.all, id] as const,
};
