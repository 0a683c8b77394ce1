/**
 * A list's filters, search and page kept in the address (so a reload or a shared link shows the
 * same page): each is read from its parameter and set together, an empty value (or page 1) left
 * out; changing a filter goes back to the first page.
 */
import { useSearchParams } from 'react-router';

/** Reads the value if it is one of the allowed ones. */
export function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((a) => a === value);
}

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  /** Sets some parameters, keeping the others, and the page to `next.page` (the first page unless given). */
  const set = (next: Record<string, string | number | undefined>) => {
    const merged: Record<string, string | number | undefined> = {
      ...Object.fromEntries(params.entries()),
      page: undefined,
      ...next,
    };
    const kept = Object.entries(merged).filter(
      ([key, value]) => value !== undefined && value !== '' && !(key === 'page' && Number(value) === 1),
    );
    setParams(Object.fromEntries(kept.map(([key, value]) => [key, String(value)])));
  };
  return { params, page, q: params.get('q') ?? '', set };
}

/** The query string of a list request: the filters that have a value, in the order given. */
export function queryString(filter: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
