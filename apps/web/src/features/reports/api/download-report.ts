/**
 * A report's export fetched with the session and saved: the body is read as it streams in, each
 * chunk reported (bytes so far, and the report's row count from X-Report-Rows), then handed to
 * the browser as a download under the file name the server gave.
 */
import { api } from '@/lib/api';
import { toApiError } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { currentLanguage } from '@/lib/i18n';
import { saveBlob } from '@/lib/private-file';

export interface DownloadProgress {
  bytes: number;
  rows: number;
}

const get = (url: string, token: string | undefined, signal: AbortSignal) =>
  window.fetch(url, {
    headers: { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
    signal,
  });

/** Fetches `url`, reporting progress, and saves it; answers the file's name. */
export async function downloadReport(
  url: string,
  onProgress: (progress: DownloadProgress) => void,
  signal: AbortSignal,
): Promise<string> {
  let response = await get(url, authStore.get()?.jwtToken, signal);
  if (response.status === 401) response = await get(url, (await api.refreshSession())?.jwtToken, signal);
  if (!response.ok || !response.body) throw await toApiError(response);
  const rows = Number(response.headers.get('x-report-rows') ?? 0);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'report';
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress({ bytes, rows });
  }
  saveBlob(new Blob(chunks, { type: response.headers.get('content-type') ?? undefined }), name);
  return name;
}
