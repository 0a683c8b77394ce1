/**
 * The page access guard of spec §2 as one pure decision, used by the web router and
 * tested as a matrix. The API enforces the same permissions on every call; this guard is
 * what decides where the browser goes.
 */
import {
  type AdminArea,
  type BuyerArea,
  type Level,
  type Permissions,
  type Role,
  type SellerArea,
  levelOf,
  meetsLevel,
  permissionRules,
  roleKind,
} from './permissions';

export interface GuardUser {
  role: Role;
  permissions: Permissions;
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string } | { action: 'forbidden' };

type PageCheck = (role: Role, permissions: Permissions) => boolean;

interface PageAccess {
  /** who may open the page once signed in */
  audience: 'buyer' | 'seller' | 'admin' | 'common';
  /** extra permission check; false gives /403 */
  check?: PageCheck;
}

const notBlocked =
  (area: BuyerArea | SellerArea | AdminArea, min?: Level): PageCheck =>
  (_role, permissions) => {
    const level = levelOf(permissions, area);
    return min ? meetsLevel(level, min) : level !== 'Block';
  };

/** The enquiries area of the user's side is not Block (buyEnq, sellEnq or admEnq). */
const enquiriesOpen: PageCheck = (role, permissions) => {
  const kind = roleKind(role);
  return levelOf(permissions, kind === 'admin' ? 'admEnq' : kind === 'seller' ? 'sellEnq' : 'buyEnq') !== 'Block';
};

/** Signed-in pages outside /admin and /seller, as path patterns (":" marks a parameter). */
const SIGNED_IN_PAGES: ReadonlyArray<[pattern: string, access: PageAccess]> = [
  // common pages: any signed-in role
  ['/hub', { audience: 'common' }],
  ['/statementofaccounts', { audience: 'common' }],
  ['/delivery/:id', { audience: 'common', check: permissionRules.viewTracking }],
  ['/creditreport', { audience: 'common', check: permissionRules.viewCreditReports }],
  ['/creditreport/disclaimer', { audience: 'common', check: permissionRules.viewCreditReports }],
  ['/buylite', { audience: 'common', check: permissionRules.viewCreditReports }],
  ['/buyccm', { audience: 'common', check: permissionRules.viewCreditReports }],
  ['/payment/:id', { audience: 'common', check: permissionRules.viewCreditReports }],
  ['/ccm/:id', { audience: 'common', check: permissionRules.viewCreditReports }],
  ['/lite/:id', { audience: 'common', check: permissionRules.viewCreditReports }],
  // buyer pages
  ['/checkout', { audience: 'buyer', check: (_r, p) => permissionRules.checkout(p) }],
  ['/notifications', { audience: 'buyer' }],
  // chat with suppliers and customer service (what each conversation shows is the API's to say)
  ['/chat', { audience: 'buyer' }],
  ['/chat/:id', { audience: 'buyer' }],
  ['/cart', { audience: 'buyer', check: notBlocked('buyOrder') }],
  // where the payment gateway sends the payer back: the result of one payment attempt
  ['/payment/status/:id', { audience: 'buyer', check: notBlocked('buyOrder') }],
  ['/profile', { audience: 'buyer' }],
  ['/favourites', { audience: 'buyer', check: notBlocked('buyBid') }],
  ['/cl', { audience: 'buyer', check: notBlocked('buyCl') }],
  ['/cl/projects', { audience: 'buyer', check: notBlocked('buyCl') }],
  ['/cl/projectcl/:id', { audience: 'buyer', check: notBlocked('buyCl') }],
  ['/cl/apply', { audience: 'buyer', check: notBlocked('buyCl', 'Write') }],
  ['/cl/apply/:id', { audience: 'buyer', check: notBlocked('buyCl', 'Write') }],
  ['/cl/tnc', { audience: 'buyer', check: notBlocked('buyCl') }],
  ['/buyer/cllist', { audience: 'buyer', check: notBlocked('buyCl') }],
  // the spec's name for the same list of the company's credit applications
  ['/clApplication', { audience: 'buyer', check: notBlocked('buyCl') }],
  // read-only views of one application (public-layout routes in the spec; they need sign-in here)
  ['/clApplication/:id', { audience: 'buyer', check: notBlocked('buyCl') }],
  ['/tclApplication/:id', { audience: 'buyer', check: notBlocked('buyCl') }],
  ['/order', { audience: 'buyer', check: notBlocked('buyOrder') }],
  ['/order/:id', { audience: 'buyer', check: notBlocked('buyOrder') }],
  ['/order/:id/rate', { audience: 'buyer', check: notBlocked('buyOrder') }],
  ['/info/:id', { audience: 'buyer', check: notBlocked('buyOrder') }],
  ['/invoice', { audience: 'buyer', check: notBlocked('buyInv') }],
  ['/invoice/payment', { audience: 'buyer', check: (_r, p) => permissionRules.payInvoices(p) }],
  ['/acknowledge/:id', { audience: 'buyer', check: (_r, p) => permissionRules.acknowledgeDeliveryOrder(p) }],
  ['/enquiry', { audience: 'buyer', check: notBlocked('buyEnq') }],
  ['/bidding', { audience: 'buyer', check: notBlocked('buyBid') }],
  ['/bidding/create', { audience: 'buyer', check: (_r, p) => permissionRules.manageBid(p) }],
  ['/bidding/edit/:id', { audience: 'buyer', check: (_r, p) => permissionRules.manageBid(p) }],
  ['/bidding/details/:id', { audience: 'buyer', check: notBlocked('buyBid') }],
  ['/users', { audience: 'buyer', check: notBlocked('buyConf') }],
  ['/users/create', { audience: 'buyer', check: (_r, p) => permissionRules.editBuyerUsers(p) }],
  ['/users/details/:id', { audience: 'buyer', check: notBlocked('buyConf') }],
  ['/payment', { audience: 'buyer', check: notBlocked('buyPay') }],
  ['/receipt/:id', { audience: 'buyer', check: notBlocked('buyPay') }],
  // a quotation's own page: the buyer company, the supplier and administrators (their enquiries area)
  ['/quotation/:id', { audience: 'common', check: enquiriesOpen }],
  // the driver app: seller users; whether the user is a driver (toggle) is the API's to say
  ['/driver', { audience: 'seller' }],
  ['/driver/do/:id', { audience: 'seller' }],
];

/** Area of each first segment under /admin; segments not listed need only the Adm role. */
const ADMIN_SECTION_AREA: Record<string, AdminArea> = {
  or: 'admInv',
  in: 'admInv',
  dn: 'admInv',
  cn: 'admInv',
  invoice: 'admInv',
  invoicecn: 'admInv',
  invoicedn: 'admInv',
  invoicein: 'admInv',
  invoicepdf: 'admInv',
  apinvoice: 'admInv',
  statementofaccounts: 'admInv',
  payment: 'admPay',
  paymentor: 'admPay',
  ads: 'admAd',
  posts: 'admNews',
  chats: 'admChat',
  messages: 'admChat',
  saleschannel: 'admReport',
  report: 'admReport',
  dashboard: 'admReport',
  products: 'admPro',
  categories: 'admPro',
  reviews: 'admPro',
  order: 'admOrder',
  enquiry: 'admEnq',
  saleenquiry: 'admEnq',
  bidding: 'admBid',
  cl: 'admCl',
  lonpac: 'admCl',
  users: 'admConf',
  registrations: 'admConf',
  outbox: 'admConf',
  jobs: 'admConf',
  branch: 'admBranch',
  feeconfiguration: 'admConfFee',
  voucher: 'admConfFee',
};

/** Area of each first segment under /seller. */
const SELLER_SECTION_AREA: Record<string, SellerArea> = {
  hub: 'sellPro',
  branches: 'sellPro',
  products: 'sellPro',
  reviews: 'sellPro',
  dashboard: 'sellOrder',
  report: 'sellOrder',
  order: 'sellOrder',
  apinvoice: 'sellInv',
  enquiry: 'sellEnq',
  bidding: 'sellBid',
  users: 'sellConf',
};

/** Pages under /admin or /seller that need Write, not just "not Block". */
const WRITE_PAGES: Record<string, BuyerArea | SellerArea | AdminArea> = {
  '/admin/cl/set': 'admCl',
  '/admin/lonpac/form': 'admCl',
  '/admin/users/create': 'admConf',
  '/seller/users/create': 'sellConf',
};

function segments(path: string): string[] {
  return path.toLowerCase().split('/').filter(Boolean);
}

function matches(pattern: string, pathSegments: string[]): boolean {
  const patternSegments = segments(pattern);
  if (patternSegments.length !== pathSegments.length) return false;
  return patternSegments.every((seg, i) => seg.startsWith(':') || seg === pathSegments[i]);
}

/** Access rule for a path, or null when the page is public (or unknown). */
export function pageAccess(pathname: string): PageAccess | null {
  const segs = segments(pathname);
  const [first, second] = segs;
  const writeArea = WRITE_PAGES[`/${segs.join('/')}`];
  if (first === 'admin') {
    const area = writeArea ?? (second ? ADMIN_SECTION_AREA[second] : undefined);
    return { audience: 'admin', ...(area && { check: notBlocked(area, writeArea && 'Write') }) };
  }
  if (first === 'seller') {
    const area = writeArea ?? (second ? SELLER_SECTION_AREA[second] : undefined);
    return { audience: 'seller', ...(area && { check: notBlocked(area, writeArea && 'Write') }) };
  }
  const found = SIGNED_IN_PAGES.find(([pattern]) => matches(pattern, segs));
  return found ? found[1] : null;
}

/**
 * Where a signed-in user lands: the admin centre, the seller centre or the main site; a seller's
 * user whose job is driving (the driver toggle) lands on the driver app.
 */
export function homeOf(role: Role, toggles: readonly string[] = []): string {
  const kind = roleKind(role);
  if (kind === 'admin') return '/admin';
  if (role === 'SellUsr' && toggles.includes('driver')) return '/driver';
  if (kind === 'seller') return '/seller';
  return '/';
}

/**
 * Decides what happens when `user` (null when anonymous) opens `pathname`
 * (`search` is kept in the redirect back after signing in).
 */
export function decideAccess(pathname: string, user: GuardUser | null, search = ''): GuardDecision {
  if (pathname.toLowerCase().includes('.asp')) return { action: 'redirect', to: '/' };
  const path = pathname.replace(/\/+$/, '') || '/';

  if (user && path === '/' && roleKind(user.role) !== 'buyer') {
    return { action: 'redirect', to: homeOf(user.role) };
  }
  if (user && path.toLowerCase() === '/login') return { action: 'redirect', to: '/' };

  const access = pageAccess(path);
  if (!access) return { action: 'allow' };
  if (!user) {
    return { action: 'redirect', to: `/login?redirect=${encodeURIComponent(pathname + search)}` };
  }
  if (access.audience !== 'common' && access.audience !== roleKind(user.role)) {
    return { action: 'forbidden' };
  }
  if (access.check && !access.check(user.role, user.permissions)) return { action: 'forbidden' };
  return { action: 'allow' };
}

/** A redirect target taken from a query string is followed only when it stays on this site. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return '/';
  return target;
}
