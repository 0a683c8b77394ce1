/**
 * Per-user toggles of spec §6 user management, on top of the per-area levels. Each
 * belongs to one side of the marketplace; a toggle left out is off.
 */
export const TOGGLES = [
  'makeEnquiries',
  'bid',
  'viewBid',
  'checkout',
  'acknowledgeDo',
  'bqUpload',
  'bqApprove',
  'reports',
  'manageUsers',
  'makePayment',
  'productSetPrice',
  'productApprove',
  'respondEnquiries',
  'updateOrderStatus',
  'productUpload',
  'clCreditControl',
  'clBusinessDirector',
  'clManagingDirector',
  'driver',
] as const;
export type Toggle = (typeof TOGGLES)[number];
export type UserToggles = Partial<Record<Toggle, boolean>>;

export const BUYER_TOGGLES: readonly Toggle[] = [
  'makeEnquiries',
  'bid',
  'viewBid',
  'checkout',
  'acknowledgeDo',
  'bqUpload',
  'bqApprove',
  'reports',
  'manageUsers',
  'makePayment',
];
export const SELLER_TOGGLES: readonly Toggle[] = [
  /** delivers the company's delivery orders with the driver app (/driver) */
  'driver',
  'productSetPrice',
  'productApprove',
  'respondEnquiries',
  'updateOrderStatus',
  'productUpload',
  'bid',
  'viewBid',
  'reports',
  'manageUsers',
];
/** Administrators' toggles, with the three credit-approval tiers (spec §6): each tier is held by named people. */
export const ADMIN_TOGGLES: readonly Toggle[] = [
  'reports',
  'manageUsers',
  'clCreditControl',
  'clBusinessDirector',
  'clManagingDirector',
];
