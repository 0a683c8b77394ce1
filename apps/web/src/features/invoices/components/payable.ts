import type { Invoice } from '@binamart/shared';

/** What can still be paid now: the outstanding amount less payments in progress at the gateway. */
export const payableSen = (invoice: Pick<Invoice, 'outstandingSen' | 'inProgressSen'>) =>
  Math.max(0, invoice.outstandingSen - invoice.inProgressSen);
