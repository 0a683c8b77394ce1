/**
 * The built-in SMS sandbox: an SMS gateway that runs inside the API, so the product sends SMS
 * offline. It keeps every message it accepted (sandbox_sms_messages), once per key, and shows
 * them at /sandbox-sms, as a phone would.
 *
 * Test behaviour:
 * - a Malaysian mobile number (+60 1x…) is accepted; any other number (a landline, a number
 *   abroad) is refused for good ("not a mobile number");
 * - a mobile number ending in 0000 is the "gateway down" number: every message to it fails as if
 *   the gateway could not be reached, and is tried again;
 * - the same key sends nothing twice: it answers the reference of the message it kept.
 */
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { malaysianMobile } from '@binamart/shared';
import type { Db } from '../../db/client';
import { sandboxSmsMessages } from './sandbox-tables';
import { type SmsGateway, SmsGatewayError } from './sms-gateway';

export interface SandboxSms extends SmsGateway {
  /** the messages kept, newest first (to one number when given) */
  messages(to?: string): Promise<(typeof sandboxSmsMessages.$inferSelect)[]>;
}

export function createSandboxSms(db: Db): SandboxSms {
  return {
    name: 'sandbox',
    async send({ key, to, text }) {
      const number = malaysianMobile(to);
      if (!number) throw new SmsGatewayError(`${to} is not a mobile number`, true);
      if (number.endsWith('0000')) throw new SmsGatewayError('The SMS gateway could not be reached', false);
      const [kept] = await db
        .insert(sandboxSmsMessages)
        .values({
          reference: `SMS${randomBytes(6).toString('hex').toUpperCase()}`,
          clientKey: key,
          toPhone: number,
          text,
        })
        .onConflictDoNothing({ target: sandboxSmsMessages.clientKey })
        .returning({ reference: sandboxSmsMessages.reference });
      if (kept) return kept;
      const [earlier] = await db
        .select({ reference: sandboxSmsMessages.reference })
        .from(sandboxSmsMessages)
        .where(eq(sandboxSmsMessages.clientKey, key));
      return earlier!;
    },
    async messages(to) {
      const number = to ? malaysianMobile(to) : null;
      return db
        .select()
        .from(sandboxSmsMessages)
        .where(number ? eq(sandboxSmsMessages.toPhone, number) : undefined)
        .orderBy(desc(sandboxSmsMessages.receivedAt))
        .limit(100);
    },
  };
}

/** The SMS gateway the environment asks for (SMS_GATEWAY; the sandbox by default). */
export function createSmsGateway(env: { SMS_GATEWAY: 'sandbox' }, db: Db): SmsGateway {
  switch (env.SMS_GATEWAY) {
    case 'sandbox':
      return createSandboxSms(db);
  }
}
