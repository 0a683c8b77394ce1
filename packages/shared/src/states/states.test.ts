import { describe, expect, it } from 'vitest';
import {
  CREDIT_APPLICATION_STATUSES,
  type CreditApplicationAction,
  creditApplicationActions,
  nextCreditApplicationStatus,
} from './credit-application-states';
import { DISPUTE_STATUSES, disputeActions, nextDisputeStatus } from './delivery-states';
import { invoiceStatusOf, invoiceStatusesTaking, nextInvoiceStatus } from './invoice-states';

describe('credit application states', () => {
  it.each([
    ['draft', 'submit', 'submitted'],
    ['draft', 'edit', 'draft'],
    ['draft', 'discard', 'draft'],
    ['submitted', 'passTier', 'submitted'],
    ['submitted', 'approve', 'approved'],
    ['submitted', 'reject', 'rejected'],
    ['submitted', 'requestDocuments', 'documentsRequested'],
    ['documentsRequested', 'edit', 'documentsRequested'],
    ['documentsRequested', 'submit', 'submitted'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(nextCreditApplicationStatus(from, action)).toBe(to);
  });

  it.each([
    ['draft', 'approve'],
    ['draft', 'comment'],
    ['submitted', 'edit'],
    ['submitted', 'discard'],
    ['submitted', 'submit'],
    ['documentsRequested', 'approve'],
    ['documentsRequested', 'reject'],
    ['documentsRequested', 'discard'],
    ['approved', 'reject'],
    ['rejected', 'submit'],
  ] as const)('refuses %s --%s-->', (from, action) => {
    expect(nextCreditApplicationStatus(from, action)).toBeNull();
  });

  it('lets nothing move a decided application', () => {
    expect(creditApplicationActions('approved')).toEqual([]);
    expect(creditApplicationActions('rejected')).toEqual([]);
  });

  it('offers the buyer editing only before the tiers decide, and administrators deciding only while submitted', () => {
    const allowing = (action: CreditApplicationAction) =>
      CREDIT_APPLICATION_STATUSES.filter((s) => creditApplicationActions(s).includes(action));
    expect(allowing('edit')).toEqual(['draft', 'documentsRequested']);
    expect(allowing('approve')).toEqual(['submitted']);
    expect(allowing('comment')).toEqual(['submitted', 'documentsRequested']);
  });
});

describe('dispute states', () => {
  it('an open dispute is answered or withdrawn, once', () => {
    expect(nextDisputeStatus('open', 'answer')).toBe('responded');
    expect(nextDisputeStatus('open', 'cancel')).toBe('cancelled');
    for (const status of DISPUTE_STATUSES.filter((s) => s !== 'open')) expect(disputeActions(status)).toEqual([]);
  });
});

describe('invoice states', () => {
  it('follows what is owed and the due date', () => {
    expect(invoiceStatusOf({ owes: false, pastDue: true })).toBe('paid');
    expect(invoiceStatusOf({ owes: true, pastDue: true })).toBe('unpaid');
    expect(invoiceStatusOf({ owes: true, pastDue: false })).toBe('pending');
  });

  it.each([
    ['pending', 'pay', { owes: false, pastDue: false }, 'paid'],
    ['pending', 'pay', { owes: true, pastDue: false }, 'pending'],
    ['unpaid', 'pay', { owes: false, pastDue: true }, 'paid'],
    ['unpaid', 'extend', { owes: true, pastDue: false }, 'pending'],
    ['paid', 'debitNote', { owes: true, pastDue: false }, 'pending'],
    ['paid', 'pay', { owes: false, pastDue: false }, 'paid'],
    ['paid', 'creditNote', { owes: false, pastDue: false }, 'paid'],
    ['pending', 'fallDue', { owes: true, pastDue: true }, 'unpaid'],
  ] as const)('%s --%s--> (%o) %s', (from, event, standing, to) => {
    expect(nextInvoiceStatus(from, event, standing)).toBe(to);
  });

  it.each([
    ['paid', 'creditNote', { owes: true, pastDue: false }],
    ['paid', 'extend', { owes: true, pastDue: false }],
    ['paid', 'fallDue', { owes: true, pastDue: true }],
    ['unpaid', 'fallDue', { owes: true, pastDue: true }],
    ['pending', 'debitNote', { owes: false, pastDue: false }],
  ] as const)('refuses %s --%s--> (%o)', (from, event, standing) => {
    expect(nextInvoiceStatus(from, event, standing)).toBeNull();
  });

  it('marks only pending invoices overdue', () => {
    expect(invoiceStatusesTaking('fallDue')).toEqual(['pending']);
  });
});
