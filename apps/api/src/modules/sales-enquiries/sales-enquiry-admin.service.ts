/**
 * The administrators' side of the public enquiries (/admin/saleEnquiry, spec §6 admEnq): reading them
 * needs admEnq Read; answering (each answer e-mailed to the enquirer) and closing with a reason need
 * admEnq Write. The state moves only along the table in packages/shared (states/sales-enquiry-states).
 */
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  type AdminSalesEnquiry,
  SE,
  type SalesEnquiryAction,
  type SalesEnquiryListItem,
  type SalesEnquiryListQuery,
  nextSalesEnquiryStatus,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import { containing } from '../../lib/like';
import { type Page, paginate } from '../../lib/paginate';
import type { Actor } from '../../lib/request-context';
import { queueAnswerEmail, queueClosedEmail } from './sales-enquiry-emails';
import { type SalesEnquiryRow, adminView } from './sales-enquiry-views';
import { salesEnquiries, salesEnquiryAnswers } from './tables';

const READ = { side: 'admin', area: 'admEnq' } as const;
const WRITE = { side: 'admin', area: 'admEnq', level: 'Write' } as const;

/** A page of enquiries, newest first, filtered by type and state and searched in code, e-mail and name. */
export async function listSalesEnquiries(
  db: Db,
  actor: Actor | null,
  query: SalesEnquiryListQuery,
): Promise<Page<SalesEnquiryListItem>> {
  authorize(actor, READ);
  const { page, pageSize, type, status, q } = query;
  const where = and(
    type ? eq(salesEnquiries.type, type) : undefined,
    status ? eq(salesEnquiries.status, status) : undefined,
    q
      ? or(
          ilike(salesEnquiries.code, containing(q)),
          ilike(salesEnquiries.email, containing(q)),
          ilike(salesEnquiries.contactPerson, containing(q)),
        )
      : undefined,
  );
  const { items, total } = await paginate(
    { page, pageSize },
    ({ limit, offset }) =>
      db
        .select({
          id: salesEnquiries.id,
          code: salesEnquiries.code,
          type: salesEnquiries.type,
          status: salesEnquiries.status,
          contactPerson: salesEnquiries.contactPerson,
          email: salesEnquiries.email,
          itemCategory: salesEnquiries.itemCategory,
          subject: salesEnquiries.subject,
          deliveryDate: salesEnquiries.deliveryDate,
          answerCount: db.$count(salesEnquiryAnswers, eq(salesEnquiryAnswers.enquiryId, salesEnquiries.id)),
          createdAt: salesEnquiries.createdAt,
        })
        .from(salesEnquiries)
        .where(where)
        .orderBy(desc(salesEnquiries.createdAt), desc(salesEnquiries.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(salesEnquiries).where(where),
  );
  return {
    items: items.map((row) => ({
      ...row,
      answerCount: Number(row.answerCount),
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

async function rowOf(db: Db, id: string, lock = false): Promise<SalesEnquiryRow> {
  const query = db.select().from(salesEnquiries).where(eq(salesEnquiries.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** One enquiry with its answers, for administrators. */
export async function adminSalesEnquiry(db: Db, actor: Actor | null, id: string): Promise<AdminSalesEnquiry> {
  authorize(actor, READ);
  return adminView(db, await rowOf(db, id));
}

/** The state after `action`, or the refusal of a closed enquiry. */
function moved(row: SalesEnquiryRow, action: SalesEnquiryAction) {
  const next = nextSalesEnquiryStatus(row.status, action);
  if (!next) throw new AppError('transition_not_allowed', SE.closed);
  return next;
}

/**
 * Writes an answer: stored, e-mailed to the enquirer in the enquiry's language with the code and
 * link, and the enquiry is answered; all in one transaction (the row locked against a close at once).
 */
export async function answerSalesEnquiry(
  db: Db,
  actor: Actor | null,
  id: string,
  body: string,
): Promise<AdminSalesEnquiry> {
  const me = authorize(actor, WRITE);
  await db.transaction(async (tx) => {
    const row = await rowOf(tx, id, true);
    const status = moved(row, 'answer');
    await tx.insert(salesEnquiryAnswers).values({ enquiryId: id, body, authorId: me.userId });
    await tx
      .update(salesEnquiries)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(salesEnquiries.id, id));
    await queueAnswerEmail(tx, row, body);
  });
  return adminView(db, await rowOf(db, id));
}

/** Closes an enquiry with a reason, which the enquirer reads on its page and by e-mail. */
export async function closeSalesEnquiry(
  db: Db,
  actor: Actor | null,
  id: string,
  reason: string,
): Promise<AdminSalesEnquiry> {
  const me = authorize(actor, WRITE);
  await db.transaction(async (tx) => {
    const row = await rowOf(tx, id, true);
    const status = moved(row, 'close');
    await tx
      .update(salesEnquiries)
      .set({ status, closeReason: reason, closedAt: sql`now()`, closedBy: me.userId, updatedAt: sql`now()` })
      .where(eq(salesEnquiries.id, id));
    await queueClosedEmail(tx, row, reason);
  });
  return adminView(db, await rowOf(db, id));
}
