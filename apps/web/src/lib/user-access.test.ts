import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS } from '@binamart/shared';
import { assignableRoles, canManageUsers, defaultLevelsFor, togglesOf } from './user-access';

describe('user management access (spec §6)', () => {
  it('lets only Write or more on the side’s conf area, with the manage users toggle, manage users', () => {
    const manager = { toggles: ['manageUsers' as const] };
    expect(canManageUsers({ role: 'BuyAdm', permissions: DEFAULT_PERMISSIONS.BuyAdm, ...manager })).toBe(true);
    expect(canManageUsers({ role: 'BuyUsr', permissions: DEFAULT_PERMISSIONS.BuyUsr, ...manager })).toBe(false);
    expect(canManageUsers({ role: 'BuyUsr', permissions: { buyConf: 'Read' }, ...manager })).toBe(false);
    expect(canManageUsers({ role: 'SellUsr', permissions: { sellConf: 'Write' }, ...manager })).toBe(true);
    expect(canManageUsers({ role: 'SellUsr', permissions: { sellConf: 'Write' }, toggles: [] })).toBe(false);
    expect(canManageUsers({ role: 'Adm', permissions: { admConf: 'Read' }, ...manager })).toBe(false);
    expect(canManageUsers(null)).toBe(false);
  });

  it('offers only the roles and toggles of the manager’s own side', () => {
    expect(assignableRoles('BuyAdm')).toEqual(['BuyAdm', 'BuyUsr']);
    expect(assignableRoles('SellUsr')).toEqual(['SellAdm', 'SellUsr']);
    expect(assignableRoles('Adm')).toEqual(['Adm']);
    expect(togglesOf('BuyUsr')).toContain('bqUpload');
    expect(togglesOf('SellAdm')).toContain('productUpload');
    expect(togglesOf('Adm')).toEqual([
      'reports',
      'manageUsers',
      'clCreditControl',
      'clBusinessDirector',
      'clManagingDirector',
    ]);
  });

  it('starts a new user from the role defaults, never above the manager’s own levels', () => {
    expect(defaultLevelsFor('BuyUsr', DEFAULT_PERMISSIONS.BuyAdm)).toEqual(DEFAULT_PERMISSIONS.BuyUsr);
    const manager = { ...DEFAULT_PERMISSIONS.BuyAdm, buyOrder: 'Read', buyCl: 'Block' } as const;
    const levels = defaultLevelsFor('BuyAdm', manager);
    expect(levels.buyOrder).toBe('Read');
    expect(levels.buyCl).toBe('Block');
    expect(levels.buyInv).toBe('Allow');
  });
});
