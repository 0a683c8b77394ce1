/**
 * This browser as one of the user's push devices: whether it can receive Web Push, whether the
 * user allowed it, and whether the API holds its subscription (GET/POST/DELETE
 * /api/push/subscriptions, with the VAPID key of GET /api/push/public-key).
 */
import type { PushSubscriptionRecord } from '@binamart/shared';
import { api } from '@/lib/api';
import { serviceWorkersAvailable, siteWorkerRegistration } from '@/lib/service-worker';

export type PushDeviceState = 'unsupported' | 'blocked' | 'on' | 'off';

/** Thrown when the browser's permission is refused (the reader is told how to allow it). */
export class PushBlockedError extends Error {
  constructor() {
    super('Notifications are blocked');
    this.name = 'PushBlockedError';
  }
}

const pushAvailable = () => serviceWorkersAvailable() && 'PushManager' in window && 'Notification' in window;

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await siteWorkerRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

const mine = () => api.get<PushSubscriptionRecord[]>('/api/push/subscriptions');

/** Where this device stands. */
export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!pushAvailable()) return 'unsupported';
  if (window.Notification.permission === 'denied') return 'blocked';
  const subscription = await browserSubscription();
  if (!subscription || window.Notification.permission !== 'granted') return 'off';
  const devices = await mine();
  return devices.some((device) => device.endpoint === subscription.endpoint) ? 'on' : 'off';
}

/** The base64url VAPID key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = window.atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** Asks the browser's permission, subscribes this browser with the server's key and sends the subscription. */
export async function subscribeThisDevice(): Promise<void> {
  if (!pushAvailable()) throw new Error('Push is not available in this browser');
  const permission = await window.Notification.requestPermission();
  if (permission !== 'granted') throw new PushBlockedError();
  const registration = await siteWorkerRegistration();
  if (!registration) throw new Error('The service worker is not running');
  const { publicKey } = await api.get<{ publicKey: string }>('/api/push/public-key');
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // a subscription made with another server key (the keys were replaced) cannot be pushed to
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api.post('/api/push/subscriptions', subscription.toJSON());
}

/** Stops pushes to this browser: the API forgets it and the browser drops the subscription. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = pushAvailable() ? await browserSubscription() : null;
  if (!subscription) return;
  const device = (await mine()).find((record) => record.endpoint === subscription.endpoint);
  if (device) await api.delete(`/api/push/subscriptions/${device.id}`);
  await subscription.unsubscribe();
}

/** Whether this browser already receives the user's pushes (then the page shows no notice of its own). */
export async function receivesPush(): Promise<boolean> {
  if (!pushAvailable() || window.Notification.permission !== 'granted') return false;
  return (await browserSubscription()) !== null;
}
