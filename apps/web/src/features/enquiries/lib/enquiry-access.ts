/**
 * Who may do what with enquiries (spec §6), as the screens decide which buttons to offer: the
 * side's area at Write and, for buyers and suppliers, the user's toggle. The API checks every
 * call again; this only keeps buttons away from those who would be refused.
 */
import { type AuthRecord, hasPermission, permissionRules, roleKind } from '@binamart/shared';
import { holdsCapability } from '@/lib/user-access';

type User = Pick<AuthRecord, 'role' | 'permissions' | 'toggles'> | null;

/** The three places an enquiry is read from. */
export type EnquirySide = 'buyer' | 'seller' | 'admin';

/** A buyer who may send enquiries, write on them and accept quotations: buyEnq Write and "make enquiries". */
export const canMakeEnquiries = (user: User): boolean =>
  user !== null &&
  roleKind(user.role) === 'buyer' &&
  hasPermission(user.permissions, 'buyEnq', 'Write') &&
  holdsCapability(user, 'makeEnquiries');

/** A supplier's user who may answer: sellEnq Write and "respond to enquiries". */
export const canRespondEnquiries = (user: User): boolean =>
  user !== null &&
  roleKind(user.role) === 'seller' &&
  hasPermission(user.permissions, 'sellEnq', 'Write') &&
  holdsCapability(user, 'respondEnquiries');

/** An administrator who may write on, close and reassign enquiries: admEnq Write. */
export const canManageEnquiries = (user: User): boolean =>
  user !== null && roleKind(user.role) === 'admin' && hasPermission(user.permissions, 'admEnq', 'Write');

/** A buyer who may put an accepted quotation's items in the cart: buyOrder Write. */
export const canCartQuotation = (user: User): boolean =>
  user !== null && roleKind(user.role) === 'buyer' && permissionRules.checkout(user.permissions);

/** Whether the user may write on an enquiry from their side. */
export const canWriteOn = (side: EnquirySide, user: User): boolean =>
  side === 'buyer' ? canMakeEnquiries(user) : side === 'seller' ? canRespondEnquiries(user) : canManageEnquiries(user);

/** Where each side reads an enquiry in the API, and in the app. */
export const API_BASE: Record<EnquirySide, string> = {
  buyer: '/api/enquiries',
  seller: '/api/seller/enquiries',
  admin: '/api/admin/enquiries',
};
export const PAGE_BASE: Record<EnquirySide, string> = {
  buyer: '/enquiry',
  seller: '/seller/enquiry',
  admin: '/admin/enquiry',
};
