/** Boot errors are logged; an error that carries a url sends the browser there (spec §8). */
export function handleBootError(
  error: unknown,
  assign: (url: string) => void = (url) => window.location.assign(url),
  log: (...args: unknown[]) => void = console.error,
): void {
  log('The app failed to start', error);
  const url = (error as { url?: unknown } | null)?.url;
  if (typeof url === 'string' && url) assign(url);
}
