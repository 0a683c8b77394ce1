/**
 * The built-in sandbox gateway: an FPX-like online-banking and card gateway that runs
 * inside the API, so the whole product pays offline. It keeps its own transactions
 * (sandbox_gateway_transactions), serves the bank and card pages (sandbox-gateway.routes.ts)
 * and posts signed callbacks exactly as a real gateway would.
 *
 * Test behaviour:
 * - bank OCBC0229 (OCBC Bank) is offline: opening a transaction with it is refused;
 * - bank TEST0023 ("SBI Bank C") makes the gateway itself fail (server down);
 * - card 4111 1111 1111 1111 is approved, card 4000 0000 0000 0002 is declined;
 * - refunds: of a card payment complete at once; of an online-banking payment wait for the bank's
 *   refund page (/sandbox-gateway/refunds) to credit or refuse them; of a payment through
 *   HLB0224 (Hong Leong Bank) are refused at once (the account no longer takes credits).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Bank } from '@binamart/shared';
import type { Db } from '../../db/client';
import { sandboxGatewayRefunds, sandboxGatewayTransactions } from './sandbox-tables';
import { signBody, signatureMatches } from '../signed-body';
import {
  type CreateTransactionInput,
  type GatewayCallback,
  GatewayError,
  type GatewayRefund,
  type RefundCallback,
  type GatewayTransaction,
  type PaymentGateway,
} from './payment-gateway';

export const SANDBOX_BANKS: readonly Bank[] = [
  { code: 'ABMB0212', name: 'Alliance Bank', types: ['corporate', 'personal'], online: true },
  { code: 'AMBB0209', name: 'AmBank', types: ['corporate', 'personal'], online: true },
  { code: 'BIMB0340', name: 'Bank Islam', types: ['corporate', 'personal'], online: true },
  { code: 'BCBB0235', name: 'CIMB Clicks', types: ['corporate', 'personal'], online: true },
  { code: 'HLB0224', name: 'Hong Leong Bank', types: ['corporate', 'personal'], online: true },
  { code: 'MB2U0227', name: 'Maybank2u', types: ['personal'], online: true },
  { code: 'MBB0228', name: 'Maybank2E', types: ['corporate'], online: true },
  { code: 'OCBC0229', name: 'OCBC Bank', types: ['corporate', 'personal'], online: false },
  { code: 'PBB0233', name: 'Public Bank', types: ['corporate', 'personal'], online: true },
  { code: 'RHB0218', name: 'RHB Bank', types: ['corporate', 'personal'], online: true },
  { code: 'TEST0023', name: 'SBI Bank C (sandbox: gateway down)', types: ['corporate', 'personal'], online: true },
];

/** The bank code that makes the sandbox answer as if its server were down. */
export const SANDBOX_DOWN_BANK = 'TEST0023';
/** Refunds of payments through this bank are refused at once. */
export const SANDBOX_REFUND_REFUSED_BANK = 'HLB0224';
export const SANDBOX_CARDS = { approved: '4111111111111111', declined: '4000000000000002' } as const;

export type SandboxTransaction = typeof sandboxGatewayTransactions.$inferSelect;
export type SandboxRefund = typeof sandboxGatewayRefunds.$inferSelect;

const refundCallbackSchema = z.object({
  eventId: z.string().min(1).max(100),
  refundRef: z.string().min(1).max(100),
  merchantReference: z.string(),
  status: z.enum(['refunded', 'failed']),
  amountSen: z.number().int(),
});
export type SandboxStatus = SandboxTransaction['status'];

/** The payer's choice on the sandbox page, as the status the transaction takes. */
export type SandboxDecision =
  { status: 'success' } | { status: 'failure'; reason: string } | { status: 'pendingAuthorisation' };

const callbackSchema = z.object({
  eventId: z.string().min(1).max(100),
  gatewayRef: z.string().min(1).max(100),
  merchantReference: z.string(),
  status: z.enum(['success', 'failure', 'pendingAuthorisation']),
  amountSen: z.number().int(),
  currency: z.string(),
  reason: z.string().nullable(),
});
export type SandboxCallbackBody = z.infer<typeof callbackSchema>;

const REASON_KEYS: Record<string, string> = {
  declined: 'payment.cardDeclined',
  rejected: 'payment.unsuccessful',
  cancelled: 'payment.notCompleted',
};

export interface SandboxGateway extends PaymentGateway {
  findTransaction(ref: string): Promise<SandboxTransaction | undefined>;
  /**
   * Moves a transaction from `from` to the decision's status; returns the signed callback to
   * deliver, or null when the transaction was no longer in `from` (a double submit).
   */
  decide(
    ref: string,
    from: SandboxStatus,
    decision: SandboxDecision,
  ): Promise<{ body: string; signature: string; returnUrl: string } | null>;
  /** Refunds waiting for the payer's bank, oldest first, and the latest decided ones. */
  listRefunds(): Promise<SandboxRefund[]>;
  /** The bank credits (or refuses) a pending refund: the signed notification to deliver, or null when no longer pending. */
  decideRefund(ref: string, outcome: 'refunded' | 'failed'): Promise<{ body: string; signature: string } | null>;
}

/** The sandbox, keeping its transactions in `db` and signing callbacks with `secret`. */
export function createSandboxGateway(db: Db, secret: string): SandboxGateway {
  const paymentUrl = (ref: string) => `/sandbox-gateway/pay/${ref}`;
  return {
    name: 'sandbox',
    async listBanks() {
      return SANDBOX_BANKS.map((bank) => ({ ...bank, types: [...bank.types] }));
    },
    paymentUrl,
    async createTransaction(input: CreateTransactionInput): Promise<GatewayTransaction> {
      if (input.method === 'fpx') {
        const bank = SANDBOX_BANKS.find((b) => b.code === input.bankCode);
        if (!bank || (input.payerType && !bank.types.includes(input.payerType))) throw new GatewayError('bankUnknown');
        if (!bank.online) throw new GatewayError('bankOffline');
        if (bank.code === SANDBOX_DOWN_BANK) throw new GatewayError('unavailable');
      }
      const [made] = await db
        .insert(sandboxGatewayTransactions)
        .values({
          ref: `SBX${randomBytes(9).toString('hex').toUpperCase()}`,
          merchantReference: input.merchantReference,
          method: input.method,
          bankCode: input.bankCode,
          payerType: input.payerType,
          amountSen: input.amountSen,
          currency: input.currency,
          status: 'pending',
          returnUrl: input.returnUrl,
        })
        .onConflictDoNothing({ target: sandboxGatewayTransactions.merchantReference })
        .returning({ ref: sandboxGatewayTransactions.ref });
      // a repeated reference: the transaction of this reference, whichever request made it
      const [transaction] = made
        ? [made]
        : await db
            .select({ ref: sandboxGatewayTransactions.ref })
            .from(sandboxGatewayTransactions)
            .where(eq(sandboxGatewayTransactions.merchantReference, input.merchantReference));
      return { gatewayRef: transaction!.ref, redirectUrl: paymentUrl(transaction!.ref) };
    },
    verifyCallback(rawBody, signature): GatewayCallback | null {
      if (!signatureMatches(secret, rawBody, signature)) return null;
      let parsed: SandboxCallbackBody;
      try {
        parsed = callbackSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        return null;
      }
      const outcome =
        parsed.status === 'success' ? 'paid' : parsed.status === 'failure' ? 'failed' : 'pendingAuthorisation';
      return {
        eventId: parsed.eventId,
        gatewayRef: parsed.gatewayRef,
        outcome,
        reasonKey: parsed.reason ? (REASON_KEYS[parsed.reason] ?? 'payment.unsuccessful') : null,
        amountSen: parsed.amountSen,
        payload: parsed,
      };
    },
    async refund(input): Promise<GatewayRefund> {
      const [existing] = await db
        .select()
        .from(sandboxGatewayRefunds)
        .where(eq(sandboxGatewayRefunds.merchantReference, input.merchantReference));
      if (existing) return { refundRef: existing.ref, status: existing.status };
      const [paid] = await db
        .select()
        .from(sandboxGatewayTransactions)
        .where(eq(sandboxGatewayTransactions.ref, input.gatewayRef));
      if (!paid || paid.status !== 'success') throw new GatewayError('refundRefused');
      if (paid.bankCode === SANDBOX_DOWN_BANK) throw new GatewayError('unavailable');
      if (paid.bankCode === SANDBOX_REFUND_REFUSED_BANK) throw new GatewayError('refundRefused');
      const [given] = await db
        .select({ sen: sql<number>`coalesce(sum(${sandboxGatewayRefunds.amountSen}), 0)::int` })
        .from(sandboxGatewayRefunds)
        .where(and(eq(sandboxGatewayRefunds.transactionRef, paid.ref), ne(sandboxGatewayRefunds.status, 'failed')));
      if (Number(given?.sen ?? 0) + input.amountSen > paid.amountSen) throw new GatewayError('refundExceedsPayment');
      const ref = `SBR${randomBytes(9).toString('hex').toUpperCase()}`;
      const status = paid.method === 'card' ? 'refunded' : 'pending';
      await db.insert(sandboxGatewayRefunds).values({
        ref,
        merchantReference: input.merchantReference,
        transactionRef: paid.ref,
        amountSen: input.amountSen,
        status,
      });
      return { refundRef: ref, status };
    },
    async transactions(day) {
      // the day in Malaysia (UTC+8, no daylight saving) as an instant range
      const from = new Date(`${day}T00:00:00+08:00`);
      const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
      const rows = await db
        .select()
        .from(sandboxGatewayTransactions)
        .where(and(gte(sandboxGatewayTransactions.createdAt, from), lt(sandboxGatewayTransactions.createdAt, to)))
        .orderBy(asc(sandboxGatewayTransactions.createdAt));
      return rows.map((row) => ({
        gatewayRef: row.ref,
        merchantReference: row.merchantReference,
        amountSen: row.amountSen,
        status: row.status === 'success' ? 'paid' : row.status === 'failure' ? 'failed' : 'pending',
      }));
    },
    async refundStatus(refundRef) {
      const [row] = await db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.ref, refundRef));
      return row ? { refundRef: row.ref, status: row.status } : null;
    },
    verifyRefundCallback(rawBody, signature): RefundCallback | null {
      if (!signatureMatches(secret, rawBody, signature)) return null;
      try {
        const parsed = refundCallbackSchema.parse(JSON.parse(rawBody.toString('utf8')));
        return { ...parsed, outcome: parsed.status };
      } catch {
        return null;
      }
    },
    async listRefunds() {
      const pending = await db
        .select()
        .from(sandboxGatewayRefunds)
        .where(eq(sandboxGatewayRefunds.status, 'pending'))
        .orderBy(asc(sandboxGatewayRefunds.createdAt))
        .limit(100);
      const decided = await db
        .select()
        .from(sandboxGatewayRefunds)
        .where(ne(sandboxGatewayRefunds.status, 'pending'))
        .orderBy(desc(sandboxGatewayRefunds.updatedAt))
        .limit(20);
      return [...pending, ...decided];
    },
    async decideRefund(ref, outcome) {
      const [moved] = await db
        .update(sandboxGatewayRefunds)
        .set({ status: outcome, updatedAt: new Date() })
        .where(and(eq(sandboxGatewayRefunds.ref, ref), eq(sandboxGatewayRefunds.status, 'pending')))
        .returning();
      if (!moved) return null;
      const body = JSON.stringify({
        eventId: randomUUID(),
        refundRef: moved.ref,
        merchantReference: moved.merchantReference,
        status: outcome,
        amountSen: moved.amountSen,
      });
      return { body, signature: signBody(secret, body) };
    },
    async findTransaction(ref) {
      const [row] = await db.select().from(sandboxGatewayTransactions).where(eq(sandboxGatewayTransactions.ref, ref));
      return row;
    },
    async decide(ref, from, decision) {
      const [moved] = await db
        .update(sandboxGatewayTransactions)
        .set({ status: decision.status, updatedAt: new Date() })
        .where(
          and(
            eq(sandboxGatewayTransactions.ref, ref),
            eq(sandboxGatewayTransactions.status, from),
            inArray(sandboxGatewayTransactions.status, ['pending', 'pendingAuthorisation']),
          ),
        )
        .returning();
      if (!moved) return null;
      const callback: SandboxCallbackBody = {
        eventId: randomUUID(),
        gatewayRef: moved.ref,
        merchantReference: moved.merchantReference,
        status: decision.status,
        amountSen: moved.amountSen,
        currency: moved.currency,
        reason: decision.status === 'failure' ? decision.reason : null,
      };
      const body = JSON.stringify(callback);
      return { body, signature: signBody(secret, body), returnUrl: moved.returnUrl };
    },
  };
}
