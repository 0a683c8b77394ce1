/**
 * Pay-per-use credit reports (spec §1, §2 creditreport, creditreport/disclaimer, buylite, buyccm,
 * payment/{id}, lite/{id}, ccm/{id}, admin cl/ccdreport/{id}; §3 Credit report; §5 Credit report;
 * §6 buyCtos and admReport). A company buys a report on another company or a person before giving
 * it credit: Lite from the credit bureau, CCM from the Companies Commission of Malaysia register.
 */
import { z } from 'zod';
import { CREDIT_REPORT_PRODUCTS, CREDIT_REPORT_STATUSES } from '../states/credit-report-states';
import { PAYMENT_STATUSES } from '../states/order-states';
import { V, requiredText } from '../validation';
import { pageQuerySchema } from './common';

/** Catalogue keys of the messages of credit reports (spec §5 Credit report and the rules around it). */
export const CR = {
  subjectId: 'creditReports.subjectIdInvalid',
  mykad: 'creditReports.mykadInvalid',
  ccmIndividual: 'creditReports.ccmNotForIndividuals',
  terms: 'creditReports.termsRequired',
  notFound: 'creditReports.subjectNotFound',
  bureauDown: 'creditReports.bureauUnavailable',
  notPayable: 'creditReports.notPayable',
  alreadyAttached: 'creditReports.alreadyAttached',
  fileRequired: 'creditReports.fileRequired',
} as const;

/** company: a company (Sdn. Bhd., Berhad); business: a sole proprietor or a partnership; individual: a person. */
export const CREDIT_REPORT_ENTITY_TYPES = ['company', 'business', 'individual'] as const;
export type CreditReportEntityType = (typeof CREDIT_REPORT_ENTITY_TYPES)[number];

/** The SSM number since 2019: year of registration, entity code (01–06), six digits. */
const SSM_NEW = /^(19|20)\d{2}0[1-6]\d{6}$/;
/** Older SSM numbers: companies 123456-A; businesses 001234567-X, JM0123456-T or AS0123456-A. */
const SSM_OLD_COMPANY = /^\d{1,7}-[A-Z]$/;
const SSM_OLD_BUSINESS = /^[A-Z]{0,2}\d{6,9}-[A-Z]$/;

/** A MyKad number (YYMMDD-PB-###G) with a real date of birth, without its hyphens. */
export function isMyKad(digits: string): boolean {
  if (!/^\d{12}$/.test(digits)) return false;
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  // February may have 29 days: the century is not known, so a 29th is accepted every year
  const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/**
 * The subject ID as the bureau keys it: an SSM number in upper case, or a MyKad number's twelve
 * digits (hyphens and spaces dropped). Null when it is not a valid ID for the entity type.
 */
export function normaliseSubjectId(entityType: CreditReportEntityType, raw: string): string | null {
  const value = raw.trim().toUpperCase().replace(/\s+/g, '');
  if (entityType === 'individual') {
    const digits = value.replace(/-/g, '');
    return isMyKad(digits) ? digits : null;
  }
  if (SSM_NEW.test(value)) return value;
  if (entityType === 'company' && SSM_OLD_COMPANY.test(value)) return value;
  if (entityType === 'business' && (SSM_OLD_BUSINESS.test(value) || SSM_OLD_COMPANY.test(value))) return value;
  return null;
}

/** A MyKad number shown with its hyphens (800101-14-5678); SSM numbers as they are. */
export function formatSubjectId(entityType: CreditReportEntityType, id: string): string {
  return entityType === 'individual' && /^\d{12}$/.test(id) ? `${id.slice(0, 6)}-${id.slice(6, 8)}-${id.slice(8)}` : id;
}

/**
 * The subject ID of a parsed form, normalised (normaliseSubjectId), or an issue at subjectId: the
 * one check of every form that names a subject.
 */
function withSubjectId<T extends { entityType: CreditReportEntityType; subjectId: string }>(
  v: T,
  ctx: z.RefinementCtx,
): T {
  const id = normaliseSubjectId(v.entityType, v.subjectId);
  if (!id) {
    ctx.addIssue({
      code: 'custom',
      path: ['subjectId'],
      message: v.entityType === 'individual' ? CR.mykad : CR.subjectId,
    });
    return z.NEVER;
  }
  return { ...v, subjectId: id };
}

/** POST /api/credit-reports: buy a report (buyCtos Write), paid through the gateway. */
export const creditReportPurchaseSchema = z
  .object({
    /** made by the form once: sending it again answers the same purchase */
    key: z.uuid(),
    product: z.enum(CREDIT_REPORT_PRODUCTS, { error: V.requiredSelect }),
    entityType: z.enum(CREDIT_REPORT_ENTITY_TYPES, { error: V.requiredSelect }),
    subjectId: requiredText(20),
    subjectName: requiredText(200),
    /** the disclaimer at /creditreport/disclaimer (spec §5: acceptance required) */
    acceptTerms: z.boolean({ error: CR.terms }).refine((v) => v, { error: CR.terms }),
    paymentMethod: z.enum(['fpx', 'card'], { error: V.requiredSelect }),
    payerType: z.enum(['corporate', 'personal']).default('corporate'),
    bankCode: z.string().trim().max(20).optional().default(''),
  })
  .refine((v) => v.paymentMethod !== 'fpx' || v.bankCode !== '', { error: 'checkout.bankRequired', path: ['bankCode'] })
  .refine((v) => v.product !== 'ccm' || v.entityType !== 'individual', {
    error: CR.ccmIndividual,
    path: ['entityType'],
  })
  .transform(withSubjectId);
export type CreditReportPurchaseInput = z.input<typeof creditReportPurchaseSchema>;

/** POST /api/credit-reports/:id/pay: pay again after a failed payment. */
export const creditReportPayAgainSchema = z
  .object({
    paymentMethod: z.enum(['fpx', 'card'], { error: V.requiredSelect }),
    payerType: z.enum(['corporate', 'personal']).default('corporate'),
    bankCode: z.string().trim().max(20).optional().default(''),
  })
  .refine((v) => v.paymentMethod !== 'fpx' || v.bankCode !== '', {
    error: 'checkout.bankRequired',
    path: ['bankCode'],
  });

/** What buying (or paying again) answers: the report and where the payer continues. */
export const creditReportStartSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** the gateway's page; null when the gateway refused (the report's payment says why) */
  redirectUrl: z.string().nullable(),
});
export type CreditReportStart = z.infer<typeof creditReportStartSchema>;

// ------------------------------------------------------------------ the report's content

export const riskBandSchema = z.enum(['low', 'moderate', 'high']);
export type RiskBand = z.infer<typeof riskBandSchema>;

/** Lite: the credit bureau's summary of a company, business or person. */
export const liteReportSchema = z.object({
  kind: z.literal('lite'),
  identity: z.object({
    name: z.string(),
    subjectId: z.string(),
    entityType: z.enum(CREDIT_REPORT_ENTITY_TYPES),
    /** e.g. Existing, Dissolved; a person's: Active */
    status: z.string(),
    registeredOn: z.string().nullable(),
    address: z.string(),
  }),
  score: z.object({ value: z.number().int(), band: riskBandSchema, reasons: z.array(z.string()) }),
  litigation: z.array(
    z.object({
      caseNumber: z.string(),
      court: z.string(),
      plaintiff: z.string(),
      nature: z.string(),
      amountSen: z.number().int(),
      filedOn: z.string(),
      status: z.string(),
    }),
  ),
  bankruptcyOrWindingUp: z.boolean(),
  tradeReferences: z.array(
    z.object({
      creditor: z.string(),
      industry: z.string(),
      outstandingSen: z.number().int(),
      daysOverdue: z.number().int(),
      reportedOn: z.string(),
    }),
  ),
});
export type LiteReport = z.infer<typeof liteReportSchema>;

/** CCM: the company's record at the Companies Commission of Malaysia. */
export const ccmReportSchema = z.object({
  kind: z.literal('ccm'),
  profile: z.object({
    name: z.string(),
    registrationNumber: z.string(),
    oldRegistrationNumber: z.string().nullable(),
    companyType: z.string(),
    status: z.string(),
    incorporatedOn: z.string(),
    registeredAddress: z.string(),
    businessAddress: z.string(),
    natureOfBusiness: z.string(),
    paidUpCapitalSen: z.number().int(),
  }),
  directors: z.array(z.object({ name: z.string(), idNumber: z.string(), appointedOn: z.string() })),
  shareholders: z.array(z.object({ name: z.string(), shares: z.number().int(), percent: z.number() })),
  charges: z.array(
    z.object({
      chargeNumber: z.string(),
      chargee: z.string(),
      amountSen: z.number().int(),
      createdOn: z.string(),
      status: z.string(),
    }),
  ),
  financials: z.array(
    z.object({
      yearEnd: z.string(),
      revenueSen: z.number().int(),
      profitBeforeTaxSen: z.number().int(),
      totalAssetsSen: z.number().int(),
      totalLiabilitiesSen: z.number().int(),
    }),
  ),
});
export type CcmReport = z.infer<typeof ccmReportSchema>;

export const reportContentSchema = z.discriminatedUnion('kind', [liteReportSchema, ccmReportSchema]);
export type ReportContent = z.infer<typeof reportContentSchema>;

// ------------------------------------------------------------------ reads

/** One report in a company's history (spec §3: type, subject name, subject ID, reference, requested date). */
export const creditReportSummarySchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  product: z.enum(CREDIT_REPORT_PRODUCTS),
  entityType: z.enum(CREDIT_REPORT_ENTITY_TYPES),
  subjectId: z.string(),
  subjectName: z.string(),
  status: z.enum(CREDIT_REPORT_STATUSES),
  priceSen: z.number().int(),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** the buying company; null for a report BinaMart obtained for a credit review */
  company: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** the credit application it was obtained or attached for */
  creditApplicationId: z.uuid().nullable(),
  /** the bureau's reference once it answered */
  bureauReference: z.string().nullable(),
  /** a report an administrator attached as a file (no content to show: the PDF is the report) */
  attached: z.boolean(),
});
export type CreditReportSummary = z.infer<typeof creditReportSummarySchema>;

/** GET /api/credit-reports/:id: the report, its payment and (when ready) its content. */
export const creditReportDetailSchema = creditReportSummarySchema.extend({
  payment: z
    .object({
      id: z.uuid(),
      reference: z.string(),
      method: z.enum(['fpx', 'card']),
      status: z.enum(PAYMENT_STATUSES),
      amountSen: z.number().int(),
      failureReason: z.string().nullable(),
      /** the gateway's page while the payment is open */
      redirectUrl: z.string().nullable(),
      refund: z.object({ reference: z.string(), status: z.string(), amountSen: z.number().int() }).nullable(),
    })
    .nullable(),
  /** why the bureau could not give it (failed), in the reader's language */
  failureReason: z.string().nullable(),
  content: reportContentSchema.nullable(),
  requestedBy: z.string(),
});
export type CreditReportDetail = z.infer<typeof creditReportDetailSchema>;

export const creditReportListQuerySchema = pageQuerySchema.extend({
  product: z.enum(CREDIT_REPORT_PRODUCTS).optional(),
  q: z.string().trim().max(100).optional(),
});

/** Who opened a report and when (every view of the bureau's personal data is recorded). */
export const creditReportViewSchema = z.object({
  viewedAt: z.string(),
  user: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  kind: z.enum(['page', 'pdf']),
});
export type CreditReportView = z.infer<typeof creditReportViewSchema>;

/** POST /api/admin/credit-applications/:id/credit-reports: BinaMart obtains a report on the applicant (no charge to anyone). */
export const obtainCreditReportSchema = z
  .object({
    key: z.uuid(),
    product: z.enum(CREDIT_REPORT_PRODUCTS, { error: V.requiredSelect }),
    entityType: z.enum(CREDIT_REPORT_ENTITY_TYPES, { error: V.requiredSelect }),
    subjectId: requiredText(20),
    subjectName: requiredText(200),
  })
  .refine((v) => v.product !== 'ccm' || v.entityType !== 'individual', {
    error: CR.ccmIndividual,
    path: ['entityType'],
  })
  .transform(withSubjectId);

/** POST /api/admin/credit-applications/:id/credit-reports/attach: a report from the bureau's own portal, as a PDF. */
export const attachCreditReportSchema = z
  .object({
    product: z.enum(CREDIT_REPORT_PRODUCTS, { error: V.requiredSelect }),
    entityType: z.enum(CREDIT_REPORT_ENTITY_TYPES, { error: V.requiredSelect }),
    subjectId: requiredText(20),
    subjectName: requiredText(200),
    /** the bureau's reference printed on the report */
    bureauReference: requiredText(40),
    fileId: z.uuid({ error: CR.fileRequired }),
  })
  .refine((v) => v.product !== 'ccm' || v.entityType !== 'individual', {
    error: CR.ccmIndividual,
    path: ['entityType'],
  })
  .transform(withSubjectId);
