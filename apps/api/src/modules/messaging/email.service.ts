/**
 * E-mails in the recipient's language, from the catalogue's email.* texts. Every message
 * is recorded in the outbox table with how it left (kept, sent, or failed and why).
 */
import { and, count, desc, eq, lt } from 'drizzle-orm';
import { type Language, type OutboxMessage, translate } from '@binamart/shared';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { Db } from '../../db/client';
import { emailOutbox } from './tables';
import { authorize } from '../../lib/access';
import { publishOnCommit } from '../../lib/events/event-bus';
import { paginate } from '../../lib/paginate';
import type { Actor } from '../../lib/request-context';

/** The event-bus topic of an e-mail queued for delivery; the payload is its outbox id. */
export const OUTBOX_TOPIC = 'email-queued';

export type EmailTemplate = 'verify' | 'rejected' | 'reset' | 'invite';

export interface EmailRequest {
  to: string;
  name: string;
  language: Language;
  template: EmailTemplate;
  params: Record<string, string | number>;
  /** the company's anti-phishing passphrase, quoted in the message when set */
  passphrase?: string | undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Subject, plain text and HTML of a templated e-mail. */
export function renderEmail(request: EmailRequest) {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(request.language, key, params);
  const subject = t(`email.${request.template}.subject`, request.params);
  const paragraphs = [
    t('email.greeting', { name: request.name }),
    ...t(`email.${request.template}.body`, request.params).split('\n'),
    ...(request.passphrase ? [t('email.passphrase', { passphrase: request.passphrase })] : []),
    ...t('email.signature').split('\n'),
  ];
  const text = paragraphs.join('\n\n');
  const html = paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`)
    .join('\n');
  return { subject, text, html };
}

/**
 * Renders and records one e-mail (pass the transaction to make it part of the change that causes
 * it). With SMTP configured it is queued: the delivery job sends it once the transaction
 * commits (OUTBOX_TOPIC tells the app to queue the job), retrying with backoff while the mail
 * server is down; no request waits for, or fails because of, the mail server.
 */
export async function sendEmail(deps: { db: Db; mail: MailTransport }, request: EmailRequest) {
  const message = renderEmail(request);
  const [row] = await deps.db
    .insert(emailOutbox)
    .values({
      toAddress: request.to,
      template: request.template,
      language: request.language,
      subject: message.subject,
      text: message.text,
      html: message.html,
      transport: deps.mail.kind,
      status: deps.mail.kind === 'outbox' ? 'kept' : 'queued',
    })
    .returning({ id: emailOutbox.id });
  if (deps.mail.kind === 'smtp') await publishOnCommit(deps.db, OUTBOX_TOPIC, row!.id);
}

/**
 * The delivery job's work for one queued e-mail: locked (so two processes never send it twice),
 * sent, marked sent. A failure is recorded on the row and thrown, for the job engine to retry.
 */
export async function deliverQueuedEmail(deps: { db: Db; mail: MailTransport }, id: string): Promise<void> {
  const failure = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for('update', { skipLocked: true });
    if (!row || row.status !== 'queued') return null;
    try {
      await deps.mail.deliver({ to: row.toAddress, subject: row.subject, text: row.text, html: row.html });
    } catch (error) {
      // recorded (and committed) before the job engine is told, so the outbox shows why it waits
      const reason = error instanceof Error ? error.message : String(error);
      await tx.update(emailOutbox).set({ error: reason }).where(eq(emailOutbox.id, id));
      return reason;
    }
    await tx.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(emailOutbox.id, id));
    return null;
  });
  if (failure !== null) throw new Error(failure);
}

/** Queued e-mails whose delivery job may have been lost (a process ended before queueing it). */
export async function queuedEmailIds(db: Db, olderThan: Date): Promise<string[]> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'queued'), lt(emailOutbox.createdAt, olderThan)))
    .limit(500);
  return rows.map((row) => row.id);
}

/** After its last try: the e-mail is marked failed (an administrator may run the job again). */
export async function markEmailFailed(db: Db, id: string, reason: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', error: reason })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')));
}

/** The outbox, newest first: administrators with admConf Read or more. */
export async function listOutbox(db: Db, actor: Actor | null, page: number, pageSize: number) {
  authorize(actor, { side: 'admin', area: 'admConf' });
  const { items: rows, total } = await paginate(
    { page, pageSize },
    ({ limit, offset }) =>
      db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(emailOutbox),
  );
  const items: OutboxMessage[] = rows.map((row) => ({
    id: row.id,
    toAddress: row.toAddress,
    template: row.template,
    language: row.language,
    subject: row.subject,
    text: row.text,
    transport: row.transport,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total, page, pageSize };
}
