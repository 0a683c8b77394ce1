import { describe, expect, it } from 'vitest';
import { EXTENSION_DAYS, EXTENSION_WINDOW_DAYS, canExtendInvoice, extensionInterestSen } from './billing';

describe('extensionInterestSen', () => {
  it.each([
    [100_000, 1_000],
    [45_678, 457],
    [45_649, 456],
    [45_650, 457],
    [49, 0],
    [50, 1],
    [0, 0],
  ])('1%% of %i sen is %i sen (rounded half up)', (outstanding, interest) => {
    expect(extensionInterestSen(outstanding)).toBe(interest);
  });

  it('bills one month for the 30-day extension', () => {
    expect(EXTENSION_DAYS).toBe(30);
    expect(extensionInterestSen(123_456_789)).toBe(1_234_568);
  });
});

describe('canExtendInvoice', () => {
  const owing = { kind: 'credit', status: 'pending', dueDate: '2026-11-21', extended: false, outstandingSen: 10_000 };

  it.each([
    ['2026-10-21', false], // 31 days before the due date
    ['2026-10-22', true], // 30 days before
    ['2026-11-21', true], // on the due date
    ['2026-12-21', true], // 30 days after
    ['2026-12-22', false], // 31 days after
  ])('due 2026-11-21, asked on %s: %s', (today, allowed) => {
    expect(canExtendInvoice(owing, today)).toBe(allowed);
  });

  it('counts the window across years and month ends', () => {
    expect(EXTENSION_WINDOW_DAYS).toBe(30);
    const dueNewYear = { ...owing, dueDate: '2027-01-15' };
    expect(canExtendInvoice(dueNewYear, '2026-12-16')).toBe(true);
    expect(canExtendInvoice(dueNewYear, '2026-12-15')).toBe(false);
    const dueFebruary = { ...owing, dueDate: '2026-02-28' };
    expect(canExtendInvoice(dueFebruary, '2026-03-30')).toBe(true);
    expect(canExtendInvoice(dueFebruary, '2026-03-31')).toBe(false);
  });

  it('allows an overdue (unpaid) invoice within the window', () => {
    expect(canExtendInvoice({ ...owing, status: 'unpaid' }, '2026-12-01')).toBe(true);
  });

  it('refuses a paid invoice, one already extended, one owing nothing, and a paid-at-checkout invoice', () => {
    expect(canExtendInvoice({ ...owing, status: 'paid' }, '2026-11-21')).toBe(false);
    expect(canExtendInvoice({ ...owing, extended: true }, '2026-11-21')).toBe(false);
    expect(canExtendInvoice({ ...owing, outstandingSen: 0 }, '2026-11-21')).toBe(false);
    expect(canExtendInvoice({ ...owing, outstandingSen: -100 }, '2026-11-21')).toBe(false);
    expect(canExtendInvoice({ ...owing, kind: 'paid' }, '2026-11-21')).toBe(false);
  });
});
