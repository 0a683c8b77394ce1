import { describe, expect, it } from 'vitest';
import { type GuardUser, decideAccess, homeOf, safeRedirect } from './access-guard';
import { DEFAULT_PERMISSIONS, type Permissions, type Role } from './permissions';

const as = (role: Role, overrides: Permissions = {}): GuardUser => ({
  role,
  permissions: { ...DEFAULT_PERMISSIONS[role], ...overrides },
});
const go = (path: string, user: GuardUser | null, search = '') => decideAccess(path, user, search);
const allow = { action: 'allow' };
const forbidden = { action: 'forbidden' };
const to = (path: string) => ({ action: 'redirect', to: path });

describe('access guard (spec §2)', () => {
  it('sends an anonymous user from a login page to /login with the path to come back to', () => {
    expect(go('/profile', null)).toEqual(to('/login?redirect=%2Fprofile'));
    expect(go('/order/abc', null, '?tab=items')).toEqual(to('/login?redirect=%2Forder%2Fabc%3Ftab%3Ditems'));
    expect(go('/admin/users', null)).toEqual(to('/login?redirect=%2Fadmin%2Fusers'));
    expect(go('/seller', null)).toEqual(to('/login?redirect=%2Fseller'));
    expect(go('/delivery/123', null)).toEqual(to('/login?redirect=%2Fdelivery%2F123'));
  });

  it('lets anyone open public pages', () => {
    for (const path of [
      '/',
      '/about',
      '/tnc',
      '/tnc/seller',
      '/potc',
      '/privacy',
      '/help',
      '/contact',
      '/login',
      '/403',
      '/shop',
      '/store/abc',
    ]) {
      expect(go(path, null)).toEqual(allow);
    }
  });

  it('sends every path containing .asp to /', () => {
    expect(go('/default.asp', null)).toEqual(to('/'));
    expect(go('/Shop/Item.ASPX', as('BuyAdm'))).toEqual(to('/'));
  });

  it('sends a signed-in admin from / to /admin and a seller to /seller; buyers stay', () => {
    expect(go('/', as('Adm'))).toEqual(to('/admin'));
    expect(go('/', as('SellAdm'))).toEqual(to('/seller'));
    expect(go('/', as('SellUsr'))).toEqual(to('/seller'));
    expect(go('/', as('BuyAdm'))).toEqual(allow);
    expect(go('/', as('BuyUsr'))).toEqual(allow);
  });

  it('sends a signed-in user opening /login to /', () => {
    for (const role of ['Adm', 'SellAdm', 'BuyUsr'] as const) expect(go('/login', as(role))).toEqual(to('/'));
  });

  it('keeps /admin for Adm and /seller for seller roles', () => {
    const matrix: [Role, string, object][] = [
      ['Adm', '/admin', allow],
      ['SellAdm', '/admin', forbidden],
      ['BuyAdm', '/admin/users', forbidden],
      ['SellAdm', '/seller/products', allow],
      ['SellUsr', '/seller', allow],
      ['Adm', '/seller', forbidden],
      ['BuyUsr', '/seller/order', forbidden],
    ];
    for (const [role, path, expected] of matrix) expect(go(path, as(role)), `${role} ${path}`).toEqual(expected);
  });

  it('lets any signed-in role open common pages', () => {
    for (const role of ['Adm', 'SellAdm', 'SellUsr', 'BuyAdm', 'BuyUsr'] as const) {
      expect(go('/hub', as(role))).toEqual(allow);
      expect(go('/statementofaccounts', as(role))).toEqual(allow);
      expect(go('/delivery/42', as(role))).toEqual(allow);
    }
  });

  it('opens a quotation to the buyer, the supplier and administrators unless their enquiries area is blocked', () => {
    for (const role of ['Adm', 'SellAdm', 'SellUsr', 'BuyAdm', 'BuyUsr'] as const) {
      expect(go('/quotation/42', as(role)), role).toEqual(allow);
    }
    expect(go('/quotation/42', as('BuyUsr', { buyEnq: 'Block' }))).toEqual(forbidden);
    expect(go('/quotation/42', as('SellUsr', { sellEnq: 'Block' }))).toEqual(forbidden);
    expect(go('/quotation/42', as('Adm', { admEnq: 'Block' }))).toEqual(forbidden);
    expect(go('/quotation/42', null)).toEqual(to('/login?redirect=%2Fquotation%2F42'));
  });

  it('keeps the driver app for seller users', () => {
    const matrix: [Role, string, object][] = [
      ['SellUsr', '/driver', allow],
      ['SellAdm', '/driver', allow],
      ['SellUsr', '/driver/do/abc', allow],
      ['BuyAdm', '/driver', forbidden],
      ['BuyUsr', '/driver/do/abc', forbidden],
      ['Adm', '/driver', forbidden],
      ['Adm', '/driver/do/abc', forbidden],
    ];
    for (const [role, path, expected] of matrix) expect(go(path, as(role)), `${role} ${path}`).toEqual(expected);
    expect(go('/driver/do/abc', null)).toEqual(to('/login?redirect=%2Fdriver%2Fdo%2Fabc'));
  });

  it('keeps other guarded pages for buyers', () => {
    expect(go('/order', as('BuyUsr'))).toEqual(allow);
    expect(go('/order', as('SellAdm'))).toEqual(forbidden);
    expect(go('/cart', as('Adm'))).toEqual(forbidden);
  });

  it('keeps the credit pages for buyers with buyCl, applying for those with buyCl Write', () => {
    for (const path of [
      '/cl',
      '/cl/projects',
      '/buyer/cllist',
      '/clApplication',
      '/clApplication/x',
      '/tclApplication/x',
    ]) {
      expect(go(path, as('BuyUsr'))).toEqual(allow);
      expect(go(path, as('BuyAdm', { buyCl: 'Block' }))).toEqual(forbidden);
      expect(go(path, as('SellAdm'))).toEqual(forbidden);
      expect(go(path, null)).toEqual(to(`/login?redirect=${encodeURIComponent(path)}`));
    }
    expect(go('/cl/apply', as('BuyUsr', { buyCl: 'Read' }))).toEqual(forbidden);
    expect(go('/cl/apply/x', as('BuyAdm'))).toEqual(allow);
  });

  it('gives /403 for a Block permission on the page', () => {
    expect(go('/order', as('BuyAdm', { buyOrder: 'Block' }))).toEqual(forbidden);
    expect(go('/users', as('BuyUsr'))).toEqual(forbidden); // BuyUsr default buyConf Block
    expect(go('/users', as('BuyAdm'))).toEqual(allow);
    expect(go('/seller/users', as('SellUsr'))).toEqual(forbidden); // SellUsr default sellConf Block
    expect(go('/admin/messages', as('Adm', { admChat: 'Block' }))).toEqual(forbidden);
    expect(go('/admin/messages', as('Adm'))).toEqual(allow);
  });

  it('applies the combined rules of spec §6 to their pages', () => {
    // acknowledging a DO needs buyDoa Write and buyOrder not Block
    expect(go('/acknowledge/1', as('BuyUsr'))).toEqual(allow);
    expect(go('/acknowledge/1', as('BuyUsr', { buyDoa: 'Read' }))).toEqual(forbidden);
    expect(go('/acknowledge/1', as('BuyUsr', { buyOrder: 'Block' }))).toEqual(forbidden);
    // creating a bid needs buyBid other than Block or Read
    expect(go('/bidding/create', as('BuyUsr'))).toEqual(forbidden);
    expect(go('/bidding/create', as('BuyUsr', { buyBid: 'Write' }))).toEqual(allow);
    expect(go('/bidding', as('BuyUsr'))).toEqual(allow);
    // tracking blocked for buyers with buyOrder Block and admins with admOrder Block
    expect(go('/delivery/9', as('BuyAdm', { buyOrder: 'Block' }))).toEqual(forbidden);
    expect(go('/delivery/9', as('Adm', { admOrder: 'Block' }))).toEqual(forbidden);
    // credit reports blocked for buyers without buyCtos Write and admins with admReport Block
    expect(go('/creditreport', as('BuyUsr'))).toEqual(forbidden);
    expect(go('/creditreport', as('BuyAdm'))).toEqual(allow);
    expect(go('/creditreport', as('Adm', { admReport: 'Block' }))).toEqual(forbidden);
    // setting a credit limit needs admCl Write; user create needs the conf area's Write
    expect(go('/admin/cl/set', as('Adm', { admCl: 'Read' }))).toEqual(forbidden);
    expect(go('/admin/cl/set', as('Adm'))).toEqual(allow);
    // a new insurance proposal needs admCl Write; the list and a proposal's page need it not Block
    expect(go('/admin/lonpac/form', as('Adm', { admCl: 'Read' }))).toEqual(forbidden);
    expect(go('/admin/lonpac/form/1', as('Adm', { admCl: 'Read' }))).toEqual(allow);
    expect(go('/admin/lonpac', as('Adm', { admCl: 'Block' }))).toEqual(forbidden);
    expect(go('/users/create', as('BuyAdm', { buyConf: 'Read' }))).toEqual(forbidden);
    expect(go('/seller/users/create', as('SellAdm'))).toEqual(allow);
    // checkout needs buyOrder Write
    expect(go('/checkout', as('BuyUsr', { buyOrder: 'Read' }))).toEqual(forbidden);
  });

  it('matches paths case-insensitively and ignores a trailing slash', () => {
    expect(go('/Profile/', null)).toEqual(to('/login?redirect=%2FProfile%2F'));
    expect(go('/ADMIN', as('BuyAdm'))).toEqual(forbidden);
  });
});

describe('safeRedirect', () => {
  it('follows only paths on this site', () => {
    expect(safeRedirect('/order/1?x=2')).toBe('/order/1?x=2');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});

describe('homeOf', () => {
  it('lands each user where their day’s work is', () => {
    expect(homeOf('Adm')).toBe('/admin');
    expect(homeOf('SellAdm')).toBe('/seller');
    expect(homeOf('SellUsr', ['updateOrderStatus'])).toBe('/seller');
    expect(homeOf('BuyUsr')).toBe('/');
    // a seller's user whose job is driving opens the driver app; the company administrator keeps the seller centre
    expect(homeOf('SellUsr', ['driver'])).toBe('/driver');
    expect(homeOf('SellAdm', ['driver'])).toBe('/seller');
  });
});

describe('paying invoices', () => {
  it('needs buyPay Write, as the API does', () => {
    // a buyer user holds buyPay Read by default: the invoices, not the payment page
    expect(decideAccess('/invoice', as('BuyUsr')).action).toBe('allow');
    expect(decideAccess('/invoice/payment', as('BuyUsr')).action).not.toBe('allow');
    expect(decideAccess('/invoice/payment', as('BuyUsr', { buyPay: 'Write' })).action).toBe('allow');
    expect(decideAccess('/invoice/payment', as('BuyAdm')).action).toBe('allow');
  });
});
