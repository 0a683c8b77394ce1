import { describe, expect, it } from 'vitest';
import { SUPPORT_STATUSES, nextSupportStatus, supportAllows } from './chat-states';

describe('the customer-service queue', () => {
  it.each([
    ['new', 'assign', 'assigned'],
    ['new', 'answer', 'waiting'],
    ['new', 'customerWrites', 'new'],
    ['assigned', 'answer', 'waiting'],
    ['waiting', 'customerWrites', 'assigned'],
    ['waiting', 'assign', 'waiting'],
    ['closed', 'customerWrites', 'new'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(nextSupportStatus(from, action)).toBe(to);
  });

  it('lets nothing but the customer move a closed conversation, and closes every open one', () => {
    expect(supportAllows('closed', 'answer')).toBe(false);
    expect(supportAllows('closed', 'assign')).toBe(false);
    expect(supportAllows('closed', 'close')).toBe(false);
    for (const status of SUPPORT_STATUSES.filter((s) => s !== 'closed'))
      expect(nextSupportStatus(status, 'close')).toBe('closed');
  });
});
