/**
 * Web Push to browsers' push services (RFC 8030), signed with the application server's VAPID keys
 * (RFC 8292) and encrypted for the one subscription (RFC 8291, aes128gcm). web-push builds the
 * request (headers and encrypted body); it is sent here with fetch, so the timeout and the
 * policy on where a push may go are ours.
 */
import webPush from 'web-push';
import type { Env } from '../../env';

/** A browser's push subscription: where to send, and the keys the payload is encrypted for. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** how long the push service keeps it for a device that is offline */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

/** The push service refused or could not be reached; `gone` when the subscription no longer exists. */
export class PushServiceError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PushServiceError';
  }

  /** 404 or 410: the browser unsubscribed or the subscription expired (RFC 8030 §7.3) */
  get gone(): boolean {
    return this.status === 404 || this.status === 410;
  }
}

export interface PushSender {
  /** the VAPID public key browsers subscribe with (base64url) */
  readonly publicKey: string;
  /** Whether a subscription may be kept for this endpoint (a push service browsers use, over https). */
  accepts(endpoint: string): boolean;
  /** Encrypts `payload` for the subscription and hands it to its push service. */
  send(target: PushTarget, payload: string, options: PushOptions): Promise<void>;
}

/**
 * The push services of the browsers in use: Chrome, Edge, Opera and Samsung Internet (FCM),
 * Firefox (Mozilla autopush), Safari (Apple) and Windows (WNS). A subscription elsewhere is
 * refused, so no user can make the server send requests to an address of their choosing.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(.+\.)?push\.apple\.com$/,
  /^(.+\.)?notify\.windows\.com$/,
];
const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether `endpoint` is a push service's address (or, when `allowLocal`, one on this machine). */
export function pushEndpointAllowed(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLocal && (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.includes(url.hostname))
    return true;
  return url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/** A fresh VAPID key pair (base64url), as main.ts keeps in the data directory. */
export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webPush.generateVAPIDKeys();

/**
 * The sender for the environment's VAPID keys; a process given none (tests, tools) signs with a
 * pair of its own.
 */
export function createPushSender(env: Env, timeoutMs = 10_000): PushSender {
  const keys = env.VAPID_PUBLIC_KEY
    ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
    : generateVapidKeys();
  const allowLocal = env.PUSH_ALLOW_LOCAL_ENDPOINTS;
  return {
    publicKey: keys.publicKey,
    accepts: (endpoint) => pushEndpointAllowed(endpoint, allowLocal),
    async send(target, payload, options) {
      if (!pushEndpointAllowed(target.endpoint, allowLocal)) {
        throw new PushServiceError(`${target.endpoint} is not a push service`, 410);
      }
      const request = webPush.generateRequestDetails(target, payload, {
        vapidDetails: { subject: env.VAPID_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      });
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ?? null,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PushServiceError(
          `The push service could not be reached: ${error instanceof Error ? error.message : String(error)}`,
          null,
        );
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const text = (await response.text().catch(() => '')).slice(0, 300);
      throw new PushServiceError(
        `The push service answered ${response.status}${text ? `: ${text}` : ''}`,
        response.status,
      );
    },
  };
}
