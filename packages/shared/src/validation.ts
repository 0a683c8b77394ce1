/**
 * Field rules of spec §5 as zod schemas. Messages are catalogue keys (see i18n), so the
 * API and the forms show the same text in the user's language. The phone rule is in phone.ts:
 * a screen with no phone field then goes without libphonenumber.
 */
import { z } from 'zod';

/** Catalogue keys of the validation messages. */
export const V = {
  required: 'validation.required',
  requiredSelect: 'validation.requiredSelect',
  passwordRule: 'validation.passwordRule',
  passwordMismatch: 'validation.passwordMismatch',
  pinMismatch: 'validation.pinMismatch',
  postcode: 'validation.postcode',
  pin: 'validation.pin',
  email: 'validation.email',
  emails: 'validation.emails',
  phone: 'validation.phone',
  ssm: 'validation.ssm',
  noSlash: 'validation.noSlash',
  noSpaces: 'validation.noSpaces',
  tooLong: 'validation.tooLong',
  unsafeText: 'validation.unsafeText',
} as const;

/** A NUL character, or half of a UTF-16 surrogate pair standing alone: text no database column can hold. */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path ("remarks", "lines.0.note") of the first text in `value` that holds a character no text can be
 * stored with, or null. Every request's body, query and parameters pass through it before anything else
 * looks at them (the API's one text check); keys are checked like values.
 */
export function unsafeTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? path.join('.') : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (UNSAFE_TEXT.test(key)) return [...path, key].join('.');
    const found = unsafeTextPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** A blank value stops the other checks of a field, so it shows only "This field is required". */
export const REQUIRED = { error: V.required, abort: true } as const;

/** A required text field: missing, empty or only spaces gives "This field is required". */
export const requiredText = (max = 200) =>
  z.string({ error: V.required }).trim().min(1, REQUIRED).max(max, { error: V.tooLong });

/** A required choice: missing or empty gives "This field is required to select". */
export const requiredSelect = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: V.requiredSelect });

/** A name-like field where "/" is refused (spec §5 General). */
export const textWithoutSlash = (max = 200) => requiredText(max).refine((v) => !v.includes('/'), { error: V.noSlash });

export const emailSchema = z
  .string({ error: V.required })
  .trim()
  .min(1, REQUIRED)
  .pipe(z.email({ error: V.email }))
  .transform((v) => v.toLowerCase());

/** Several company e-mails written with commas between them. */
export const emailListSchema = requiredText(1000).refine(
  (v) => v.split(',').every((part) => z.email().safeParse(part.trim()).success),
  { error: V.emails },
);

const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;

/** At least 8 characters with a lower case letter, an upper case letter, a number and a special character. */
export const passwordSchema = z
  .string({ error: V.required })
  .min(1, REQUIRED)
  .regex(PASSWORD_RULE, { error: V.passwordRule })
  .max(128, { error: V.passwordRule });

/** A new password and its confirmation; a mismatch is reported on the confirmation field. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: V.required }).min(1, REQUIRED) })
  .refine((v) => v.password === v.confirmPassword, { error: V.passwordMismatch, path: ['confirmPassword'] });

export const pinSchema = z
  .string({ error: V.required })
  .min(1, REQUIRED)
  .regex(/^\d{6}$/, { error: V.pin });

export const postcodeSchema = z
  .string({ error: V.required })
  .trim()
  .min(1, REQUIRED)
  .regex(/^\d{5}$/, { error: V.postcode });

/** SSM registration numbers: the 12-digit form since 2019 (e.g. 201901012345) or the older 123456-A. */
export const ssmNumberSchema = z
  .string({ error: V.required })
  .trim()
  .min(1, REQUIRED)
  .transform((v) => v.toUpperCase())
  .refine((v) => /^(19|20)\d{2}0[1-6]\d{6}$/.test(v) || /^\d{1,7}-[A-Z]$/.test(v), { error: V.ssm });

export const MALAYSIAN_STATES = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Perak',
  'Perlis',
  'Pulau Pinang',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
  'Kuala Lumpur',
  'Labuan',
  'Putrajaya',
] as const;
export type MalaysianState = (typeof MALAYSIAN_STATES)[number];
export const stateSchema = requiredSelect(MALAYSIAN_STATES);
