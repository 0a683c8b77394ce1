/** Messages from the public contact form, kept for administrators. */
import { count, desc } from 'drizzle-orm';
import type { ContactMessage, ContactMessageInput, Language } from '@binamart/shared';
import type { Db } from '../../db/client';
import { contactMessages } from './tables';
import { authorize } from '../../lib/access';
import { mapPage, paginate } from '../../lib/paginate';
import type { Actor } from '../../lib/request-context';

type Row = typeof contactMessages.$inferSelect;
const toMessage = (row: Row): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** Stores a message sent by anyone through the contact form. */
export async function submitContactMessage(db: Db, input: ContactMessageInput, language: Language) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, language })
    .returning();
  return toMessage(row!);
}

/** A page of contact messages, newest first: administrators with admChat Read or more. */
export async function listContactMessages(db: Db, actor: Actor | null, page: number, pageSize: number) {
  authorize(actor, { side: 'admin', area: 'admChat' });
  return mapPage(
    await paginate(
      { page, pageSize },
      ({ limit, offset }) =>
        db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit).offset(offset),
      () => db.select({ n: count() }).from(contactMessages),
    ),
    toMessage,
  );
}
