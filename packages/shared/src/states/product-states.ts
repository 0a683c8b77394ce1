/**
 * Product states (spec §4) and the only moves between them. The API refuses any other
 * move; the screens ask the same table which actions to offer.
 */
export const PRODUCT_STATUSES = [
  'pending',
  'published',
  'unpublished',
  'forBidding',
  'forEnquiry',
  'rejected',
  'removed',
] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export type ProductAction =
  'publish' | 'reject' | 'remove' | 'edit' | 'offerForBidding' | 'offerForEnquiry' | 'unpublish' | 'republish';

/**
 * from → action → to. A seller takes its own published product out of the shop for a while
 * (unpublish) and puts it back unchanged (republish) without a new review; an edit of an unpublished
 * product goes to review like any other.
 */
export const PRODUCT_TRANSITIONS: Record<ProductStatus, Partial<Record<ProductAction, ProductStatus>>> = {
  pending: { publish: 'published', reject: 'rejected', remove: 'removed', edit: 'pending' },
  published: {
    remove: 'removed',
    edit: 'pending',
    offerForBidding: 'forBidding',
    offerForEnquiry: 'forEnquiry',
    unpublish: 'unpublished',
  },
  unpublished: { republish: 'published', edit: 'pending', remove: 'removed' },
  forBidding: { publish: 'published', remove: 'removed', edit: 'pending' },
  forEnquiry: { publish: 'published', remove: 'removed', edit: 'pending' },
  rejected: { edit: 'pending', remove: 'removed' },
  removed: {},
};

/** The state after `action`, or null when the table does not allow it. */
export function nextProductStatus(from: ProductStatus, action: ProductAction): ProductStatus | null {
  return PRODUCT_TRANSITIONS[from][action] ?? null;
}

/** Actions the table allows from a state (for the buttons a screen shows). */
export function productActions(from: ProductStatus): ProductAction[] {
  return Object.keys(PRODUCT_TRANSITIONS[from]) as ProductAction[];
}
