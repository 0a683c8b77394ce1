/** Cache keys of ratings: an order's rating flow, public reviews, and the suppliers' and administrators' lists. */
export const ratingKeys = {
  all: ['ratings'] as const,
  order: (orderId: string) => [...ratingKeys.all, 'order', orderId] as const,
  product: (productId: string) => [...ratingKeys.all, 'product', productId] as const,
  supplier: (sellerId: string) => [...ratingKeys.all, 'supplier', sellerId] as const,
  managed: (side: 'seller' | 'admin', search: string) => [...ratingKeys.all, side, search] as const,
};
