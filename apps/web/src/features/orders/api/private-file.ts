/**
 * Opens a private upload (a purchase order, a transfer slip) in a new tab. Private files
 * need the bearer header, which a plain link does not send, so the bytes are fetched here.
 */
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api';
import { authStore } from '../../../lib/auth-store';

async function fetchFile(url: string, token: string | undefined) {
  return window.fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
}

/** Fetches the file with the session (renewing it once on 401) and shows it in a tab opened at the click. */
export async function openPrivateFile(url: string, failure: string): Promise<void> {
  // opened before the fetch, while the click still counts, so no pop-up blocker stops it
  const tab = window.open('', '_blank');
  try {
    let response = await fetchFile(url, authStore.get()?.jwtToken);
    if (response.status === 401) {
      const renewed = await api.refreshSession();
      response = await fetchFile(url, renewed?.jwtToken);
    }
    if (!response.ok) throw new ApiError(response.status, 'file', failure);
    const href = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = href;
    else window.location.assign(href);
  } catch (error) {
    tab?.close();
    throw error instanceof ApiError ? error : new ApiError(0, 'file', failure);
  }
}
