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

/**
 * Toggles that name people rather than grant a capability: a credit-approval tier, the driver.
 * Nobody holds them by role; each is on only for the users it is given to.
 */
export const NAMED_TOGGLES: readonly Toggle[] = [
  'clCreditControl',
  'clBusinessDirector',
  'clManagingDirector',
  'driver',
];

/** The company administrators of each side: they hold every capability toggle of their side. */
const COMPANY_ADMINISTRATORS: readonly string[] = ['Adm', 'BuyAdm', 'SellAdm'];

/**
 * Whether a user holds a toggle (spec §6): a company administrator holds every capability toggle
 * of the side (a company's staff get theirs from it, in user management); a staff member only
 * those turned on; a named toggle (credit tier, driver) only whoever it is given to.
 */
export function holdsToggle(role: string, toggles: UserToggles, toggle: Toggle): boolean {
  if (toggles[toggle]) return true;
  return COMPANY_ADMINISTRATORS.includes(role) && !NAMED_TOGGLES.includes(toggle);
}

/** The toggles of a side of the marketplace. */
export const togglesOfSide = (side: 'buyer' | 'seller' | 'admin'): readonly Toggle[] =>
  side === 'admin' ? ADMIN_TOGGLES : side === 'seller' ? SELLER_TOGGLES : BUYER_TOGGLES;
