/**
 * Every paged list of the API (`?page=&pageSize=` → `{ items, total, page, pageSize }`): one
 * window of rows and the count of the whole list, asked for side by side.
 */
export interface PageQuery {
  page: number;
  pageSize: number;
}

export interface Page<T> extends PageQuery {
  items: T[];
  total: number;
}

/** The rows of one page: `rows` reads `limit` rows from `offset`, `total` counts them all as `{ n }`. */
export async function paginate<Row>(
  { page, pageSize }: PageQuery,
  rows: (window: { limit: number; offset: number }) => PromiseLike<Row[]>,
  total: () => PromiseLike<{ n: number | string }[]>,
): Promise<Page<Row>> {
  const [items, [counted]] = await Promise.all([rows({ limit: pageSize, offset: (page - 1) * pageSize }), total()]);
  return { items, total: Number(counted?.n ?? 0), page, pageSize };
}

/** The same page with each item mapped. */
export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, items: page.items.map(map) };
}
