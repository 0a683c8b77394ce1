/**
 * Screens and messages of Web Push and the installed app: the push switch's device line on the
 * profile page (features/notifications), the service worker's offline page (apps/web/build/pwa.ts)
 * and the push subscription messages of the API. The update prompt is in the core texts (appUpdate).
 */
/** English, in full: the shape the other languages follow. */
export const pushEn = {
  push: {
    errors: {
      endpoint: 'This is not the address of a push service that browsers use.',
      keys: 'The browser sent push keys that cannot be used. Turn push notifications off and on again.',
    },
    device: {
      on: 'This device receives push notifications.',
      off: 'This device does not receive push notifications yet.',
      turnOn: 'Receive them on this device',
      turnOff: 'Stop on this device',
      unsupported:
        'This browser cannot receive push notifications. On an iPhone or iPad, add BinaMart to your home screen first and open it from there.',
      blocked:
        'Notifications are blocked for BinaMart in this browser. Allow them in the site settings, then switch push notifications on again.',
      failed: 'This device could not be signed up for push notifications. Try again in a moment.',
      flagOff: 'Push notifications are off: none reach any of your devices.',
    },
  },
  pwa: {
    offline: {
      title: 'You are offline',
      body: 'BinaMart needs an internet connection. Check your mobile data or Wi-Fi: this page opens BinaMart again as soon as you are back online.',
      retry: 'Try again',
    },
    /** said on the loading page when the app's code cannot load (apps/web/build/pwa.ts, bootCheckScript) */
    bootFailed: {
      title: 'BinaMart could not load',
      body: 'Part of the page did not arrive. Check your connection, then try again.',
      retry: 'Try again',
    },
  },
};

export type PushText = typeof pushEn;
