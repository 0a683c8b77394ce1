/** User management (spec §6): sub-users of a company with role, levels per area and toggles. */
import { z } from 'zod';
import { AREAS, LEVELS, ROLES } from '../permissions';
import { TOGGLES } from '../toggles';
import { V, emailSchema, pinSchema, requiredSelect, requiredText } from '../validation';
import { phoneSchema } from '../phone';

const name = (max: number) => requiredText(max).refine((v) => !v.includes('/'), { error: V.noSlash });

export const userPermissionsInputSchema = z.partialRecord(z.enum(AREAS), z.enum(LEVELS));
export const userTogglesInputSchema = z.partialRecord(z.enum(TOGGLES), z.boolean());

export const createUserSchema = z.object({
  email: emailSchema,
  firstName: name(80),
  lastName: name(80),
  position: z.string().trim().max(80).optional().default(''),
  phone: phoneSchema,
  pin: pinSchema,
  role: requiredSelect(ROLES),
  permissions: userPermissionsInputSchema.optional(),
  toggles: userTogglesInputSchema.optional(),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

export const updateUserSchema = z.object({
  firstName: name(80),
  lastName: name(80),
  position: z.string().trim().max(80).optional().default(''),
  phone: phoneSchema,
  role: requiredSelect(ROLES),
  permissions: userPermissionsInputSchema,
  toggles: userTogglesInputSchema,
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const managedUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  status: z.enum(['active', 'inactive']),
  verified: z.boolean(),
  permissions: userPermissionsInputSchema,
  toggles: userTogglesInputSchema,
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
