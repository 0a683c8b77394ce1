/**
 * The signature outside services put on what they post back to us (payment callbacks,
 * delivery-partner notices): HMAC-SHA256 of the raw body with a shared secret, in hex.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the raw body, hex. */
export function signBody(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time check of a hex signature against the raw body. */
export function signatureMatches(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
