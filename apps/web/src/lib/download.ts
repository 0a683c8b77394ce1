/**
 * A file the API makes (an export) fetched with the session and the reader's language, then handed
 * to the browser as a download under the name the server gave; a 401 renews the session once.
 */
import { api } from './api';
import { toApiError } from './api-client';
import { authStore } from './auth-store';
import { currentLanguage } from './i18n';
import { saveBlob } from './private-file';

const get = (url: string, token: string | undefined) =>
  window.fetch(url, {
    headers: { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
  });

/** Fetches `url` and saves it; answers the file's name (throws the API's error when refused). */
export async function downloadFile(url: string): Promise<string> {
  let response = await get(url, authStore.get()?.jwtToken);
  if (response.status === 401) response = await get(url, (await api.refreshSession())?.jwtToken);
  if (!response.ok) throw await toApiError(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export';
  saveBlob(await response.blob(), name);
  return name;
}
