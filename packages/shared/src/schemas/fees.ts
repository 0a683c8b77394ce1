/** Fee configuration at /admin/feeconfiguration (admConfFee): the §9 rates as stored defaults. */
import { z } from 'zod';
import { CREDIT_TERMS } from '../pricing';

const bp = z
  .number({ error: 'validation.required' })
  .int({ error: 'fees.rateInvalid' })
  .min(0, { error: 'fees.rateInvalid' })
  .max(10_000, { error: 'fees.rateInvalid' });
const sen = z
  .number({ error: 'validation.required' })
  .int({ error: 'fees.amountInvalid' })
  .min(0, { error: 'fees.amountInvalid' })
  .max(10_000_000_000, { error: 'fees.amountInvalid' });

/** PUT /api/admin/fee-configuration body and the rates part of its answer. Rates in basis points, limits in sen. */
export const feeRatesSchema = z
  .object({
    creditTermChargeBp: z.partialRecord(z.enum(CREDIT_TERMS), bp),
    adminChargeBp: bp,
    publicSectorAdminChargeBp: bp,
    cardChargeBp: bp,
    fpxCorporateMinSen: sen,
    fpxCorporateMaxSen: sen,
    fpxPersonalMinSen: sen,
    fpxPersonalMaxSen: sen,
  })
  .refine((v) => v.fpxCorporateMinSen <= v.fpxCorporateMaxSen, {
    error: 'fees.minAboveMax',
    path: ['fpxCorporateMaxSen'],
  })
  .refine((v) => v.fpxPersonalMinSen <= v.fpxPersonalMaxSen, {
    error: 'fees.minAboveMax',
    path: ['fpxPersonalMaxSen'],
  });

/** GET /api/admin/fee-configuration */
export const feeConfigurationSchema = z.object({
  rates: feeRatesSchema,
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type FeeConfiguration = z.infer<typeof feeConfigurationSchema>;
