/**
 * Web Push (spec §1 push messaging, §3 the profile's push flag): a browser's push subscription as
 * the web app sends it (PushSubscription.toJSON()), what the API answers about it, the VAPID
 * public key the browser subscribes with, and the payload the service worker shows.
 */
import { z } from 'zod';
import { V } from '../validation';

/** The catalogue keys of the push messages. */
export const PUSH_ERRORS = {
  endpoint: 'push.errors.endpoint',
  keys: 'push.errors.keys',
} as const;

// an uncompressed P-256 point (65 bytes) and a 16-byte secret, in base64url as browsers give them
const P256DH = /^[A-Za-z0-9_-]{86,87}={0,1}$/;
const AUTH = /^[A-Za-z0-9_-]{21,22}={0,2}$/;

export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(2000, { error: V.tooLong })
    .pipe(z.url({ error: PUSH_ERRORS.endpoint })),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ error: PUSH_ERRORS.keys }).regex(P256DH, { error: PUSH_ERRORS.keys }),
      auth: z.string({ error: PUSH_ERRORS.keys }).regex(AUTH, { error: PUSH_ERRORS.keys }),
    },
    { error: PUSH_ERRORS.keys },
  ),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

/** One of the signed-in user's devices that receives push notifications. */
export const pushSubscriptionSchema = z.object({
  id: z.uuid(),
  endpoint: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type PushSubscriptionRecord = z.infer<typeof pushSubscriptionSchema>;

/** The application server's VAPID public key (base64url), which browsers subscribe with. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What a push carries, already in the reader's language: the service worker shows it as it is. */
export const pushPayloadSchema = z.object({
  /** the notification's id: one system notification per notification, however often it arrives */
  tag: z.string(),
  title: z.string(),
  body: z.string(),
  /** the path in BinaMart the notification opens */
  link: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
