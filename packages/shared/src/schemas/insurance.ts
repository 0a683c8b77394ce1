/**
 * Insurance and bond proposals for buyers' construction projects, passed to the insurer (Lonpac,
 * a Malaysian general insurer) by administrators at /admin/lonpac (admCl): contractor's all-risk
 * cover, performance bonds, public liability and workmen's compensation. Amounts in sen; dates
 * ISO (YYYY-MM-DD), the cover running from the start day to the end day inclusive.
 */
import { z } from 'zod';
import { INSURANCE_STATUSES } from '../states/insurance-states';
import { MALAYSIAN_STATES, V, postcodeSchema, requiredSelect, requiredText, stateSchema } from '../validation';
import { pageQuerySchema } from './common';

/** The covers arranged with the insurer (the proposal form's "Cover"). */
export const INSURANCE_COVERS = [
  'contractorsAllRisk',
  'performanceBond',
  'publicLiability',
  'workmenCompensation',
] as const;
export type InsuranceCover = (typeof INSURANCE_COVERS)[number];

/** The declarations the buyer company makes through the administrator; every one must be accepted to submit. */
export const INSURANCE_DECLARATIONS = [
  'informationTrue',
  'noProposalDeclined',
  'noClaimsDeclined',
  'consentToShare',
] as const;
export type InsuranceDeclaration = (typeof INSURANCE_DECLARATIONS)[number];

/** Catalogue keys of the proposal's own messages. */
export const INS = {
  amount: 'insurance.amountInvalid',
  endBeforeStart: 'insurance.endBeforeStart',
  bondAboveContract: 'insurance.bondAboveContract',
  declarationRequired: 'insurance.declarationRequired',
  startInPast: 'insurance.startInPast',
  tooManyDocuments: 'insurance.tooManyDocuments',
  documentTwice: 'insurance.documentTwice',
  notBuyer: 'insurance.notBuyer',
  projectNotOfBuyer: 'insurance.projectNotOfBuyer',
  notEditable: 'insurance.notEditable',
  notWithdrawable: 'insurance.notWithdrawable',
  nothingToCheck: 'insurance.nothingToCheck',
  insurerUnavailable: 'insurance.insurerUnavailable',
  decidedMeanwhile: 'insurance.decidedMeanwhile',
} as const;

/** The most a proposal names: RM 1,000,000,000 (a sum insured, a bond, a contract sum). */
export const INSURANCE_MAX_SEN = 1_000_000_000_00;
/** Documents one proposal carries (each JPG, PNG or PDF up to 20 MB). */
export const INSURANCE_MAX_DOCUMENTS = 10;

const amountSen = z
  .number({ error: V.required })
  .int({ error: INS.amount })
  .min(1, { error: INS.amount })
  .max(INSURANCE_MAX_SEN, { error: INS.amount });

const day = z.iso.date({ error: V.required });
const optionalText = (max: number) => z.string().trim().max(max, { error: V.tooLong }).optional().default('');

/** Where the insured works take place. */
export const insuranceSiteSchema = z.object({
  addressLine1: requiredText(200),
  addressLine2: optionalText(200),
  postcode: postcodeSchema,
  city: requiredText(100),
  state: stateSchema,
});
export type InsuranceSite = z.output<typeof insuranceSiteSchema>;

export const insuranceDeclarationsSchema = z.object({
  informationTrue: z.boolean().default(false),
  noProposalDeclined: z.boolean().default(false),
  noClaimsDeclined: z.boolean().default(false),
  consentToShare: z.boolean().default(false),
});
export type InsuranceDeclarations = z.output<typeof insuranceDeclarationsSchema>;

/** An uploaded document (POST /api/files?purpose=insurance-document) and the name it is shown by. */
export const insuranceDocumentInputSchema = z.object({ fileId: z.uuid(), name: requiredText(255) });

const period = z.object({ periodStart: day, periodEnd: day });
const amounts = z.object({ cover: z.enum(INSURANCE_COVERS), sumInsuredSen: amountSen, contractSumSen: amountSen });

/**
 * POST /api/admin/insurance/forms and PUT …/{id}: a proposal saved as a draft. Every field rule
 * holds already for a draft; submitting also needs every declaration accepted and a start that is
 * not in the past (checked by the API at that moment).
 */
export const insuranceFormInputSchema = z
  .object({
    buyerCompanyId: z.uuid({ error: V.requiredSelect }),
    cover: requiredSelect(INSURANCE_COVERS),
    /** the party the policy or bond is issued to (the buyer company, or it with the employer as joint insured) */
    insuredName: requiredText(200),
    /** the project owner: the beneficiary of a bond, the principal of the contract */
    employerName: requiredText(200),
    projectName: requiredText(200),
    contractNumber: requiredText(60),
    contractTitle: optionalText(300),
    /** the sum insured; for a bond, the bond amount; for workmen's compensation, the wages of the period */
    sumInsuredSen: amountSen,
    contractSumSen: amountSen,
    periodStart: day,
    periodEnd: day,
    site: insuranceSiteSchema,
    /** one of the buyer company's projects (sites) this cover is for, when it has one */
    companyProjectId: z
      .uuid()
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    declarations: insuranceDeclarationsSchema.default({
      informationTrue: false,
      noProposalDeclined: false,
      noClaimsDeclined: false,
      consentToShare: false,
    }),
    remarks: optionalText(2000),
    documents: z
      .array(insuranceDocumentInputSchema)
      .max(INSURANCE_MAX_DOCUMENTS, { error: INS.tooManyDocuments })
      .optional()
      .default([]),
  })
  .refine((v) => v.periodEnd > v.periodStart, {
    error: INS.endBeforeStart,
    path: ['periodEnd'],
    // checked whenever both dates are valid, whatever else is wrong, so every message shows at once
    when: (payload) => period.safeParse(payload.value).success,
  })
  .refine((v) => v.cover !== 'performanceBond' || v.sumInsuredSen <= v.contractSumSen, {
    error: INS.bondAboveContract,
    path: ['sumInsuredSen'],
    when: (payload) => amounts.safeParse(payload.value).success,
  })
  .refine((v) => new Set(v.documents.map((d) => d.fileId)).size === v.documents.length, {
    error: INS.documentTwice,
    path: ['documents'],
    when: (payload) => z.object({ documents: z.array(insuranceDocumentInputSchema) }).safeParse(payload.value).success,
  });
export type InsuranceFormInput = z.input<typeof insuranceFormInputSchema>;
export type InsuranceFormValues = z.output<typeof insuranceFormInputSchema>;

/** The declarations not (yet) accepted: submitting needs none left. */
export const missingDeclarations = (declarations: InsuranceDeclarations): InsuranceDeclaration[] =>
  INSURANCE_DECLARATIONS.filter((name) => !declarations[name]);

/** Days the cover runs, the start and end days included ("2026-01-01" to "2026-12-31" is 365). */
export function coverDays(periodStart: string, periodEnd: string): number {
  return Math.round((Date.parse(periodEnd) - Date.parse(periodStart)) / 86_400_000) + 1;
}

/** A bond as a percentage of the contract sum, to two decimals (half-up); null for other covers. */
export function bondPercent(cover: InsuranceCover, sumInsuredSen: number, contractSumSen: number): number | null {
  if (cover !== 'performanceBond' || contractSumSen <= 0) return null;
  return Math.round((sumInsuredSen * 10_000) / contractSumSen) / 100;
}

export const insuranceListQuerySchema = pageQuerySchema.extend({
  status: z.enum(INSURANCE_STATUSES).optional(),
  cover: z.enum(INSURANCE_COVERS).optional(),
  companyId: z.uuid().optional(),
  /** searched in the proposal number, the project, the insured party and the policy number */
  q: z.string().trim().max(100).optional(),
});
export type InsuranceListQuery = z.infer<typeof insuranceListQuerySchema>;

export const withdrawInsuranceSchema = z.object({ reason: requiredText(1000) });

const ref = z.object({ id: z.uuid(), name: z.string() });

/** Why the insurer referred or declined a proposal: a known code (shown in the user's language) and its own words. */
export const INSURER_REASON_CODES = [
  'aboveAutomaticLimit',
  'eastMalaysia',
  'bondAboveTenPercent',
  'aboveCapacity',
  'other',
] as const;
export type InsurerReasonCode = (typeof INSURER_REASON_CODES)[number];

/** The insurer's side of a proposal: its reference, and the policy or the reason once it answered. */
export const insurerAnswerSchema = z.object({
  reference: z.string().nullable(),
  policyNumber: z.string().nullable(),
  premiumSen: z.number().int().nullable(),
  reasonCode: z.enum(INSURER_REASON_CODES).nullable(),
  /** the insurer's own words (English, as its systems write them) */
  reason: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type InsurerAnswerView = z.infer<typeof insurerAnswerSchema>;

export const INSURANCE_EVENT_KINDS = [
  'created',
  'edited',
  'submitted',
  'accepted',
  'referred',
  'declined',
  'insurerUnavailable',
  'withdrawn',
] as const;
export type InsuranceEventKind = (typeof INSURANCE_EVENT_KINDS)[number];

export const insuranceEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(INSURANCE_EVENT_KINDS),
  at: z.string(),
  /** who acted; null for the insurer's own answers */
  actorName: z.string().nullable(),
  policyNumber: z.string().nullable(),
  premiumSen: z.number().int().nullable(),
  reasonCode: z.enum(INSURER_REASON_CODES).nullable(),
  note: z.string().nullable(),
});
export type InsuranceEvent = z.infer<typeof insuranceEventSchema>;

const siteView = z.object({
  addressLine1: z.string(),
  addressLine2: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.enum(MALAYSIAN_STATES),
});

/** A proposal as administrators read it at /admin/lonpac/form/{id}. */
export const insuranceFormSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(INSURANCE_STATUSES),
  cover: z.enum(INSURANCE_COVERS),
  buyerCompany: ref,
  companyProject: ref.nullable(),
  insuredName: z.string(),
  employerName: z.string(),
  projectName: z.string(),
  contractNumber: z.string(),
  contractTitle: z.string(),
  sumInsuredSen: z.number().int(),
  contractSumSen: z.number().int(),
  /** a bond's share of the contract sum in percent; null for other covers */
  bondPercent: z.number().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  periodDays: z.number().int(),
  site: siteView,
  declarations: z.object({
    informationTrue: z.boolean(),
    noProposalDeclined: z.boolean(),
    noClaimsDeclined: z.boolean(),
    consentToShare: z.boolean(),
  }),
  remarks: z.string(),
  documents: z.array(z.object({ fileId: z.uuid(), name: z.string(), url: z.string() })),
  insurer: insurerAnswerSchema,
  createdBy: z.string(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  events: z.array(insuranceEventSchema),
});
export type InsuranceForm = z.infer<typeof insuranceFormSchema>;

/** A row of /admin/lonpac. */
export const insuranceListItemSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(INSURANCE_STATUSES),
  cover: z.enum(INSURANCE_COVERS),
  buyerCompany: ref,
  projectName: z.string(),
  insuredName: z.string(),
  sumInsuredSen: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  policyNumber: z.string().nullable(),
  premiumSen: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type InsuranceListItem = z.infer<typeof insuranceListItemSchema>;

/** What a buyer company sees of one of its policies or proposals in progress (/cl). */
export const insurancePolicySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(INSURANCE_STATUSES),
  cover: z.enum(INSURANCE_COVERS),
  projectName: z.string(),
  contractNumber: z.string(),
  insuredName: z.string(),
  employerName: z.string(),
  sumInsuredSen: z.number().int(),
  contractSumSen: z.number().int(),
  bondPercent: z.number().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  site: siteView,
  insurer: insurerAnswerSchema,
  submittedAt: z.string().nullable(),
});
export type InsurancePolicy = z.infer<typeof insurancePolicySchema>;

/** A buyer company's project, offered when the administrator ties a proposal to one. */
export const insuranceCompanyProjectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
});
export type InsuranceCompanyProject = z.infer<typeof insuranceCompanyProjectSchema>;
