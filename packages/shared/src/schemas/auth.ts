/** Shapes of the account calls (spec §7): sign-in, refresh and revoke. */
import { z } from 'zod';
import { LEVELS, ROLES, AREAS } from '../permissions';
import { LANGUAGES } from '../i18n';
import { requiredText } from '../validation';
import { TOGGLES } from '../toggles';

export const loginSchema = z.object({
  username: requiredText(254),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const roleSchema = z.enum(ROLES);
export const levelSchema = z.enum(LEVELS);
export const permissionsSchema = z.partialRecord(z.enum(AREAS), levelSchema);

/** The signed-in user record kept in browser storage and returned by authenticate and refresh. */
export const authRecordSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  role: roleSchema,
  permissions: permissionsSchema,
  /** the per-user toggles of the user's side the user holds (spec §6; a company administrator holds every capability toggle) */
  toggles: z.array(z.enum(TOGGLES)).default([]),
  notifyPush: z.boolean(),
  notifySms: z.boolean(),
  language: z.enum(LANGUAGES),
  jwtToken: z.string(),
  refreshToken: z.string(),
  jwtExpiresAt: z.string(),
});
export type AuthRecord = z.infer<typeof authRecordSchema>;

export const revokeTokenSchema = z.object({ token: z.string().min(1).optional() });

/** The signed-in user as the API describes it (no tokens). */
export const meSchema = authRecordSchema.omit({ jwtToken: true, refreshToken: true, jwtExpiresAt: true });
export type Me = z.infer<typeof meSchema>;
