/**
 * The user picks the interface language: the site switches, and a signed-in user's choice is
 * kept on their account too, so the e-mails and SMS BinaMart sends them are in that language.
 */
import type { Language } from '@binamart/shared';
import { api } from './api';
import { authStore } from './auth-store';
import { changeLanguage } from './i18n';

export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  if (authStore.get()) {
    // the site has switched already; an account that misses the choice keeps its earlier one
    await api.put('/api/profile/language', { language }).catch(() => undefined);
  }
}
