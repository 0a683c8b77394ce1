/** The profile of spec §3: company details and the signed-in user's own settings. */
import { z } from 'zod';
import { emailChoicesSchema } from '../notices';
import { V, passwordSchema, pinSchema, postcodeSchema, requiredText, stateSchema } from '../validation';
import { phoneSchema } from '../phone';

const optionalText = (max: number) => z.string().trim().max(max, { error: V.tooLong }).optional().default('');
const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), { error: 'validation.url' })
  .optional()
  .default('');
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: V.email })
  .optional()
  .default('');
const optionalPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || phoneSchema.safeParse(v).success, { error: V.phone })
  .optional()
  .default('');
/** The year the company started business: four digits, 1900 to this year, or empty. */
const optionalYear = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{4}$/.test(v) && Number(v) >= 1900 && Number(v) <= new Date().getFullYear()), {
    error: 'validation.year',
  })
  .optional()
  .default('');
const confirmation = z.string({ error: V.required }).min(1, { error: V.required, abort: true });

/** Editable company profile fields. Required: company e-mails, phone and the address. */
export const companyProfileInputSchema = z.object({
  emails: requiredText(1000).refine((v) => v.split(',').every((part) => z.email().safeParse(part.trim()).success), {
    error: V.emails,
  }),
  phone: phoneSchema,
  description: optionalText(4000),
  addressLine1: requiredText(200),
  addressLine2: optionalText(200),
  postcode: postcodeSchema,
  city: requiredText(100),
  state: stateSchema,
  country: requiredText(60),
  directorName: optionalText(120),
  directorPhone: optionalPhone,
  directorEmail: optionalEmail,
  accountsName: optionalText(120),
  accountsPhone: optionalPhone,
  accountsEmail: optionalEmail,
  annualOutput: optionalText(120),
  yearEstablished: optionalYear,
  businessType: optionalText(120),
  mainProduct: optionalText(200),
  productLines: optionalText(1000),
  factorySize: optionalText(120),
  passphrase: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[\p{L}\p{N} ]{4,40}$/u.test(v), { error: 'errors.invalidPassphrase' })
    .optional()
    .default(''),
  videoUrl: optionalUrl,
  logisticsUrl: optionalUrl,
});
export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;

/** The signed-in user's own details and notification flags. */
export const ownUserInputSchema = z.object({
  firstName: requiredText(80).refine((v) => !v.includes('/'), { error: V.noSlash }),
  lastName: requiredText(80).refine((v) => !v.includes('/'), { error: V.noSlash }),
  position: optionalText(80),
  phone: phoneSchema,
  notifyPush: z.boolean(),
  notifySms: z.boolean(),
  /** which categories of e-mail the user receives; left out, the choice stays as it was */
  emails: emailChoicesSchema.optional(),
});

export const profileUpdateSchema = z.object({
  user: ownUserInputSchema,
  company: companyProfileInputSchema.optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    position: z.string(),
    phone: z.string(),
    role: z.string(),
    notifyPush: z.boolean(),
    notifySms: z.boolean(),
    emails: emailChoicesSchema,
  }),
  company: z.object({
    id: z.uuid(),
    name: z.string(),
    registrationNo: z.string(),
    kind: z.enum(['platform', 'seller', 'buyer']),
    publicSector: z.boolean(),
    organisation: z.string(),
    /** only company administrators may change the company profile */
    editable: z.boolean(),
    profile: z.record(z.string(), z.string()),
    coverImageUrl: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .object({ oldPassword: confirmation, password: passwordSchema, confirmPassword: confirmation })
  .refine((v) => v.password === v.confirmPassword, { error: V.passwordMismatch, path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePinSchema = z
  .object({ oldPin: confirmation, pin: pinSchema, confirmPin: confirmation })
  .refine((v) => v.pin === v.confirmPin, { error: V.pinMismatch, path: ['confirmPin'] });
export type ChangePinInput = z.infer<typeof changePinSchema>;

/** A seller's public company page (/company, /store/{id}). */
export const publicCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  emails: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  businessType: z.string(),
  mainProduct: z.string(),
  productLines: z.string(),
  annualOutput: z.string(),
  factorySize: z.string(),
  /** the year it started business ('' when not given) */
  yearEstablished: z.string(),
  videoUrl: z.string(),
  logisticsUrl: z.string(),
  coverImageUrl: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** when it joined BinaMart */
  memberSince: z.string(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

export const IMAGE_SLOTS = ['cover', 'profile'] as const;
/** Profile images: jpg or png, checked by content. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
