/**
 * E-mails in the recipient's language, from the catalogue's email.* texts. Every message
 * is recorded in the outbox table with how it left (kept, sent, or failed and why).
 */
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { type Language, type OutboxMessage, type OutboxQuery, translate } from '@binamart/shared';
import type { MailAttachment, MailTransport } from '../../adapters/mail/mail-transport';
import type { Db } from '../../db/client';
import { type EmailAttachment, emailOutbox } from './tables';
import { authorize } from '../../lib/access';
import { publishAllOnCommit } from '../../lib/events/event-bus';
import { containing } from '../../lib/like';
import { paginate } from '../../lib/paginate';
import type { Actor } from '../../lib/request-context';

/** The event-bus topic of an e-mail queued for delivery; the payload is its outbox id. */
export const OUTBOX_TOPIC = 'email-queued';

export type EmailTemplate = 'verify' | 'rejected' | 'reset' | 'invite';

/**
 * Where the marketplace's own address goes in a stored e-mail: a notice is written inside the
 * transaction of whatever caused it, which knows paths, not the site's address; the address
 * (PUBLIC_URL) is put in when the e-mail leaves and when administrators read the outbox.
 */
export const SITE = '{site}';
export const withSite = (text: string, origin: string) => text.replaceAll(SITE, origin);

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

/** The plain text and HTML of an e-mail made of paragraphs (addresses in them become links). */
function compose(paragraphs: string[]) {
  const text = paragraphs.join('\n\n');
  const html = paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/((?:https?:\/\/|\{site\})[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`)
    .join('\n');
  return { text, html };
}

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
  return { subject, ...compose(paragraphs) };
}

export interface QueuedEmail {
  to: string;
  language: Language;
  /** what it is: a template's name, or the notification type of a notice */
  template: string;
  subject: string;
  paragraphs: string[];
  attachment: EmailAttachment | null;
}

/**
 * Records e-mails, queued (pass the transaction to make them part of the change that causes them),
 * in one statement: once the transaction commits, OUTBOX_TOPIC tells the app to deliver each (a job
 * per e-mail hands it to the mail server, retrying with backoff while it is down). No request waits
 * for, or fails because of, the mail server.
 */
async function enqueue(db: Db, values: Omit<typeof emailOutbox.$inferInsert, 'status'>[]) {
  await publishAllOnCommit(db, OUTBOX_TOPIC, await insertQueued(db, values));
}

/** The e-mails' outbox rows, queued; their ids, for OUTBOX_TOPIC. */
async function insertQueued(db: Db, values: Omit<typeof emailOutbox.$inferInsert, 'status'>[]): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(emailOutbox)
    .values(values.map((value) => ({ ...value, status: 'queued' as const })))
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}

const composed = (email: QueuedEmail) => ({
  toAddress: email.to,
  template: email.template,
  language: email.language,
  subject: email.subject,
  ...compose(email.paragraphs),
  attachment: email.attachment,
});

/** Queues e-mails written out as paragraphs (the notices of one notification). */
export async function queueEmails(db: Db, emails: QueuedEmail[]) {
  await enqueue(db, emails.map(composed));
}

/**
 * Records e-mails written out as paragraphs, queued, in one statement, without announcing them: the
 * caller publishes the ids it answers on OUTBOX_TOPIC in its transaction (notifyAll, with the rest
 * of what its notices announce).
 */
export async function recordQueuedEmails(db: Db, emails: QueuedEmail[]): Promise<string[]> {
  return insertQueued(db, emails.map(composed));
}

/** Renders and queues one templated e-mail (verification, rejection, password reset, invitation). */
export async function sendEmail(deps: { db: Db }, request: EmailRequest) {
  await enqueue(deps.db, [
    { toAddress: request.to, template: request.template, language: request.language, ...renderEmail(request) },
  ]);
}

/** Renders what an e-mail carries (an invoice's PDF); supplied by the app, which composes the modules. */
export type AttachmentRenderer = (attachment: EmailAttachment) => Promise<MailAttachment>;

/** Queued, or failed after its last try and run again by an administrator (/admin/jobs). */
const deliverable = (status: string) => status === 'queued' || status === 'failed';

interface DeliveryDeps {
  db: Db;
  mail: MailTransport;
  env: { PUBLIC_URL: string };
  renderAttachment: AttachmentRenderer;
}

/**
 * The delivery job's work for one queued e-mail: locked (so two processes never send it twice),
 * handed to the transport, marked sent (SMTP) or kept (no mail server configured: the outbox is
 * where it is read). A failure is recorded on the row and thrown, for the job engine to retry.
 */
export async function deliverQueuedEmail(deps: DeliveryDeps, id: string): Promise<void> {
  const [waiting] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!waiting || !deliverable(waiting.status)) return;
  // rendered before the row is locked: on the embedded database a transaction holds its one connection
  const attachments =
    deps.mail.kind === 'smtp' && waiting.attachment ? [await deps.renderAttachment(waiting.attachment)] : [];
  const failure = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for('update', { skipLocked: true });
    if (!row || !deliverable(row.status)) return null;
    try {
      if (deps.mail.kind === 'smtp') {
        await deps.mail.deliver({
          to: row.toAddress,
          subject: row.subject,
          text: withSite(row.text, deps.env.PUBLIC_URL),
          html: withSite(row.html, deps.env.PUBLIC_URL),
          attachments,
        });
      }
    } catch (error) {
      // recorded (and committed) before the job engine is told, so the outbox shows why it waits
      const reason = error instanceof Error ? error.message : String(error);
      await tx.update(emailOutbox).set({ error: reason }).where(eq(emailOutbox.id, id));
      return reason;
    }
    await tx
      .update(emailOutbox)
      .set({
        status: deps.mail.kind === 'smtp' ? 'sent' : 'kept',
        transport: deps.mail.kind,
        sentAt: new Date(),
        error: null,
      })
      .where(eq(emailOutbox.id, id));
    return null;
  });
  if (failure !== null) throw new Error(failure);
}

/**
 * With no mail server configured, an e-mail's delivery is its keeping in the outbox: one update,
 * no job (whichever process hears of it first keeps it).
 */
export async function keepQueuedEmail(db: Db, id: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'kept', transport: 'outbox', sentAt: new Date() })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')));
}

/** Queued e-mails, oldest first (the sweep makes sure each has its delivery job). */
export async function queuedEmailIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'queued'))
    .orderBy(emailOutbox.createdAt)
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
export async function listOutbox(db: Db, origin: string, actor: Actor | null, query: OutboxQuery) {
  authorize(actor, { side: 'admin', area: 'admConf' });
  const { page, pageSize, q } = query;
  const where = q
    ? or(ilike(emailOutbox.toAddress, containing(q)), ilike(emailOutbox.subject, containing(q)))
    : undefined;
  const { items: rows, total } = await paginate(
    { page, pageSize },
    ({ limit, offset }) =>
      db.select().from(emailOutbox).where(where).orderBy(desc(emailOutbox.createdAt)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(emailOutbox).where(where),
  );
  const items: OutboxMessage[] = rows.map((row) => ({
    id: row.id,
    toAddress: row.toAddress,
    template: row.template,
    language: row.language,
    subject: row.subject,
    text: withSite(row.text, origin),
    transport: row.transport,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total, page, pageSize };
}
