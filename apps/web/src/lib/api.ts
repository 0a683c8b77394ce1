/** The app's one API client instance, wired to the stored user and the chosen language. */
import i18next from 'i18next';
import { createApiClient } from './api-client';
import { authStore } from './auth-store';
import { currentLanguage } from './i18n';

export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  getUser: authStore.get,
  setUser: authStore.set,
  signedOut: authStore.clear,
  getLanguage: currentLanguage,
  networkMessage: () => i18next.t('errors.network'),
  forbiddenMessage: () => i18next.t('errors.forbiddenInPage'),
});
