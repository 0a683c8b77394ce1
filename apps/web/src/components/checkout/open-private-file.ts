/**
 * Opens a private upload (a transfer slip) in a new tab. Private files need the bearer
 * header, which a plain link does not send, so the bytes are fetched here.
 */
import { api } from '../../lib/api';
import { authStore } from '../../lib/auth-store';

function fetchFile(url: string, token: string | undefined) {
  return window.fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
}

/** Fetches the file with the session (renewing it once on 401) and shows it in a tab opened at the click. */
export async function openPrivateFile(url: string): Promise<void> {
  // opened before the fetch, while the click still counts, so no pop-up blocker stops it
  const tab = window.open('', '_blank');
  try {
    let response = await fetchFile(url, authStore.get()?.jwtToken);
    if (response.status === 401) response = await fetchFile(url, (await api.refreshSession())?.jwtToken);
    if (!response.ok) throw new Error(String(response.status));
    const href = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = href;
    else window.location.assign(href);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
