/** Shapes shared by every endpoint: errors and paged lists. */
import { z } from 'zod';
import { requiredText } from '../validation';

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A page of a list: `{ items, total, page, pageSize }`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** A required reason, for refusals (registrations, products). */
export const reasonSchema = z.object({ reason: requiredText(1000) });
