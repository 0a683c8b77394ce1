/**
 * Roles, permission areas and levels (spec §6), the default level every role gets per
 * area, and the one checker used by the API services and the web guard.
 */

export const ROLES = ['Adm', 'SellAdm', 'SellUsr', 'BuyAdm', 'BuyUsr'] as const;
export type Role = (typeof ROLES)[number];

export const BUYER_AREAS = [
  'buyOrder',
  'buyInv',
  'buyPay',
  'buyEnq',
  'buyBid',
  'buyCl',
  'buyConf',
  'buyDoa',
  'buyCtos',
] as const;
export const SELLER_AREAS = ['sellConf', 'sellPro', 'sellOrder', 'sellInv', 'sellEnq', 'sellBid'] as const;
export const ADMIN_AREAS = [
  'admInv',
  'admAd',
  'admNews',
  'admPay',
  'admChat',
  'admPro',
  'admOrder',
  'admEnq',
  'admBid',
  'admCl',
  'admConf',
  'admBranch',
  'admReport',
  'admConfFee',
] as const;
export const AREAS = [...BUYER_AREAS, ...SELLER_AREAS, ...ADMIN_AREAS] as const;
export type BuyerArea = (typeof BUYER_AREAS)[number];
export type SellerArea = (typeof SELLER_AREAS)[number];
export type AdminArea = (typeof ADMIN_AREAS)[number];
export type Area = (typeof AREAS)[number];

/**
 * Levels in increasing order of what they grant. "NoPermission" means nothing was
 * granted for the area: pages of the area still open (only Block gives /403), but every
 * action that needs Read or more is refused.
 */
export const LEVELS = ['Block', 'NoPermission', 'Read', 'Write', 'Allow'] as const;
export type Level = (typeof LEVELS)[number];

export type Permissions = Partial<Record<Area, Level>>;

export type RoleKind = 'admin' | 'seller' | 'buyer';

/** The kind of company an account belongs to: the platform's own (administrators), a seller or a buyer. */
export type CompanyKind = 'platform' | 'seller' | 'buyer';

/** Which side of the marketplace a role belongs to. */
export function roleKind(role: Role): RoleKind {
  if (role === 'Adm') return 'admin';
  if (role === 'SellAdm' || role === 'SellUsr') return 'seller';
  return 'buyer';
}

/** The areas a role can hold levels for: its own side's areas only. */
export function areasOf(role: Role): readonly Area[] {
  const kind = roleKind(role);
  if (kind === 'admin') return ADMIN_AREAS;
  if (kind === 'seller') return SELLER_AREAS;
  return BUYER_AREAS;
}

function allAt(areas: readonly Area[], level: Level): Permissions {
  return Object.fromEntries(areas.map((area) => [area, level])) as Permissions;
}

/**
 * Default level per role and area, given to a new user of that role (the README shows
 * this table). Company administrators get everything on their side; company users can
 * work orders, enquiries and deliveries but cannot manage users, buy credit reports or
 * apply for credit.
 */
export const DEFAULT_PERMISSIONS: Record<Role, Permissions> = {
  Adm: allAt(ADMIN_AREAS, 'Allow'),
  SellAdm: allAt(SELLER_AREAS, 'Allow'),
  SellUsr: {
    sellConf: 'Block',
    sellPro: 'Write',
    sellOrder: 'Write',
    sellInv: 'Read',
    sellEnq: 'Write',
    sellBid: 'Write',
  },
  BuyAdm: allAt(BUYER_AREAS, 'Allow'),
  BuyUsr: {
    buyOrder: 'Write',
    buyInv: 'Read',
    buyPay: 'Read',
    buyEnq: 'Write',
    buyBid: 'Read',
    buyCl: 'Read',
    buyConf: 'Block',
    buyDoa: 'Write',
    buyCtos: 'Block',
  },
};

/** The level a user holds for an area: areas never granted count as NoPermission. */
export function levelOf(permissions: Permissions, area: Area): Level {
  return permissions[area] ?? 'NoPermission';
}

/** True when `actual` grants at least what `required` asks for. */
export function meetsLevel(actual: Level, required: Level): boolean {
  return LEVELS.indexOf(actual) >= LEVELS.indexOf(required);
}

/** True when the user's level for the area grants at least `required`. */
export function hasPermission(permissions: Permissions, area: Area, required: Level): boolean {
  return meetsLevel(levelOf(permissions, area), required);
}

/** The permission rules of spec §6 that combine areas, named so every caller uses the same one. */
export const permissionRules = {
  acknowledgeDeliveryOrder: (p: Permissions) =>
    hasPermission(p, 'buyDoa', 'Write') && levelOf(p, 'buyOrder') !== 'Block',
  manageBid: (p: Permissions) => hasPermission(p, 'buyBid', 'Write'),
  checkout: (p: Permissions) => hasPermission(p, 'buyOrder', 'Write'),
  /** paying invoices (/invoice/payment): buyPay Write, and for staff the make-payment toggle (checked by the API) */
  payInvoices: (p: Permissions) => hasPermission(p, 'buyPay', 'Write'),
  editBuyerUsers: (p: Permissions) => hasPermission(p, 'buyConf', 'Write'),
  editSellerUsers: (p: Permissions) => hasPermission(p, 'sellConf', 'Write'),
  editAdminUsers: (p: Permissions) => hasPermission(p, 'admConf', 'Write'),
  setCreditLimit: (p: Permissions) => hasPermission(p, 'admCl', 'Write'),
  viewTracking: (role: Role, p: Permissions) => {
    const kind = roleKind(role);
    if (kind === 'buyer') return levelOf(p, 'buyOrder') !== 'Block';
    if (kind === 'admin') return levelOf(p, 'admOrder') !== 'Block';
    return true;
  },
  viewCreditReports: (role: Role, p: Permissions) => {
    const kind = roleKind(role);
    if (kind === 'buyer') return hasPermission(p, 'buyCtos', 'Write');
    if (kind === 'admin') return levelOf(p, 'admReport') !== 'Block';
    return true;
  },
} as const;

/** Keeps only the areas that belong to the role, filling the rest from the role's defaults. */
export function normalisePermissions(role: Role, stored: Permissions | null | undefined): Permissions {
  const defaults = DEFAULT_PERMISSIONS[role];
  const result: Permissions = {};
  for (const area of areasOf(role)) {
    const level = stored?.[area] ?? defaults[area];
    if (level) result[area] = level;
  }
  return result;
}
