/** Registration, review, verification and password recovery (issue: accounts and companies). */
import { z } from 'zod';
import { reasonSchema } from './common';
import {
  V,
  emailSchema,
  passwordSchema,
  pinSchema,
  requiredSelect,
  requiredText,
  ssmNumberSchema,
  textWithoutSlash,
} from '../validation';
import { phoneSchema } from '../phone';

const confirmation = z.string({ error: V.required }).min(1, { error: V.required, abort: true });

/** /register: buyer or seller, company, the first (administrator) user, password, PIN. */
export const registrationInputSchema = z
  .object({
    accountType: requiredSelect(['buyer', 'seller'] as const),
    companyName: requiredText(200),
    registrationNo: ssmNumberSchema,
    firstName: textWithoutSlash(80),
    lastName: textWithoutSlash(80),
    position: textWithoutSlash(80),
    phone: phoneSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: confirmation,
    pin: pinSchema,
    referralCode: z.string().trim().max(40).optional().default(''),
    publicSector: z.boolean().optional().default(false),
    organisation: z.string().trim().max(200).optional().default(''),
  })
  .refine((v) => v.password === v.confirmPassword, { error: V.passwordMismatch, path: ['confirmPassword'] });
export type RegistrationInput = z.input<typeof registrationInputSchema>;

export const registrationResultSchema = z.object({ message: z.string() });

/** A company registration as administrators review it. */
export const registrationSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  registrationNo: z.string(),
  accountType: z.enum(['buyer', 'seller']),
  publicSector: z.boolean(),
  organisation: z.string(),
  referralCode: z.string(),
  status: z.enum(['pending', 'active', 'rejected', 'inactive']),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  applicant: z.object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    position: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});
export type Registration = z.infer<typeof registrationSchema>;

export const registrationListQuerySchema = z.object({
  status: z.enum(['pending', 'active', 'rejected']).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const rejectRegistrationSchema = reasonSchema;

export const tokenSchema = z.object({ token: requiredText(200) });
export const emailOnlySchema = z.object({ email: emailSchema });

/** /reset: the link's token and the new password twice. */
export const resetPasswordSchema = z
  .object({ token: requiredText(200), password: passwordSchema, confirmPassword: confirmation })
  .refine((v) => v.password === v.confirmPassword, { error: V.passwordMismatch, path: ['confirmPassword'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const messageSchema = z.object({ message: z.string() });

/** GET /api/admin/companies: active buyer or seller companies, for choosing one (orders on behalf, vouchers). */
export const adminCompanyQuerySchema = z.object({
  kind: z.enum(['buyer', 'seller']),
  /** part of the name or the registration number */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminCompanyQuery = z.output<typeof adminCompanyQuerySchema>;

export const companyOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  registrationNo: z.string(),
  kind: z.enum(['buyer', 'seller']),
  publicSector: z.boolean(),
});
export type CompanyOption = z.infer<typeof companyOptionSchema>;
