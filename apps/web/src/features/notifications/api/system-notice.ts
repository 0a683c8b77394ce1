/**
 * Push notifications in the browser: with the user's push flag on and the browser's permission
 * given, a notification that arrives while BinaMart is in the background also shows as a system
 * notification (its title and text in the user's language; clicking it opens BinaMart where the
 * notification points). With the flag off, or the site in front, the bell alone tells.
 */
import { translator } from '@/lib/translation';
import { type Notification as Notice, noticeParams } from '@binamart/shared';
import { api } from '@/lib/api';
import { receivesPush } from './push-device';

const canNotify = () => typeof window !== 'undefined' && 'Notification' in window;

/** Asks the browser for permission once (when the user turns push notifications on). */
export function askPushPermission() {
  if (canNotify() && window.Notification.permission === 'default') void window.Notification.requestPermission();
}

/** Shows the newest unread notification as a system notification, when the browser lets us and the page is hidden. */
export async function showSystemNotice() {
  if (!canNotify() || window.Notification.permission !== 'granted' || document.visibilityState === 'visible') return;
  // a browser subscribed to Web Push shows the notification from its service worker already
  if (await receivesPush()) return;
  const { items } = await api.get<{ items: Notice[] }>('/api/notifications?page=1&pageSize=1');
  const item = items[0];
  if (!item || item.readAt) return;
  const params = noticeParams(item.params, (key) => translator.t(key));
  const shown = new window.Notification(translator.t(`notificationTypes.${item.type}.title`, params), {
    body: translator.t(`notificationTypes.${item.type}.body`, { ...params, defaultValue: '' }),
    tag: item.id,
    icon: '/icons/binamart-192.png',
  });
  shown.onclick = () => {
    window.focus();
    if (item.link?.startsWith('/')) window.location.assign(item.link);
    shown.close();
  };
}
