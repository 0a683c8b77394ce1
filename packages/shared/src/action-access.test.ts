import { describe, expect, it } from 'vitest';
import { ACTION_NEEDS, refusalOf } from './action-access';
import { DEFAULT_PERMISSIONS, LEVELS, permissionRules } from './permissions';

describe('what an action needs (spec §6)', () => {
  it('agrees with the named permission rules at every level', () => {
    for (const level of LEVELS) {
      const buyer = { role: 'BuyUsr' as const, toggles: undefined };
      const pay = { ...buyer, permissions: { buyPay: level } };
      expect(refusalOf(pay, ACTION_NEEDS.payInvoices) === null, `buyPay ${level}`).toBe(
        permissionRules.payInvoices(pay.permissions),
      );
      const order = { ...buyer, permissions: { buyOrder: level } };
      expect(refusalOf(order, ACTION_NEEDS.checkout) === null, `buyOrder ${level}`).toBe(
        permissionRules.checkout(order.permissions),
      );
      const bid = { ...buyer, permissions: { buyBid: level } };
      expect(refusalOf(bid, ACTION_NEEDS.manageBidding) === null, `buyBid ${level}`).toBe(
        permissionRules.manageBid(bid.permissions),
      );
    }
  });

  it('names what is missing: the level, the toggle or both', () => {
    const buyerUser = { role: 'BuyUsr' as const, permissions: DEFAULT_PERMISSIONS.BuyUsr };
    // a buyer user reads payments by default: paying needs Write
    expect(refusalOf({ ...buyerUser, toggles: ['makePayment'] }, ACTION_NEEDS.payInvoices)).toEqual({
      kind: 'missing',
      area: 'buyPay',
      level: 'Write',
      toggle: null,
    });
    expect(refusalOf({ ...buyerUser, toggles: [] }, ACTION_NEEDS.payInvoices)).toEqual({
      kind: 'missing',
      area: 'buyPay',
      level: 'Write',
      toggle: 'makePayment',
    });
    expect(refusalOf({ ...buyerUser, toggles: [] }, ACTION_NEEDS.checkout)).toEqual({
      kind: 'missing',
      area: null,
      level: null,
      toggle: 'checkout',
    });
    expect(refusalOf({ ...buyerUser, toggles: ['checkout'] }, ACTION_NEEDS.checkout)).toBeNull();
    // a session from before toggles were sent: the API decides on the toggle
    expect(refusalOf(buyerUser, ACTION_NEEDS.checkout)).toBeNull();
  });

  it('has nothing to ask for when signed out or on another side', () => {
    expect(refusalOf(null, ACTION_NEEDS.checkout)).toEqual({ kind: 'signedOut' });
    const seller = { role: 'SellAdm' as const, permissions: DEFAULT_PERMISSIONS.SellAdm, toggles: [] };
    expect(refusalOf(seller, ACTION_NEEDS.payInvoices)).toEqual({ kind: 'otherSide' });
    expect(refusalOf(seller, { area: { buyer: 'buyOrder' } })).toEqual({ kind: 'otherSide' });
    expect(refusalOf(seller, { area: { buyer: 'buyOrder', seller: 'sellOrder' }, level: 'Write' })).toBeNull();
  });

  it('lets company administrators take their side’s actions by default', () => {
    const admin = { role: 'Adm' as const, permissions: DEFAULT_PERMISSIONS.Adm, toggles: [] };
    expect(refusalOf(admin, ACTION_NEEDS.setCreditLimit)).toBeNull();
    expect(refusalOf({ ...admin, permissions: { admCl: 'Read' } }, ACTION_NEEDS.setCreditLimit)).toEqual({
      kind: 'missing',
      area: 'admCl',
      level: 'Write',
      toggle: null,
    });
  });
});
