/**
 * The supplier directory (/company, public): verified suppliers with their company profile, searched by
 * name or what they sell, filtered by state and category, each linking to its shop at /store/{id}.
 */
import { z } from 'zod';
import { MALAYSIAN_STATES } from '../validation';
import { pageOf, pageQuerySchema } from './common';
import { supplierRatingSchema } from './ratings';

export const supplierDirectoryQuerySchema = pageQuerySchema.extend({
  /** part of the supplier's name, main product or product lines */
  q: z.string().trim().max(100).optional(),
  /** the state of its office or of one of its branches */
  state: z.enum(MALAYSIAN_STATES).optional(),
  /** a category's slug (a top category or a subcategory): the supplier has a published product in it */
  category: z.string().trim().max(100).optional(),
});
export type SupplierDirectoryQuery = z.infer<typeof supplierDirectoryQuerySchema>;

export const directorySupplierSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  businessType: z.string(),
  mainProduct: z.string(),
  city: z.string(),
  state: z.string(),
  /** the states of its branches (where it keeps stock or delivers from), the office's first */
  states: z.array(z.string()),
  yearEstablished: z.string(),
  profileImageUrl: z.string().nullable(),
  /** its published products */
  products: z.number().int(),
  /** the categories it sells in, in the reader's language */
  categories: z.array(z.string()),
  rating: supplierRatingSchema,
});
export type DirectorySupplier = z.infer<typeof directorySupplierSchema>;

export const supplierDirectorySchema = pageOf(directorySupplierSchema);
export type SupplierDirectory = z.infer<typeof supplierDirectorySchema>;
