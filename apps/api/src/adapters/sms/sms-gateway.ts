/**
 * How SMS leaves the marketplace: an SMS gateway takes a message for one Malaysian mobile
 * number under the caller's key (sending the same key again answers with the same message) and
 * answers its reference. Only the built-in sandbox so far (SMS_GATEWAY=sandbox).
 */

export interface SmsMessage {
  /** the caller's idempotency key (the outbox id) */
  key: string;
  to: string;
  text: string;
}

/** A refusal of the gateway; `final` when sending again cannot succeed (a number that takes no SMS). */
export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
  }
}

export interface SmsGateway {
  readonly name: 'sandbox';
  /** Sends one message; answers the gateway's reference, throws SmsGatewayError when refused or down. */
  send(message: SmsMessage): Promise<{ reference: string }>;
}
