import { describe, expect, it } from 'vitest';
import { APP_EXIT_PATHS, collapsesHistory, leavesAppOnBack } from './standalone-back';

describe('the back button of the installed app', () => {
  it.each(APP_EXIT_PATHS)('leaves the app on %s', (path) => {
    expect(leavesAppOnBack(path)).toBe(true);
  });

  it.each([
    ['/ORDER', true],
    ['/seller/Products/', true],
    ['/admin/profile/', true],
    ['//', true],
    ['/order/2b3c', false],
    ['/orders', false],
    ['/shop', false],
    ['/product/9f1e', false],
    ['/seller/order/77', false],
    ['/seller/dashboard', false],
    ['/admin/users', false],
    ['/enquiry/12', false],
    ['/driver', false],
    ['/cart', false],
  ])('%s: leaves the app %s', (path, leaves) => {
    expect(leavesAppOnBack(path)).toBe(leaves);
  });

  const at = (overrides: Partial<Parameters<typeof collapsesHistory>[0]>) =>
    collapsesHistory({ standalone: true, phone: true, pathname: '/order', index: 3, ...overrides });

  it('collapses the history under an exit page reached in the installed app on a phone', () => {
    expect(at({})).toBe(true);
    expect(at({ pathname: '/seller' })).toBe(true);
  });

  it('leaves the history alone anywhere else', () => {
    expect(at({ standalone: false })).toBe(false);
    expect(at({ phone: false })).toBe(false);
    expect(at({ pathname: '/shop' })).toBe(false);
    // already the first page of the window: back leaves as it is
    expect(at({ index: 0 })).toBe(false);
  });
});
