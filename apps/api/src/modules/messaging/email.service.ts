/**
 * E-mails in the recipient's language, from the catalogue's email.* texts. Every message
 * is recorded in the outbox table with how it left (kept, sent, or failed and why).
 */
import { count, desc, eq } from 'drizzle-orm';
import { type Language, type OutboxMessage, translate } from '@binamart/shared';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { Db } from '../../db/client';
import { emailOutbox } from './tables';
import { authorize } from '../../lib/access';
import { paginate } from '../../lib/paginate';
import type { Actor } from '../../lib/request-context';

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

/** Renders, records and (with SMTP configured) delivers one e-mail. A delivery failure is recorded, not thrown. */
export async function sendEmail(deps: { db: Db; mail: MailTransport }, request: EmailRequest) {
  const message = { to: request.to, ...renderEmail(request) };
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
      status: 'kept',
    })
    .returning({ id: emailOutbox.id });
  if (deps.mail.kind === 'outbox') return;
  try {
    await deps.mail.deliver(message);
    await deps.db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.id, row!.id));
  } catch (error) {
    await deps.db
      .update(emailOutbox)
      .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
      .where(eq(emailOutbox.id, row!.id));
  }
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
