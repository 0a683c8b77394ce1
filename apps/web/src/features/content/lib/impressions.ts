/**
 * Ad impressions, sent as a light batch: each ad a page shows is reported once per view, and the
 * ids gathered within a second go in one POST /api/ads/impressions (kept alive if the page is left).
 */
const waiting = new Set<string>();
let timer: ReturnType<typeof setTimeout> | null = null;

function flush() {
  timer = null;
  if (waiting.size === 0) return;
  const ids = [...waiting].slice(0, 20);
  for (const id of ids) waiting.delete(id);
  void window
    .fetch('/api/ads/impressions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
      keepalive: true,
    })
    .catch(() => {
      // an impression that could not be counted is not worth bothering the reader about
    });
  if (waiting.size > 0) timer = setTimeout(flush, 1000);
}

/** Counts one impression of the ad (call once per view of it). */
export function reportImpression(id: string) {
  waiting.add(id);
  timer ??= setTimeout(flush, 1000);
}
