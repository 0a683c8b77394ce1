import { describe, expect, it } from 'vitest';
import {
  ADMIN_AREAS,
  AREAS,
  BUYER_AREAS,
  DEFAULT_PERMISSIONS,
  LEVELS,
  type Level,
  ROLES,
  SELLER_AREAS,
  hasPermission,
  meetsLevel,
  normalisePermissions,
  permissionRules,
} from './permissions';

describe('permission levels', () => {
  it('orders Block < No Permission < Read < Write < Allow', () => {
    const matrix: [Level, Level, boolean][] = [];
    for (const actual of LEVELS)
      for (const required of LEVELS)
        matrix.push([actual, required, LEVELS.indexOf(actual) >= LEVELS.indexOf(required)]);
    for (const [actual, required, expected] of matrix)
      expect(meetsLevel(actual, required), `${actual} ≥ ${required}`).toBe(expected);
    expect(meetsLevel('Allow', 'Write')).toBe(true);
    expect(meetsLevel('Read', 'Write')).toBe(false);
    expect(meetsLevel('NoPermission', 'Read')).toBe(false);
    expect(meetsLevel('Block', 'NoPermission')).toBe(false);
  });

  it('treats an area never granted as No Permission', () => {
    expect(hasPermission({}, 'buyOrder', 'Read')).toBe(false);
    expect(hasPermission({}, 'buyOrder', 'NoPermission')).toBe(true);
  });

  it('covers every area of spec §6', () => {
    expect(BUYER_AREAS).toHaveLength(9);
    expect(SELLER_AREAS).toHaveLength(6);
    expect(ADMIN_AREAS).toHaveLength(14);
    expect(new Set(AREAS).size).toBe(29);
  });
});

describe('default levels per role', () => {
  it('gives each role levels only on its own side', () => {
    expect(Object.keys(DEFAULT_PERMISSIONS.Adm).sort()).toEqual([...ADMIN_AREAS].sort());
    expect(Object.keys(DEFAULT_PERMISSIONS.SellUsr).sort()).toEqual([...SELLER_AREAS].sort());
    expect(Object.keys(DEFAULT_PERMISSIONS.BuyUsr).sort()).toEqual([...BUYER_AREAS].sort());
    for (const role of ROLES) expect(Object.keys(DEFAULT_PERMISSIONS[role]).length).toBeGreaterThan(0);
  });

  it('lets company users work but not manage users or buy credit reports', () => {
    expect(permissionRules.checkout(DEFAULT_PERMISSIONS.BuyUsr)).toBe(true);
    expect(permissionRules.acknowledgeDeliveryOrder(DEFAULT_PERMISSIONS.BuyUsr)).toBe(true);
    expect(permissionRules.editBuyerUsers(DEFAULT_PERMISSIONS.BuyUsr)).toBe(false);
    expect(permissionRules.viewCreditReports('BuyUsr', DEFAULT_PERMISSIONS.BuyUsr)).toBe(false);
    expect(permissionRules.editSellerUsers(DEFAULT_PERMISSIONS.SellUsr)).toBe(false);
    expect(permissionRules.editSellerUsers(DEFAULT_PERMISSIONS.SellAdm)).toBe(true);
    expect(permissionRules.setCreditLimit(DEFAULT_PERMISSIONS.Adm)).toBe(true);
  });

  it('drops levels stored for areas of another side and fills missing ones from the defaults', () => {
    expect(normalisePermissions('BuyUsr', { admCl: 'Allow', buyOrder: 'Block' })).toEqual({
      ...DEFAULT_PERMISSIONS.BuyUsr,
      buyOrder: 'Block',
    });
  });
});

describe('rules combining areas (spec §6)', () => {
  it('acknowledging a DO needs buyDoa Write and buyOrder not Block', () => {
    expect(permissionRules.acknowledgeDeliveryOrder({ buyDoa: 'Write', buyOrder: 'Read' })).toBe(true);
    expect(permissionRules.acknowledgeDeliveryOrder({ buyDoa: 'Write', buyOrder: 'Block' })).toBe(false);
    expect(permissionRules.acknowledgeDeliveryOrder({ buyDoa: 'Read', buyOrder: 'Allow' })).toBe(false);
  });

  it('creating or editing a bid needs buyBid other than Block or Read', () => {
    expect(permissionRules.manageBid({ buyBid: 'Block' })).toBe(false);
    expect(permissionRules.manageBid({ buyBid: 'Read' })).toBe(false);
    expect(permissionRules.manageBid({ buyBid: 'Write' })).toBe(true);
    expect(permissionRules.manageBid({ buyBid: 'Allow' })).toBe(true);
  });

  it('tracking is blocked for buyers with buyOrder Block and admins with admOrder Block', () => {
    expect(permissionRules.viewTracking('BuyAdm', { buyOrder: 'Block' })).toBe(false);
    expect(permissionRules.viewTracking('BuyAdm', { buyOrder: 'Read' })).toBe(true);
    expect(permissionRules.viewTracking('Adm', { admOrder: 'Block' })).toBe(false);
    expect(permissionRules.viewTracking('SellUsr', {})).toBe(true);
  });

  it('credit reports need buyCtos Write for buyers and admReport not Block for admins', () => {
    expect(permissionRules.viewCreditReports('BuyAdm', { buyCtos: 'Read' })).toBe(false);
    expect(permissionRules.viewCreditReports('BuyAdm', { buyCtos: 'Write' })).toBe(true);
    expect(permissionRules.viewCreditReports('Adm', { admReport: 'Read' })).toBe(true);
    expect(permissionRules.viewCreditReports('Adm', { admReport: 'Block' })).toBe(false);
  });
});
