/**
 * Messages from the public contact form, kept for administrators (/admin/messages, admChat), who
 * answer them by e-mail: the answer is queued in the outbox with its record, in one transaction,
 * and the message keeps the thread of answers, each with who wrote it and when.
 */
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  type ContactAnswer,
  type ContactMessage,
  type ContactMessageInput,
  type Language,
  formatDateTime,
  isLanguage,
  translate,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { mapPage, paginate } from '../../lib/paginate';
import type { Actor } from '../../lib/request-context';
import { queueEmails } from '../messaging/index';
import { contactAnswers, contactMessages } from './tables';

type Row = typeof contactMessages.$inferSelect;
type AnswerRow = typeof contactAnswers.$inferSelect;

const toAnswer = (row: AnswerRow): ContactAnswer => ({
  id: row.id,
  body: row.body,
  answeredByName: row.answeredByName,
  createdAt: row.createdAt.toISOString(),
});

const toMessage = (row: Row, answers: AnswerRow[]): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  answers: answers.map(toAnswer),
});

/** The answers to the given messages, oldest first: one query for a whole page. */
async function answersOf(db: Db, messageIds: string[]) {
  const byMessage = new Map<string, AnswerRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(contactAnswers)
    .where(inArray(contactAnswers.messageId, messageIds))
    .orderBy(asc(contactAnswers.createdAt));
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return byMessage;
}

/** Stores a message sent by anyone through the contact form. */
export async function submitContactMessage(db: Db, input: ContactMessageInput, language: Language) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, language })
    .returning();
  return toMessage(row!, []);
}

/** A page of contact messages with their answers, newest first: administrators with admChat Read or more. */
export async function listContactMessages(db: Db, actor: Actor | null, page: number, pageSize: number) {
  authorize(actor, { side: 'admin', area: 'admChat' });
  const result = await paginate(
    { page, pageSize },
    ({ limit, offset }) =>
      db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(contactMessages),
  );
  const answers = await answersOf(
    db,
    result.items.map((row) => row.id),
  );
  return mapPage(result, (row) => toMessage(row, answers.get(row.id) ?? []));
}

/** The e-mail of an answer, in the language the message was written in, quoting it. */
function answerEmail(message: Row, body: string) {
  const language: Language = isLanguage(message.language) ? message.language : 'en-us';
  const t = (key: string, params: Record<string, string> = {}) => translate(language, key, params);
  return {
    to: message.email,
    language,
    template: 'contact-answer',
    subject: t('contactAnswer.subject', { subject: message.subject }),
    paragraphs: [
      t('email.greeting', { name: message.name }),
      ...body.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
      t('contactAnswer.quoted', { date: formatDateTime(message.createdAt.toISOString()) }),
      ...message.message.split(/\n\s*\n/).map((paragraph) => `> ${paragraph.trim()}`),
      ...t('email.signature').split('\n'),
    ].filter((paragraph) => paragraph !== '' && paragraph !== '>'),
    attachment: null,
  };
}

/**
 * Answers a contact message by e-mail (admChat Write): the answer is recorded and its e-mail queued
 * in one transaction, so an answer shown as sent is one the outbox holds.
 */
export async function answerContactMessage(
  db: Db,
  actor: Actor | null,
  id: string,
  body: string,
  now: Date,
): Promise<ContactMessage> {
  const me = authorize(actor, { side: 'admin', area: 'admChat', level: 'Write' });
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) throw notFound();
  await db.transaction(async (tx) => {
    await tx.insert(contactAnswers).values({
      messageId: id,
      body,
      answeredBy: me.userId,
      answeredByName: `${me.firstName} ${me.lastName}`.trim(),
      createdAt: now,
    });
    await queueEmails(tx, [answerEmail(message, body)]);
  });
  return toMessage(message, (await answersOf(db, [id])).get(id) ?? []);
}
