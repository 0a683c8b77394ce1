/**
 * Malaysian phone numbers (spec §5), with the MY-only metadata of libphonenumber: a file apart from
 * the other field rules (validation.ts), so that only the screens with a phone field load it.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { z } from 'zod';
import { MALAYSIA_PHONE_METADATA } from './phone-metadata';
import { REQUIRED, V } from './validation';

/** Malaysian phone numbers only: 01X mobiles, 0X landlines, or the same with +60. */
export const phoneSchema = z
  .string({ error: V.required })
  .trim()
  .min(1, REQUIRED)
  .refine(
    (v) => {
      const phone = parsePhoneNumberFromString(v, 'MY', MALAYSIA_PHONE_METADATA);
      return phone?.country === 'MY' && phone.isValid();
    },
    { error: V.phone },
  );

/** +60123456789: a Malaysian mobile number (01x…) in international form, or null for any other number. */
export function malaysianMobile(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, 'MY', MALAYSIA_PHONE_METADATA);
  if (!parsed || parsed.country !== 'MY' || !parsed.isValid() || !parsed.nationalNumber.startsWith('1')) return null;
  return parsed.number;
}
