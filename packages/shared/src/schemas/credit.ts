/**
 * Credit financing (spec §3 Credit limit, §4, §5 Credit application, §6 buyCl / admCl and
 * the three approval tiers). Amounts in sen; dates ISO (YYYY-MM-DD).
 */
import { z } from 'zod';
import { CREDIT_APPLICATION_STATUSES } from '../states/credit-application-states';
import { CREDIT_TERMS } from '../pricing';
import { V, requiredText } from '../validation';

/** The three approval tiers, in the order they decide, and the admin toggle that makes a person one of them. */
export const CREDIT_TIERS = ['creditControl', 'businessDirector', 'managingDirector'] as const;
export type CreditTier = (typeof CREDIT_TIERS)[number];
export const TIER_TOGGLES = {
  creditControl: 'clCreditControl',
  businessDirector: 'clBusinessDirector',
  managingDirector: 'clManagingDirector',
} as const satisfies Record<CreditTier, string>;

export const CREDIT_APPLICATION_KINDS = ['company', 'project', 'topup'] as const;
export type CreditApplicationKind = (typeof CREDIT_APPLICATION_KINDS)[number];

/** The document checklist per kind; `required` ones are marked * on the form. */
export const CREDIT_DOCUMENTS = {
  company: [
    { type: 'ssmProfile', required: true },
    { type: 'bankStatements', required: true },
    { type: 'auditedAccounts', required: true },
    { type: 'directorsIc', required: true },
    { type: 'managementAccounts', required: false },
    { type: 'projectTrackRecord', required: false },
  ],
  project: [
    { type: 'letterOfAward', required: true },
    { type: 'contract', required: true },
    { type: 'billOfQuantities', required: false },
    { type: 'sitePossessionLetter', required: false },
  ],
  topup: [
    { type: 'bankStatements', required: true },
    { type: 'managementAccounts', required: false },
  ],
} as const satisfies Record<CreditApplicationKind, readonly { type: string; required: boolean }[]>;
export const CREDIT_DOCUMENT_TYPES = [
  'ssmProfile',
  'bankStatements',
  'auditedAccounts',
  'directorsIc',
  'managementAccounts',
  'projectTrackRecord',
  'letterOfAward',
  'contract',
  'billOfQuantities',
  'sitePossessionLetter',
] as const;
export type CreditDocumentType = (typeof CREDIT_DOCUMENT_TYPES)[number];

/** Largest credit document: 20 MB (spec §9). */
export const CREDIT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export const CL = {
  amount: 'credit.amountInvalid',
  documentsMissing: 'credit.documentsMissing',
  tncRequired: 'credit.tncRequired',
  completionBeforePossession: 'credit.completionBeforePossession',
} as const;

const amountSen = z
  .number({ error: V.required })
  .int({ error: CL.amount })
  .min(100_00, { error: CL.amount })
  .max(1_000_000_000_00, { error: CL.amount });

/** Company and financial details (kept as the applicant typed them). */
export const creditApplicationDetailsSchema = z.object({
  yearsInBusiness: z.number().int().min(0).max(200).optional(),
  paidUpCapitalSen: z.number().int().min(0).optional(),
  annualTurnoverSen: z.number().int().min(0).optional(),
  numberOfEmployees: z.number().int().min(0).optional(),
  bankName: z.string().trim().max(120).optional(),
  existingFacilities: z.string().trim().max(1000).optional(),
  majorProjects: z.string().trim().max(2000).optional(),
  contactName: z.string().trim().max(120).optional(),
  contactPhone: z.string().trim().max(40).optional(),
  contactEmail: z.string().trim().max(200).optional(),
});
export type CreditApplicationDetails = z.infer<typeof creditApplicationDetailsSchema>;

/** POST /api/credit/applications and PUT /api/credit/applications/:id: save (nothing required until submitting). */
export const creditApplicationDraftSchema = z.object({
  kind: z.enum(CREDIT_APPLICATION_KINDS),
  /** the T&C at /cl/tnc were accepted (needed to start) */
  tncAccepted: z.literal(true, { error: CL.tncRequired }),
  requestedSen: amountSen.nullable().optional(),
  details: creditApplicationDetailsSchema.default({}),
  projectName: z.string().trim().max(200).nullable().optional(),
  contractNumber: z.string().trim().max(60).nullable().optional(),
  contractCostSen: z.number().int().min(0).nullable().optional(),
  sitePossessionDate: z.iso.date().nullable().optional(),
  completionDate: z.iso.date().nullable().optional(),
  /** top-ups: the facility to raise */
  facilityId: z.uuid().nullable().optional(),
});
export type CreditApplicationDraft = z.input<typeof creditApplicationDraftSchema>;

/** What submitting checks (the API applies it to the saved application). */
export const creditApplicationSubmitSchema = z
  .object({
    kind: z.enum(CREDIT_APPLICATION_KINDS),
    requestedSen: amountSen,
    details: creditApplicationDetailsSchema.extend({
      yearsInBusiness: z.number({ error: V.required }).int().min(0).max(200),
      annualTurnoverSen: z.number({ error: V.required }).int().min(0),
      bankName: requiredText(120),
      contactName: requiredText(120),
      contactPhone: requiredText(40),
    }),
    projectName: z.string().nullable().optional(),
    contractNumber: z.string().nullable().optional(),
    contractCostSen: z.number().int().nullable().optional(),
    sitePossessionDate: z.string().nullable().optional(),
    completionDate: z.string().nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'project') return;
    for (const key of ['projectName', 'contractNumber', 'sitePossessionDate', 'completionDate'] as const) {
      if (!v[key]) ctx.addIssue({ code: 'custom', message: V.required, path: [key] });
    }
    if (!v.contractCostSen || v.contractCostSen <= 0)
      ctx.addIssue({ code: 'custom', message: CL.amount, path: ['contractCostSen'] });
    if (v.sitePossessionDate && v.completionDate && v.completionDate <= v.sitePossessionDate)
      ctx.addIssue({ code: 'custom', message: CL.completionBeforePossession, path: ['completionDate'] });
  });

/** POST /api/credit/applications/:id/documents (the file uploaded first with POST /api/files?purpose=credit-document). */
export const addCreditDocumentSchema = z.object({ docType: z.enum(CREDIT_DOCUMENT_TYPES), fileId: z.uuid() });

export const creditEventSchema = z.object({
  type: z.string(),
  tier: z.enum(CREDIT_TIERS).nullable(),
  amountSen: z.number().int().nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});

export const creditApplicationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CREDIT_APPLICATION_KINDS),
  status: z.enum(CREDIT_APPLICATION_STATUSES),
  stage: z.enum(CREDIT_TIERS).nullable(),
  company: z.object({ id: z.uuid(), name: z.string(), publicSector: z.boolean() }),
  requestedSen: z.number().int().nullable(),
  approvedSen: z.number().int().nullable(),
  details: creditApplicationDetailsSchema,
  projectName: z.string().nullable(),
  contractNumber: z.string().nullable(),
  contractCostSen: z.number().int().nullable(),
  sitePossessionDate: z.string().nullable(),
  completionDate: z.string().nullable(),
  facilityId: z.uuid().nullable(),
  documents: z.array(
    z.object({ id: z.uuid(), docType: z.enum(CREDIT_DOCUMENT_TYPES), fileUrl: z.string(), fileName: z.string() }),
  ),
  events: z.array(creditEventSchema),
  createdByName: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** administrators: what the viewer may do now */
  actions: z.array(z.enum(['comment', 'requestDocuments', 'approve', 'reject'])),
});
export type CreditApplication = z.infer<typeof creditApplicationSchema>;

export const creditApplicationListQuerySchema = z.object({
  status: z.enum(CREDIT_APPLICATION_STATUSES).optional(),
  kind: z.enum(CREDIT_APPLICATION_KINDS).optional(),
  /** submitted applications awaiting this tier's decision */
  stage: z.enum(CREDIT_TIERS).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST /api/admin/credit/applications/:id/comments and …/request-documents */
export const creditNoteSchema = z.object({ note: requiredText(2000) });

/** POST /api/admin/credit/applications/:id/decision: the awaited tier's decision; the last tier sets the limit. */
export const creditDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: V.requiredSelect }),
  /** managing director approving: the limit granted (may be less than asked, never more) */
  approvedSen: amountSen.nullable().optional(),
  note: z.string().trim().max(2000).optional().default(''),
});

export const CREDIT_FACILITY_STATUSES = ['active', 'overdue', 'inactive'] as const;

export const creditFacilitySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['company', 'project']),
  company: z.object({ id: z.uuid(), name: z.string(), publicSector: z.boolean() }),
  projectName: z.string().nullable(),
  contractNumber: z.string().nullable(),
  status: z.enum(CREDIT_FACILITY_STATUSES),
  approvedSen: z.number().int(),
  reservedSen: z.number().int(),
  postedSen: z.number().int(),
  /** approved − reserved − posted */
  availableSen: z.number().int(),
  updatedAt: z.string(),
});
export type CreditFacility = z.infer<typeof creditFacilitySchema>;

export const creditLedgerEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['limit', 'reserve', 'release', 'post', 'restore', 'adjust']),
  approvedDeltaSen: z.number().int(),
  reservedDeltaSen: z.number().int(),
  postedDeltaSen: z.number().int(),
  availableAfterSen: z.number().int(),
  orderNumber: z.string().nullable(),
  orderId: z.uuid().nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;

/** GET /api/credit: the buyer's company facility, project facilities and applications (buyCl Read). */
export const creditOverviewSchema = z.object({
  facility: creditFacilitySchema.nullable(),
  projects: z.array(creditFacilitySchema),
  applications: z.array(creditApplicationSchema.omit({ events: true, documents: true, actions: true })),
  terms: z.array(z.enum(CREDIT_TERMS)),
});
export type CreditOverview = z.infer<typeof creditOverviewSchema>;

/** POST /api/admin/credit/facilities/:id/limit and POST /api/admin/credit/companies/:companyId/limit (admCl Write). */
export const setCreditLimitSchema = z.object({ approvedSen: amountSen, note: requiredText(1000) });
/** PUT /api/admin/credit/facilities/:id/status */
export const setFacilityStatusSchema = z.object({ status: z.enum(CREDIT_FACILITY_STATUSES), note: requiredText(1000) });
