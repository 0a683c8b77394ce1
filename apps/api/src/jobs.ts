/**
 * Every background job of the marketplace, declared in one place: its name, payload, handler,
 * retries and schedule (cron in Malaysian time). Handlers call the modules' public services and
 * read the one clock; each is safe to run again.
 */
import { z } from 'zod';
import type { AppContext } from './lib/context';
import { type JobDefinition, defineJob } from './lib/jobs/job-engine';
import { markOverdueAccounts, markOverdueInvoices } from './modules/billing/invoices/index';

export function jobDefinitions(context: AppContext): JobDefinition[] {
  return [
    // credit invoices past their due date become unpaid, and their companies' accounts overdue:
    // every hour on the hour, and once when the marketplace starts
    defineJob({
      name: 'billing.overdue-sweep',
      payload: z.object({}),
      handler: async () => {
        await markOverdueInvoices(context.db, context.clock.now());
        await markOverdueAccounts(context.db);
      },
      retry: { limit: 3, delaySeconds: 60, backoff: true },
      schedule: { cron: '0 * * * *', atStart: true },
    }),
  ];
}
