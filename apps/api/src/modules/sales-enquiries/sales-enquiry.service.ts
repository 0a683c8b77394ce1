/**
 * The public side of sales, logistics and other enquiries (spec §2 SalesEnquiry and SalesEnquiry/{code}):
 * anyone files one, without signing in, and gets its code; the code, and nothing else, opens that
 * enquiry again. The code is random (50 bits from the system's cryptographic source), so holding one
 * reveals nothing of any other enquiry; the public routes are also rate-limited.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  BLANK_ADDRESS,
  type Language,
  SE,
  type SalesEnquiry,
  type SalesEnquiryAddress,
  type SalesEnquiryValues,
  addressStarted,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/errors';
import { queueFiledEmail } from './sales-enquiry-emails';
import { answersOf, publicView } from './sales-enquiry-views';
import { salesEnquiries } from './tables';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or copied by hand is not mistaken. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;

/** A new enquiry code: SE- and ten random base-32 characters (about 10^15 possibilities). */
export function newSalesEnquiryCode(): string {
  let code = 'SE-';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A code as the visitor may type it: trimmed, upper case. */
const normalCode = (code: string) => code.trim().toUpperCase();

const MALAYSIAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });

const storedAddress = (address: SalesEnquiryAddress) => (addressStarted(address) ? address : null);

/** The columns of an enquiry as filed: a sales or logistics enquiry's goods, or an other enquiry's question. */
function columnsOf(input: SalesEnquiryValues) {
  const contact = { contactPerson: input.contactPerson, email: input.email, contactPhone: input.contactPhone };
  if (input.type === 'other') {
    return { type: input.type, ...contact, subject: input.subject, message: input.message };
  }
  return {
    type: input.type,
    ...contact,
    pickup: storedAddress(input.pickup ?? BLANK_ADDRESS),
    dropoff: storedAddress(input.dropoff ?? BLANK_ADDRESS),
    itemCategory: input.itemCategory,
    itemWeightKg: input.itemWeightKg,
    lengthCm: input.lengthCm,
    widthCm: input.widthCm,
    heightCm: input.heightCm,
    estimatedWeightKg: input.estimatedWeightKg,
    itemRemarks: input.itemRemarks,
    deliveryMethod: input.deliveryMethod,
    deliveryTime: input.deliveryTime,
    roadAccess: input.roadAccess,
    deliveryDate: input.deliveryDate,
    remarks: input.remarks,
  };
}

/**
 * Files an enquiry from anyone, in the language of the request, and queues the e-mail with its
 * code and link in the same transaction. A delivery date before today (in Malaysia) is refused at
 * its field. `code` is a new random one; the demo seed alone passes its documented code.
 */
export async function fileSalesEnquiry(
  deps: { db: Db; clock: Clock },
  input: SalesEnquiryValues,
  language: Language,
  code: string = newSalesEnquiryCode(),
): Promise<SalesEnquiry> {
  if (input.type !== 'other' && input.deliveryDate < MALAYSIAN_DAY.format(deps.clock.now())) {
    throw fieldError('deliveryDate', SE.deliveryDatePast);
  }
  const row = await deps.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(salesEnquiries)
      .values({ ...columnsOf(input), code, language })
      .returning();
    await queueFiledEmail(tx, made!);
    return made!;
  });
  return publicView(row, []);
}

/** The enquiry its code opens, with its answers; any other code is "not found". */
export async function salesEnquiryByCode(db: Db, code: string): Promise<SalesEnquiry> {
  const [row] = await db
    .select()
    .from(salesEnquiries)
    .where(eq(salesEnquiries.code, normalCode(code)));
  if (!row) throw notFound();
  return publicView(row, await answersOf(db, row.id));
}
