/**
 * The SMS outbox: delivering each queued message once through the SMS gateway, and the
 * administrators' view of what went. A message is queued by notice-messages, in the
 * transaction of what caused it.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { SmsOutboxMessage } from '@binamart/shared';
import { type SmsGateway, SmsGatewayError } from '../../adapters/sms/sms-gateway';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { mapPage, paginate } from '../../lib/paginate';
import type { Actor } from '../../lib/request-context';
import { smsOutbox } from './tables';

/**
 * The delivery job's work for one queued SMS: sent under its id as the gateway's key, so however
 * many processes or retries send it, the gateway takes it once (and a retry after a lost answer
 * gets the same reference); then marked sent. A refusal for good (a number that takes no SMS)
 * marks it failed at once; a gateway that is down is recorded and thrown, for the job engine to
 * retry. No lock is held while the gateway answers.
 */
export async function deliverQueuedSms(deps: { db: Db; sms: SmsGateway }, id: string): Promise<void> {
  const [row] = await deps.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
  // queued, or failed after its last try and run again by an administrator (/admin/jobs)
  if (!row || row.status === 'sent') return;
  const notSent = and(eq(smsOutbox.id, id), ne(smsOutbox.status, 'sent'));
  try {
    const { reference } = await deps.sms.send({ key: row.id, to: row.toPhone, text: row.text });
    await deps.db.update(smsOutbox).set({ status: 'sent', reference, sentAt: new Date(), error: null }).where(notSent);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const final = error instanceof SmsGatewayError && error.final;
    await deps.db
      .update(smsOutbox)
      .set({ error: reason, ...(final ? { status: 'failed' as const } : {}) })
      .where(notSent);
    if (!final) throw error;
  }
}

/** Queued SMS, oldest first (the sweep makes sure each has its delivery job). */
export async function queuedSmsIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(eq(smsOutbox.status, 'queued'))
    .orderBy(smsOutbox.createdAt)
    .limit(500);
  return rows.map((row) => row.id);
}

/** After its last try: the SMS is marked failed. */
export async function markSmsFailed(db: Db, id: string, reason: string) {
  await db
    .update(smsOutbox)
    .set({ status: 'failed', error: reason })
    .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, 'queued')));
}

/** The SMS outbox, newest first: administrators with admConf Read or more. */
export async function listSmsOutbox(db: Db, actor: Actor | null, page: number, pageSize: number) {
  authorize(actor, { side: 'admin', area: 'admConf' });
  return mapPage(
    await paginate(
      { page, pageSize },
      ({ limit, offset }) => db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(limit).offset(offset),
      () => db.select({ n: count() }).from(smsOutbox),
    ),
    (row): SmsOutboxMessage => ({
      id: row.id,
      toPhone: row.toPhone,
      type: row.type,
      language: row.language,
      text: row.text,
      status: row.status,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
    }),
  );
}
