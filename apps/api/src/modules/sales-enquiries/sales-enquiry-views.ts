/** What the enquiry's holder and the administrators read of a stored enquiry (rows to the shared shapes). */
import { asc, eq } from 'drizzle-orm';
import type { AdminSalesEnquiry, SalesEnquiry } from '@binamart/shared';
import type { Db } from '../../db/client';
import { users } from '../identity/tables';
import { type salesEnquiries, salesEnquiryAnswers } from './tables';

export type SalesEnquiryRow = typeof salesEnquiries.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

interface AnswerRow {
  body: string;
  createdAt: Date;
  authorName: string;
}

/** The enquiry's answers, oldest first, with who wrote each. */
export async function answersOf(db: Db, enquiryId: string): Promise<AnswerRow[]> {
  const rows = await db
    .select({
      body: salesEnquiryAnswers.body,
      createdAt: salesEnquiryAnswers.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(salesEnquiryAnswers)
    .innerJoin(users, eq(users.id, salesEnquiryAnswers.authorId))
    .where(eq(salesEnquiryAnswers.enquiryId, enquiryId))
    .orderBy(asc(salesEnquiryAnswers.createdAt), asc(salesEnquiryAnswers.id));
  return rows.map((row) => ({
    body: row.body,
    createdAt: row.createdAt,
    authorName: `${row.firstName} ${row.lastName}`.trim(),
  }));
}

/** The enquiry as its code shows it: what was filed, its state and the answers (not who wrote them). */
export function publicView(row: SalesEnquiryRow, answers: AnswerRow[]): SalesEnquiry {
  return {
    code: row.code,
    type: row.type,
    status: row.status,
    contactPerson: row.contactPerson,
    email: row.email,
    contactPhone: row.contactPhone,
    subject: row.subject,
    message: row.message,
    pickup: row.pickup,
    dropoff: row.dropoff,
    itemCategory: row.itemCategory,
    itemWeightKg: row.itemWeightKg,
    lengthCm: row.lengthCm,
    widthCm: row.widthCm,
    heightCm: row.heightCm,
    estimatedWeightKg: row.estimatedWeightKg,
    itemRemarks: row.itemRemarks,
    deliveryMethod: row.deliveryMethod,
    deliveryTime: row.deliveryTime,
    roadAccess: row.roadAccess,
    deliveryDate: row.deliveryDate,
    remarks: row.remarks,
    answers: answers.map((answer) => ({ body: answer.body, createdAt: answer.createdAt.toISOString() })),
    closeReason: row.closeReason,
    closedAt: iso(row.closedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The same for administrators: the id, the enquirer's language, who answered and who closed it. */
export async function adminView(db: Db, row: SalesEnquiryRow): Promise<AdminSalesEnquiry> {
  const answers = await answersOf(db, row.id);
  let closedByName: string | null = null;
  if (row.closedBy) {
    const [closer] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, row.closedBy));
    closedByName = closer ? `${closer.firstName} ${closer.lastName}`.trim() : null;
  }
  return {
    ...publicView(row, answers),
    id: row.id,
    language: row.language,
    answers: answers.map((answer) => ({
      body: answer.body,
      createdAt: answer.createdAt.toISOString(),
      authorName: answer.authorName,
    })),
    closedByName,
  };
}
