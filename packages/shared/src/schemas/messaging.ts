/** Notifications and the e-mail outbox. */
import { z } from 'zod';
import { pageQuerySchema } from './common';

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

/** GET /api/admin/outbox: a page, optionally only the e-mails whose recipient or subject contains `q`. */
export const outboxQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.uuid(),
  toAddress: z.string(),
  template: z.string(),
  language: z.string(),
  subject: z.string(),
  text: z.string(),
  /** how it left; null while it waits for its delivery job */
  transport: z.enum(['outbox', 'smtp']).nullable(),
  status: z.enum(['kept', 'queued', 'sent', 'failed']),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const smsOutboxMessageSchema = z.object({
  id: z.uuid(),
  toPhone: z.string(),
  type: z.string(),
  language: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessageSchema>;

/** A background job that failed after its retries (/admin/jobs). */
export const failedJobSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  payload: z.unknown(),
  error: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;
