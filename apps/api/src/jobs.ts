/**
 * Every background job of the marketplace, declared in one place: its name, payload, handler,
 * retries and schedule (cron in Malaysian time). Handlers call the modules' public services and
 * read the one clock; each is safe to run again.
 */
import { z } from 'zod';
import type { AppContext } from './lib/context';
import { type JobDefinition, type JobEngine, defineJob } from './lib/jobs/job-engine';
import { markOverdueAccounts, markOverdueInvoices, sendInvoiceReminders } from './modules/billing/invoices/index';
import { invoicePdfFile } from './modules/billing/documents/index';
import { reconcileDay, reopenHalfDonePayments, yesterdayInMalaysia } from './modules/payments/index';
import { SEND_REFUND_JOB, refundJobId, sendRefund, sweepRefunds } from './modules/refunds/index';
import { sweepBiddingDeadlines } from './modules/bidding/index';
import { expireQuotations } from './modules/enquiries/index';
import { FETCH_REPORT_JOB, dueReports, fetchReport } from './modules/credit-reports/index';
import {
  type AttachmentRenderer,
  deliverQueuedEmail,
  deliverQueuedPush,
  deliverQueuedSms,
  markEmailFailed,
  markPushFailed,
  markSmsFailed,
  queuedEmailIds,
  queuedPushIds,
  queuedSmsIds,
} from './modules/messaging/index';

export function jobDefinitions(context: AppContext, jobs: () => JobEngine): JobDefinition[] {
  // what an e-mail carries is rendered as it leaves, by the module that owns the document
  const renderAttachment: AttachmentRenderer = async (attachment) => {
    const file = await invoicePdfFile(context, attachment.id);
    return { filename: file.filename, content: file.bytes, contentType: 'application/pdf' };
  };
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
    // gateway payments whose session a stopped process never opened are opened (or failed): at start
    // and every 5 minutes, so a buyer whose checkout committed just before a crash can pay
    defineJob({
      name: 'payments.reopen-sweep',
      payload: z.object({}),
      handler: async () => {
        await reopenHalfDonePayments(context, context.clock.now());
      },
      retry: { limit: 2, delaySeconds: 60, backoff: true },
      schedule: { cron: '*/5 * * * *', atStart: true },
    }),
    // one attempt of a refund, sent to the gateway once (the gateway knows the attempt's reference);
    // an unreachable gateway is tried again with growing pauses, and the refund is failed after the last try
    defineJob({
      name: SEND_REFUND_JOB,
      payload: z.object({ id: z.uuid(), attempt: z.number().int().min(1) }),
      handler: async ({ id }, run) => {
        await sendRefund(context, id, { lastAttempt: run.lastAttempt });
      },
      retry: { limit: 5, delaySeconds: 60, backoff: true },
    }),
    // refunds whose job a stopped process never queued are queued, and refunds the bank has held for
    // half an hour are asked after at the gateway: at start and every 5 minutes
    defineJob({
      name: 'payments.refund-sweep',
      payload: z.object({}),
      handler: async () => {
        const { queued } = await sweepRefunds(context, context.clock.now());
        for (const { id, attempt } of queued) {
          await jobs().send(SEND_REFUND_JOB, { id, attempt }, { id: refundJobId(id, attempt) });
        }
      },
      retry: { limit: 2, delaySeconds: 60, backoff: true },
      schedule: { cron: '*/5 * * * *', atStart: true },
    }),
    // yesterday's gateway transactions against BinaMart's payments: every difference in amount, state or
    // count is listed for administrators, and a success BinaMart had failed is applied or refunded; daily at 02:30
    defineJob({
      name: 'payments.reconcile',
      payload: z.object({}),
      handler: async () => {
        await reconcileDay(context, yesterdayInMalaysia(context.clock.now()));
      },
      retry: { limit: 3, delaySeconds: 600, backoff: true },
      schedule: { cron: '30 2 * * *' },
    }),
    // eBidding's clock: projects opening (to suppliers of the trade), bidding ending (to the buyer), and
    // 24 hours and 1 hour before a deadline; each notice once per deadline: every minute and at start
    defineJob({
      name: 'bidding.deadlines',
      payload: z.object({}),
      handler: async () => {
        await sweepBiddingDeadlines(context);
      },
      retry: { limit: 2, delaySeconds: 30, backoff: true },
      schedule: { cron: '* * * * *', atStart: true },
    }),
    // quotations whose validity ended are expired, once, and both sides told: every 5 minutes and at start
    // (the API reads the clock too, so an expired quotation cannot be accepted before the sweep runs)
    defineJob({
      name: 'enquiries.quotation-expiry',
      payload: z.object({}),
      handler: async () => {
        await expireQuotations(context.db, context.clock.now());
      },
      retry: { limit: 2, delaySeconds: 60, backoff: true },
      schedule: { cron: '*/5 * * * *', atStart: true },
    }),
    // one paid credit report asked of the bureau (ordered, or collected once prepared); safe to run twice, as
    // the report's row is locked while the bureau is asked
    defineJob({
      name: FETCH_REPORT_JOB,
      payload: z.object({ id: z.uuid() }),
      handler: async ({ id }) => {
        await fetchReport(context, id);
      },
      retry: { limit: 3, delaySeconds: 30, backoff: true },
    }),
    // reports whose turn with the bureau has come (a slow answer, a bureau that was down, a job never queued):
    // every minute and at start
    defineJob({
      name: 'credit-reports.sweep',
      payload: z.object({}),
      handler: async () => {
        for (const id of await dueReports(context.db, context.clock.now())) await jobs().send(FETCH_REPORT_JOB, { id });
      },
      retry: { limit: 1, delaySeconds: 60, backoff: false },
      schedule: { cron: '* * * * *', atStart: true },
    }),
    // the buyer is reminded of an invoice due in 3 days and of its extension window opening: daily at 09:00
    defineJob({
      name: 'billing.invoice-reminders',
      payload: z.object({}),
      handler: async () => {
        await sendInvoiceReminders(context.db, context.clock.now());
      },
      retry: { limit: 3, delaySeconds: 300, backoff: true },
      schedule: { cron: '0 9 * * *' },
    }),
    // one queued e-mail, sent once (the row is locked while it goes); a mail server that is down is
    // tried again with growing pauses, and after the last try the e-mail is marked failed
    defineJob({
      name: DELIVER_EMAIL_JOB,
      payload: z.object({ id: z.uuid() }),
      handler: async ({ id }, run) => {
        try {
          await deliverQueuedEmail({ ...context, renderAttachment }, id);
        } catch (error) {
          if (run.lastAttempt)
            await markEmailFailed(context.db, id, error instanceof Error ? error.message : String(error));
          throw error;
        }
      },
      retry: { limit: 6, delaySeconds: context.env.EMAIL_RETRY_SECONDS, backoff: true },
    }),
    // one queued SMS, sent once under its id as the gateway's key; a gateway that is down is tried
    // again with growing pauses, a number that takes no SMS is marked failed at once
    defineJob({
      name: DELIVER_SMS_JOB,
      payload: z.object({ id: z.uuid() }),
      handler: async ({ id }, run) => {
        try {
          await deliverQueuedSms(context, id);
        } catch (error) {
          if (run.lastAttempt)
            await markSmsFailed(context.db, id, error instanceof Error ? error.message : String(error));
          throw error;
        }
      },
      retry: { limit: 6, delaySeconds: context.env.EMAIL_RETRY_SECONDS, backoff: true },
    }),
    // one queued Web Push, encrypted for its device and handed to the push service; a device the push
    // service no longer knows is removed at once, any other failure tried again with growing pauses
    defineJob({
      name: DELIVER_PUSH_JOB,
      payload: z.object({ id: z.uuid() }),
      handler: async ({ id }, run) => {
        try {
          await deliverQueuedPush(context, id);
        } catch (error) {
          if (run.lastAttempt)
            await markPushFailed(context.db, id, error instanceof Error ? error.message : String(error));
          throw error;
        }
      },
      retry: { limit: 6, delaySeconds: context.env.EMAIL_RETRY_SECONDS, backoff: true },
    }),
    // e-mails, SMS and pushes whose delivery job was never queued (a process ended first, or they were written
    // before any process listened, as the demo data is): every minute and at start. A message whose job
    // exists already is not queued again (its job id is the message's id)
    defineJob({
      name: 'messaging.email-sweep',
      payload: z.object({}),
      handler: async () => {
        for (const id of await queuedEmailIds(context.db)) await jobs().send(DELIVER_EMAIL_JOB, { id }, { id });
        for (const id of await queuedSmsIds(context.db)) await jobs().send(DELIVER_SMS_JOB, { id }, { id });
        for (const id of await queuedPushIds(context.db)) await jobs().send(DELIVER_PUSH_JOB, { id }, { id });
      },
      retry: { limit: 1, delaySeconds: 60, backoff: false },
      schedule: { cron: '* * * * *', atStart: true },
    }),
  ];
}

export const DELIVER_EMAIL_JOB = 'messaging.deliver-email';
export const DELIVER_SMS_JOB = 'messaging.deliver-sms';
export const DELIVER_PUSH_JOB = 'messaging.deliver-push';
