/**
 * Private uploads (purchase orders, transfer slips) need the bearer header, which an <img> or a
 * plain link does not send: the bytes are fetched with the session and shown through an object URL.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api';
import { ApiError } from './api-client';
import { authStore } from './auth-store';
import { privateFileKeys } from './keys';

const get = (url: string, token: string | undefined) =>
  window.fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });

/** The file's bytes, renewing the session once on 401. */
export async function fetchPrivateFile(url: string): Promise<Blob> {
  let response = await get(url, authStore.get()?.jwtToken);
  if (response.status === 401) response = await get(url, (await api.refreshSession())?.jwtToken);
  if (!response.ok) throw new ApiError(response.status, `http_${response.status}`, response.statusText);
  return response.blob();
}

/** An object URL of the file and its type while the component is shown (revoked afterwards). */
export function usePrivateFile(url: string | null) {
  const query = useQuery({
    queryKey: privateFileKeys.of(url),
    queryFn: async () => {
      const blob = await fetchPrivateFile(url!);
      return { href: URL.createObjectURL(blob), type: blob.type };
    },
    enabled: url !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
  const href = query.data?.href;
  useEffect(() => () => void (href && URL.revokeObjectURL(href)), [href]);
  return query;
}

/** Opens the file in a new tab (the tab is opened at the click, so no pop-up blocker stops it). */
export async function openPrivateFile(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const href = URL.createObjectURL(await fetchPrivateFile(url));
    if (tab) tab.location.href = href;
    else window.location.assign(href);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Hands `blob` to the browser as a download named `filename`, through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
