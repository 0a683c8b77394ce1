import { describe, expect, it } from 'vitest';
import {
  INSURANCE_BUYER_STATUSES,
  INSURANCE_STATUSES,
  type InsuranceAction,
  insuranceAllows,
  nextInsuranceStatus,
} from './insurance-states';

describe('insurance proposal states', () => {
  it.each([
    ['draft', 'edit', 'draft'],
    ['draft', 'remove', 'draft'],
    ['draft', 'submit', 'submitted'],
    ['submitted', 'accept', 'accepted'],
    ['submitted', 'refer', 'referred'],
    ['submitted', 'decline', 'declined'],
    ['submitted', 'return', 'draft'],
    ['referred', 'accept', 'accepted'],
    ['referred', 'decline', 'declined'],
    ['referred', 'withdraw', 'withdrawn'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(nextInsuranceStatus(from, action)).toBe(to);
  });

  it.each([
    ['draft', 'accept'],
    ['draft', 'withdraw'],
    ['submitted', 'edit'],
    ['submitted', 'submit'],
    ['submitted', 'remove'],
    ['submitted', 'withdraw'],
    ['referred', 'refer'],
    ['referred', 'edit'],
    ['referred', 'return'],
    ['accepted', 'withdraw'],
    ['declined', 'submit'],
    ['withdrawn', 'submit'],
  ] as const)('refuses %s --%s-->', (from, action) => {
    expect(nextInsuranceStatus(from, action)).toBeNull();
  });

  it('lets nothing move a settled proposal', () => {
    for (const status of ['accepted', 'declined', 'withdrawn'] as const) {
      for (const action of ['edit', 'remove', 'submit', 'accept', 'refer', 'decline', 'return', 'withdraw'] as const)
        expect(insuranceAllows(status, action)).toBe(false);
    }
  });

  it('edits only drafts, and withdraws only what the underwriters are still settling', () => {
    const allowing = (action: InsuranceAction) => INSURANCE_STATUSES.filter((s) => insuranceAllows(s, action));
    expect(allowing('edit')).toEqual(['draft']);
    expect(allowing('submit')).toEqual(['draft']);
    expect(allowing('withdraw')).toEqual(['referred']);
    expect(allowing('accept')).toEqual(['submitted', 'referred']);
  });

  it('shows the buyer its policies and the proposals in progress, not drafts or refusals', () => {
    expect([...INSURANCE_BUYER_STATUSES].sort()).toEqual(['accepted', 'referred', 'submitted']);
  });
});
