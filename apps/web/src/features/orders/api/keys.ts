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
  receipt: (id: string | undefined) => [...paymentKeys.all, id, 'receipt'] as const,
  banks: () => [...paymentKeys.all, 'banks'] as const,
};

/** Payments of every company, for administrators (slip review). */
export const adminPaymentKeys = {
  all: ['admin-payments'] as const,
  list: (search: string) => [...adminPaymentKeys.all, search] as const,
};

export const voucherKeys = { all: ['admin-vouchers'] as const };

export const feeKeys = { all: ['fee-configuration'] as const };

/** Drafts administrators make for buyers, and the products they pick from. */
export const adminCheckoutKeys = {
  all: ['admin-checkouts'] as const,
  one: (id: string) => [...adminCheckoutKeys.all, id] as const,
  drafts: () => [...adminCheckoutKeys.all, 'drafts'] as const,
  productSearch: (text: string) => ['admin-product-search', text] as const,
  productPick: (id: string | null) => ['admin-product-pick', id] as const,
};
