/**
 * Demo credit reports (issue: a bought report of each kind): the demo buyer company bought a Lite
 * report on a subcontractor with a moderate record and a CCM report on a supplier with a clean
 * one, paid by online banking; a third, on a company the bureau could not answer for, failed and
 * was refunded to the bank. Each goes the module's own way: the bureau's search, the purchase, the
 * sandbox bank's "Success" and the gateway's signed callback, the fetch job, the refund job and
 * the bank crediting it.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BUREAU_ATTEMPTS, creditReportPurchaseSchema } from '@binamart/shared';
import { createSandboxBureau } from '../adapters/credit-bureau/sandbox-bureau';
import { createSandboxGateway } from '../adapters/payments/sandbox-gateway';
import type { Db } from '../db/client';
import { generatedSecret } from '../env';
import { systemClock } from '../lib/clock';
import { buyReport, fetchReport } from '../modules/credit-reports/index';
import { loadActor } from '../modules/identity/index';
import { receiveCallback } from '../modules/payments/index';
import { receiveRefundCallback, sendRefund } from '../modules/refunds/index';
import { creditReports, payments, refunds, users } from '../db/schema/index';

const PURCHASES = [
  { product: 'lite', entityType: 'company', subjectId: '201501034566', subjectName: 'Teguh Maju Builders Sdn. Bhd.' },
  { product: 'ccm', entityType: 'company', subjectId: '201901012345', subjectName: 'Bina Jaya Construction Sdn. Bhd.' },
  { product: 'lite', entityType: 'company', subjectId: '201901000500', subjectName: 'Gangguan Holdings Sdn. Bhd.' },
] as const;

export async function seedCreditReports(db: Db) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@demo.test'));
  const buyer = await loadActor(db, user!.id);
  // the sandboxes keep their records in the seed's transaction; the gateway signs with its own secret
  const gateway = createSandboxGateway(db, generatedSecret());
  const bureau = createSandboxBureau(systemClock);
  for (const purchase of PURCHASES) {
    const input = creditReportPurchaseSchema.parse({
      ...purchase,
      key: randomUUID(),
      acceptTerms: true,
      paymentMethod: 'fpx',
      payerType: 'corporate',
      bankCode: 'MBB0228',
    });
    const { id } = await buyReport({ db, gateway, bureau, clock: systemClock }, buyer, input);
    const [report] = await db.select().from(creditReports).where(eq(creditReports.id, id));
    const [payment] = await db.select().from(payments).where(eq(payments.id, report!.paymentId!));
    // the payer's "Success" on the sandbox bank page, and the gateway's signed callback
    const callback = await gateway.decide(payment!.gatewayRef!, 'pending', { status: 'success' });
    await receiveCallback({ db, gateway }, Buffer.from(callback!.body), callback!.signature);
    // the bureau asked as the job would; the one it cannot answer for is given up after its tries
    for (let attempt = 0; attempt < BUREAU_ATTEMPTS; attempt += 1) {
      const at = new Date(Date.now() + attempt * 30 * 60_000);
      if ((await fetchReport({ db, bureau, clock: { now: () => at } }, id)) !== 'requested') break;
    }
  }
  // the failed report's refund: sent by the refund job, then credited by the payer's bank
  const queued = await db.select().from(refunds).where(eq(refunds.cause, 'creditReport'));
  for (const refund of queued) {
    const sent = await sendRefund({ db, gateway }, refund.id);
    if (sent?.bankReference) {
      const notice = await gateway.decideRefund(sent.bankReference, 'refunded');
      await receiveRefundCallback({ db, gateway }, Buffer.from(notice!.body), notice!.signature);
    }
  }
}
