/**
 * The payment gateway (online banking and card) behind one interface: its bank list, a
 * transaction to send the payer to, and the signature on the callbacks it posts back.
 * The built-in sandbox is the default (PAYMENT_GATEWAY=sandbox); a real FPX-like gateway
 * would be another implementation of the same interface.
 */
import type { Bank, PayerType } from '@binamart/shared';

export interface CreateTransactionInput {
  /** our payment reference (PY-…): the gateway answers a repeated one with the same transaction */
  merchantReference: string;
  method: 'fpx' | 'card';
  bankCode: string | null;
  payerType: PayerType | null;
  amountSen: number;
  currency: string;
  /** where the gateway sends the payer back when they are done (a path on our origin) */
  returnUrl: string;
}

export interface GatewayTransaction {
  gatewayRef: string;
  /** the page the payer continues on (the bank's or the card page) */
  redirectUrl: string;
}

/** What a verified callback says about one transaction. */
export interface GatewayCallback {
  /** unique per notification: a replayed one carries the same id */
  eventId: string;
  gatewayRef: string;
  outcome: 'paid' | 'failed' | 'pendingAuthorisation';
  /** why it failed, as a catalogue key */
  reasonKey: string | null;
  amountSen: number;
  payload: Record<string, unknown>;
}

/** Why the gateway refused to open a transaction or a refund. */
export type GatewayRefusal = 'bankOffline' | 'bankUnknown' | 'unavailable' | 'refundRefused' | 'refundExceedsPayment';

export interface RefundInput {
  /** our refund reference for this attempt: the gateway answers a repeated one with the same refund */
  merchantReference: string;
  /** the gateway's transaction being refunded */
  gatewayRef: string;
  amountSen: number;
  currency: string;
}

/** A refund the gateway took: done at once (card), or pending until the payer's bank credits it. */
export interface GatewayRefund {
  refundRef: string;
  status: 'refunded' | 'pending' | 'failed';
}

/** One transaction as the gateway's daily report lists it. */
export interface GatewayReportLine {
  gatewayRef: string;
  merchantReference: string;
  amountSen: number;
  status: 'paid' | 'failed' | 'pending';
}

/** What a verified refund notification says. */
export interface RefundCallback {
  eventId: string;
  refundRef: string;
  merchantReference: string;
  outcome: 'refunded' | 'failed';
  amountSen: number;
}

export class GatewayError extends Error {
  constructor(readonly refusal: GatewayRefusal) {
    super(`payment gateway refused: ${refusal}`);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  readonly name: string;
  /** online-banking banks, with the account types each serves and whether it is online now */
  listBanks(): Promise<Bank[]>;
  /** opens a transaction for the payer to complete; throws GatewayError when refused or unreachable */
  createTransaction(input: CreateTransactionInput): Promise<GatewayTransaction>;
  /** the page a still-open transaction continues on */
  paymentUrl(gatewayRef: string): string;
  /** checks the signature over the raw body and reads it; null when the signature or body is not valid */
  verifyCallback(rawBody: Buffer, signature: string | undefined): GatewayCallback | null;
  /**
   * Gives back part or all of a paid transaction; throws GatewayError: refundRefused (the bank
   * will not take it), refundExceedsPayment, or unavailable (try again later).
   */
  refund(input: RefundInput): Promise<GatewayRefund>;
  /** Where a refund stands now (for one whose notification never came); null when the gateway does not know it. */
  refundStatus(refundRef: string): Promise<GatewayRefund | null>;
  /** The transactions opened on a day in Malaysia (yyyy-mm-dd), for the daily reconciliation. */
  transactions(day: string): Promise<GatewayReportLine[]>;
  /** checks the signature of a refund notification and reads it; null when not valid */
  verifyRefundCallback(rawBody: Buffer, signature: string | undefined): RefundCallback | null;
}

/** Callbacks carry signBody(secret, raw body) (adapters/signed-body.ts) in this header. */
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';
