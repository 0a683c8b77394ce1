/** Category tree shapes (GET /api/Category). */
import { z } from 'zod';

export const categorySchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  slug: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
