import { describe, expect, it } from 'vitest';
import { emailCategoryOf, sendsSms } from './notices';

describe('which notifications are urgent enough for an SMS', () => {
  it.each([
    ['deliveryStep', { step: 'outForDelivery' }, true],
    ['deliveryStep', { step: 'arrived' }, true],
    ['deliveryStep', { step: 'initiated' }, false],
    ['paymentFailed', { reference: 'PY-1' }, true],
    ['creditApproved', { kind: 'company credit limit', amount: 'RM 1.00' }, true],
    ['creditRejected', { note: '' }, true],
    ['creditLimitSet', { amount: 'RM 1.00' }, true],
    ['orderReceived', {}, true],
    ['creditTierApproved', {}, false],
    ['orderAccepted', {}, false],
    ['ratingReceived', {}, false],
  ])('%s %j: %s', (type, params, urgent) => {
    expect(sendsSms(type, params)).toBe(urgent);
  });

  it('e-mails every urgent notice too, in its category', () => {
    expect(emailCategoryOf('creditApproved', {})).toBe('credit');
    expect(emailCategoryOf('paymentFailed', {})).toBe('payments');
    expect(emailCategoryOf('deliveryStep', { step: 'outForDelivery' })).toBe('deliveries');
  });
});
