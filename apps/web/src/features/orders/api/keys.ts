/**
 * Cache keys of orders and payments. Every key of a kind starts with its `all`, so one
 * invalidation reaches the lists and the single ones; other features refresh orders through these.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (search: string) => [...orderKeys.lists(), search] as const,
  one: (id: string | undefined) => [...orderKeys.all, id] as const,
};

/** The administrators' view of every company's orders. */
export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (search: string) => [...adminOrderKeys.lists(), search] as const,
  one: (id: string) => [...adminOrderKeys.all, id] as const,
};

export const paymentKeys = {
  all: ['payments'] as const,
  list: (search: string) => [...paymentKeys.all, 'list', search] as const,
  one: (id: string) => [...paymentKeys.all, id] as const,
  receipt: (id: string) => [...paymentKeys.all, id, 'receipt'] as const,
  banks: () => [...paymentKeys.all, 'banks'] as const,
};
