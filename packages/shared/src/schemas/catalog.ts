/** Category tree shapes (GET /api/Category). */
import { z } from 'zod';
import { requiredText } from '../validation';

export const categorySchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  slug: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** Category administration: names in each language; the parent is chosen once. */
const optionalName = z.string().trim().max(100).nullable().optional();

export const categoryCreateSchema = z.object({
  nameEn: requiredText(100),
  nameZh: optionalName,
  nameMs: optionalName,
  parentId: z.uuid().nullable().optional(),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
});
export type CategoryCreateInput = z.output<typeof categoryCreateSchema>;

/** Names and order only: a category never moves to another parent. */
export const categoryUpdateSchema = categoryCreateSchema.omit({ parentId: true });
export type CategoryUpdateInput = z.output<typeof categoryUpdateSchema>;

/** A category with its name in the request's language and its names in every language. */
export const adminCategorySchema = categorySchema.extend({
  nameEn: z.string(),
  nameZh: z.string().nullable(),
  nameMs: z.string().nullable(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
