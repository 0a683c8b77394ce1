/**
 * What the main actions need of the signed-in user (spec §6): the side of the marketplace, the
 * least level in a permission area and the per-user toggle, exactly as the API's `authorize()`
 * checks them. The screens ask `refusalOf` before they offer an action, so a user who may not
 * take it learns why (and whom to ask) before filling a form, not from a 403 after it.
 */
import {
  type Area,
  type Level,
  type Permissions,
  type Role,
  type RoleKind,
  hasPermission,
  roleKind,
} from './permissions';
import type { Toggle } from './toggles';

/** The same shape as the API's access rule, without the owner (which only the API knows). */
export interface ActionNeed {
  /** the sides of the marketplace the action belongs to (any side when absent) */
  side?: RoleKind | readonly RoleKind[];
  /** the permission area; a map picks the area of the user's side */
  area?: Area | Partial<Record<RoleKind, Area>>;
  /** the least level needed in `area` (Read when absent, as in the API) */
  level?: Level;
  /** the per-user toggle needed besides the level; a map picks the toggle of the user's side */
  toggle?: Toggle | Partial<Record<RoleKind, Toggle>>;
}

/** The signed-in user as far as access goes; `toggles` are the ones held (absent: not sent, the API decides). */
export interface AccessHolder {
  role: Role;
  permissions: Permissions;
  toggles?: readonly Toggle[];
}

/**
 * Why a user may not take an action: not signed in, or the action is not for the user's side
 * (nothing to ask for: the screen hides it), or what the company administrator could give.
 */
export type Refusal =
  | { kind: 'signedOut' }
  | { kind: 'otherSide' }
  | { kind: 'missing'; area: Area | null; level: Level | null; toggle: Toggle | null };

/** The main actions of each side and what they need, the same rules as the API's use cases. */
export const ACTION_NEEDS = {
  /** paying invoices (/invoice, /invoice/payment) */
  payInvoices: { side: 'buyer', area: 'buyPay', level: 'Write', toggle: 'makePayment' },
  /** starting and placing a checkout (cart, buy again) */
  checkout: { side: 'buyer', area: 'buyOrder', level: 'Write', toggle: 'checkout' },
  /** paying an order again after a failed or abandoned payment */
  payOrder: { side: 'buyer', area: 'buyOrder', level: 'Write', toggle: 'makePayment' },
  /** applying for a credit limit or a top-up, and editing the application */
  applyCredit: { side: 'buyer', area: 'buyCl', level: 'Write' },
  /** asking a supplier for a price */
  makeEnquiry: { side: 'buyer', area: 'buyEnq', level: 'Write', toggle: 'makeEnquiries' },
  /** posting, editing and closing bidding projects, shortlisting and awarding */
  manageBidding: { side: 'buyer', area: 'buyBid', level: 'Write', toggle: 'bid' },
  /** a seller accepting or rejecting an order, and making its delivery orders */
  handleOrder: { side: 'seller', area: 'sellOrder', level: 'Write', toggle: 'updateOrderStatus' },
  /** a seller adding and editing products */
  editProduct: { side: 'seller', area: 'sellPro', level: 'Write', toggle: 'productUpload' },
  /** a seller bidding on a project */
  placeBid: { side: 'seller', area: 'sellBid', level: 'Write', toggle: 'bid' },
  /** an administrator setting a company's credit limit or its status */
  setCreditLimit: { side: 'admin', area: 'admCl', level: 'Write' },
  /** an administrator approving, rejecting or cancelling orders */
  manageOrders: { side: 'admin', area: 'admOrder', level: 'Write' },
} as const satisfies Record<string, ActionNeed>;

export type ActionName = keyof typeof ACTION_NEEDS;

const pick = <T>(value: T | Partial<Record<RoleKind, T>> | undefined, kind: RoleKind): T | undefined =>
  typeof value === 'string' ? value : (value as Partial<Record<RoleKind, T>> | undefined)?.[kind];

/** Null when the user may take the action; else why not (see Refusal). */
export function refusalOf(user: AccessHolder | null, need: ActionNeed): Refusal | null {
  if (!user) return { kind: 'signedOut' };
  const kind = roleKind(user.role);
  const { side } = need;
  if (side !== undefined && !(typeof side === 'string' ? side === kind : side.includes(kind))) {
    return { kind: 'otherSide' };
  }
  const area = pick(need.area, kind);
  // an area map that does not name the user's side refuses it, as the API does
  if (need.area !== undefined && !area) return { kind: 'otherSide' };
  const level = need.level ?? 'Read';
  const lacksLevel = area !== undefined && !hasPermission(user.permissions, area, level);
  const toggle = pick(need.toggle, kind);
  // a session kept from before toggles were sent says nothing of them: the API decides
  const lacksToggle = toggle !== undefined && user.toggles !== undefined && !user.toggles.includes(toggle);
  if (!lacksLevel && !lacksToggle) return null;
  return {
    kind: 'missing',
    area: lacksLevel ? area! : null,
    level: lacksLevel ? level : null,
    toggle: lacksToggle ? toggle! : null,
  };
}
