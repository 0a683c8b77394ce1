/** The app's one API client instance, wired to the stored user and the chosen language. */
import { translator } from '@/lib/translation';
import { createApiClient } from './api-client';
import { authStore } from './auth-store';
import { currentLanguage } from './i18n';

export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  getUser: authStore.get,
  setUser: authStore.set,
  signedOut: authStore.clear,
  getLanguage: currentLanguage,
  networkMessage: () => translator.t('errors.network'),
  forbiddenMessage: () => translator.t('errors.forbiddenInPage'),
});
