/**
 * Boot errors are logged; an error that carries a url sends the browser there (spec §8); any
 * other is said on the page by /boot-check.js (made by build/pwa.ts): the app could not start, try again.
 */
export function handleBootError(
  error: unknown,
  assign: (url: string) => void = (url) => window.location.assign(url),
  log: (...args: unknown[]) => void = console.error,
  say: () => void = () => window.dispatchEvent(new Event('binamart:boot-failed')),
): void {
  log('The app failed to start', error);
  const url = (error as { url?: unknown } | null)?.url;
  if (typeof url === 'string' && url) assign(url);
  else say();
}
