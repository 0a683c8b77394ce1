/**
 * A buyer company's construction projects (spec §2 /favourites, §3 Favourite project): the sites it
 * buys for, with the address, contacts and dates that checkout and eBidding fill in from them.
 * Exactly one is the favourite (spec §5 "Only one project can be chosen as favourite"), offered first.
 */
import { z } from 'zod';
import { V, postcodeSchema, requiredText, stateSchema } from '../validation';
import { phoneSchema } from '../phone';

const day = z.iso.date({ error: V.required });
const dates = z.object({ startDate: day.nullable().optional(), endDate: day.nullable().optional() });

export const companyProjectInputSchema = z
  .object({
    name: requiredText(200),
    addressLine1: requiredText(200),
    addressLine2: z.string().trim().max(200, { error: V.tooLong }).optional().default(''),
    postcode: postcodeSchema,
    city: requiredText(100),
    state: stateSchema,
    country: requiredText(60).default('Malaysia'),
    contactPerson: requiredText(120),
    contactPhone: phoneSchema,
    /** who receives deliveries at the site, and the person in charge there */
    recipientName: requiredText(120),
    pic: requiredText(120),
    startDate: day.nullable().optional().default(null),
    endDate: day.nullable().optional().default(null),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate > v.startDate, {
    error: 'companyProjects.endBeforeStart',
    path: ['endDate'],
    // checked whenever both dates are valid, whatever else is wrong, so every message shows at once
    when: (payload) => dates.safeParse(payload.value).success,
  });
export type CompanyProjectInput = z.input<typeof companyProjectInputSchema>;
export type CompanyProjectValues = z.output<typeof companyProjectInputSchema>;

export const companyProjectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  recipientName: z.string(),
  pic: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isFavourite: z.boolean(),
  createdAt: z.string(),
});
export type CompanyProject = z.infer<typeof companyProjectSchema>;

/** What an order or a bidding project shows of the company project it was for. */
export const companyProjectRefSchema = z.object({ id: z.uuid(), name: z.string() });
export type CompanyProjectRef = z.infer<typeof companyProjectRefSchema>;
