/** Statement of account (spec §2 /statementofaccounts, /admin/statementofaccounts). */
import { z } from 'zod';
import { V } from '../validation';

/** A statement covers at most about ten years, so a mistyped year cannot make it scan everything. */
export const STATEMENT_MAX_DAYS = 3700;

/** "The period must start on or before its end, and span at most ten years." */
const PERIOD_INVALID = 'statementsPage.periodInvalid';

/** GET /api/statements: the period (Malaysian dates, inclusive); administrators name the buyer company. */
export const statementQuerySchema = z
  .object({
    from: z.iso.date({ error: V.required }),
    to: z.iso.date({ error: V.required }),
    /** administrators only; a buyer always gets its own company */
    companyId: z.uuid().optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], error: PERIOD_INVALID })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= STATEMENT_MAX_DAYS * 86_400_000, {
    path: ['from'],
    error: PERIOD_INVALID,
  });
export type StatementQuery = z.input<typeof statementQuerySchema>;

export const STATEMENT_LINE_KINDS = ['invoice', 'payment', 'creditNote', 'debitNote'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export const statementLineSchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  /** the invoice number; the payment reference; the note number */
  reference: z.string(),
  invoiceId: z.uuid(),
  orderNumber: z.string(),
  /** the invoice's due date, on invoice lines */
  dueDate: z.string().optional(),
  debitSen: z.number().int(),
  creditSen: z.number().int(),
  /** the balance after this line */
  balanceSen: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = z.object({
  company: z.object({ id: z.uuid(), name: z.string(), registrationNo: z.string() }),
  from: z.string(),
  to: z.string(),
  currency: z.literal('MYR'),
  openingBalanceSen: z.number().int(),
  lines: z.array(statementLineSchema),
  totalDebitSen: z.number().int(),
  totalCreditSen: z.number().int(),
  closingBalanceSen: z.number().int(),
  ageing: z.object({
    current: z.number().int(),
    days1to30: z.number().int(),
    days31to60: z.number().int(),
    days61to90: z.number().int(),
    over90: z.number().int(),
  }),
});
export type Statement = z.infer<typeof statementSchema>;
