/** The administrators' product list as a file: the rows the list shows for its status and search, every page. */
import type { ExportFormat, Language, ProductStatus } from '@binamart/shared';
import { translate } from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import type { Actor } from '../../lib/request-context';
import type { Cell } from '../../lib/spreadsheets';
import { EXPORT_MAX_PRODUCTS, spreadsheet } from './catalogue.service';
import { type ListingRow, listProducts } from './listing.repository';

/** GET /api/admin/products/export: the products of one state (and search), as the review list orders them (admPro Read). */
export async function exportModerationList(
  db: Db,
  actor: Actor | null,
  query: { status: ProductStatus; q?: string; format: ExportFormat },
  language: Language,
  now: Date,
) {
  authorize(actor, { side: 'admin', area: 'admPro' });
  const sort = query.q ? 'relevance' : query.status === 'pending' ? 'waitingLongest' : 'recentlyChanged';
  const listed: ListingRow[] = [];
  for (let page = 1; listed.length < EXPORT_MAX_PRODUCTS; page++) {
    const { rows } = await listProducts(db, { statuses: [query.status], q: query.q }, sort, page, 500);
    listed.push(...rows);
    if (rows.length < 500) break;
  }
  const t = (key: string) => translate(language, key);
  const rows: Cell[][] = [
    ['id', 'name', 'brand', 'type', 'seller', 'status', 'currency', 'fromPrice'].map((key) => t(`bulk.list.${key}`)),
    ...listed
      .slice(0, EXPORT_MAX_PRODUCTS)
      .map((row) => [
        row.id,
        row.name,
        row.brand,
        t(`shop.types.${row.type}`),
        row.sellerName,
        t(`productStatus.${row.status}`),
        row.currency,
        row.minPriceSen === null ? null : row.minPriceSen / 100,
      ]),
  ];
  return spreadsheet(`binamart-products-${query.status}`, 'Products', rows, query.format, now);
}
