import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  canMovePayment,
  nextOrderStatus,
  orderActions,
} from './order-states';

const ACTIONS: OrderAction[] = ['pay', 'holdForApproval', 'approve', 'accept', 'reject', 'cancel', 'ship', 'complete'];

describe('order transitions (spec §4)', () => {
  // every move the table allows; any pair not listed must be refused
  const allowed: [OrderStatus, OrderAction, OrderStatus][] = [
    ['new', 'pay', 'submitted'],
    ['new', 'holdForApproval', 'pending'],
    ['new', 'cancel', 'cancelled'],
    ['submitted', 'accept', 'confirmed'],
    ['submitted', 'reject', 'rejected'],
    ['submitted', 'cancel', 'cancelled'],
    ['pending', 'approve', 'submitted'],
    ['pending', 'reject', 'rejected'],
    ['pending', 'cancel', 'cancelled'],
    ['confirmed', 'ship', 'ongoing'],
    ['confirmed', 'cancel', 'cancelled'],
    ['ongoing', 'complete', 'completed'],
  ];

  it.each(allowed)('%s --%s--> %s', (from, action, to) => {
    expect(nextOrderStatus(from, action)).toBe(to);
  });

  it('refuses every other move', () => {
    const listed = new Set(allowed.map(([from, action]) => `${from}:${action}`));
    for (const from of ORDER_STATUSES) {
      for (const action of ACTIONS) {
        if (!listed.has(`${from}:${action}`)) expect(nextOrderStatus(from, action), `${from}:${action}`).toBeNull();
      }
    }
  });

  it('has a row for every state and only real states as targets', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const moves of Object.values(ORDER_TRANSITIONS)) {
      for (const to of Object.values(moves)) expect(ORDER_STATUSES).toContain(to);
    }
  });

  it.each([
    ['new', ['pay', 'holdForApproval', 'cancel']],
    ['submitted', ['accept', 'reject', 'cancel']],
    ['pending', ['approve', 'reject', 'cancel']],
    ['confirmed', ['ship', 'cancel']],
    ['ongoing', ['complete']],
    ['completed', []],
    ['rejected', []],
    ['cancelled', []],
  ] as const)('from %s: %j', (from, actions) => {
    expect(orderActions(from)).toEqual(actions);
  });

  it('lets a buyer cancel until delivery starts, never after', () => {
    const cancellable = ORDER_STATUSES.filter((s) => nextOrderStatus(s, 'cancel') !== null);
    expect(cancellable).toEqual(['new', 'submitted', 'pending', 'confirmed']);
  });
});

describe('payment transitions', () => {
  const allowed: [PaymentStatus, PaymentStatus][] = [
    ['pending', 'paid'],
    ['pending', 'failed'],
    ['pending', 'pendingAuthorisation'],
    ['pendingAuthorisation', 'paid'],
    ['pendingAuthorisation', 'failed'],
    ['slipPending', 'paid'],
    ['slipPending', 'failed'],
  ];

  it.each(allowed)('%s → %s', (from, to) => {
    expect(canMovePayment(from, to)).toBe(true);
  });

  it('refuses every other move, so a late or replayed answer cannot change a final payment', () => {
    const listed = new Set(allowed.map(([from, to]) => `${from}:${to}`));
    for (const from of PAYMENT_STATUSES) {
      for (const to of PAYMENT_STATUSES) {
        if (!listed.has(`${from}:${to}`)) expect(canMovePayment(from, to), `${from}:${to}`).toBe(false);
      }
    }
    for (const final of ['paid', 'failed', 'credit'] as const) {
      expect(PAYMENT_STATUSES.some((to) => canMovePayment(final, to))).toBe(false);
    }
  });
});
