/**
 * Cache keys of delivery orders, shared by the tracking page, the seller's DO screens and the
 * driver app: every one starts with `all`, so any change refreshes them all.
 */
export const deliveryOrderKeys = {
  all: ['delivery-orders'] as const,
  lists: () => [...deliveryOrderKeys.all, 'list'] as const,
  ofOrder: (orderId: string) => [...deliveryOrderKeys.all, 'order', orderId] as const,
  /** the signed-in driver's own DOs */
  driver: () => [...deliveryOrderKeys.all, 'driver'] as const,
  one: (id: string | undefined) => [...deliveryOrderKeys.all, 'one', id] as const,
};

export const sellerDriverKeys = { all: ['seller-drivers'] as const };
