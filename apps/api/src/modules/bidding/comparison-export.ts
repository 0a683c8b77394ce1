/**
 * The comparison of a project's bids as a file to keep or send on (from the bid end, to the buyer
 * and administrators): an XLSX sheet with a row per bid and a column per product line (unit
 * prices, the lowest of each line marked below), or a PDF with the bids and, line by line, every
 * supplier's price.
 */
import { type BidView, type BuyerProjectDetail, formatDateTime, formatMoney } from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../../lib/request-context';
import { type Cell, writeXlsx } from '../../lib/spreadsheets';
import { DocumentLayout, platformOf } from '../billing/documents/index';
import { getBuyerProject, notInState } from './bidding.service';
import { getAdminProject } from './project-lifecycle';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'env'>;

const priceOf = (bid: BidView, lineId: string) =>
  bid.lines.find((l) => l.productLineId === lineId)?.unitPriceSen ?? null;

/** The lowest unit price of each line among bids of `currency`. */
function lowestOf(bids: BidView[], lineId: string, currency: string): number | null {
  const prices = bids
    .filter((b) => b.currency === currency)
    .map((b) => priceOf(b, lineId))
    .filter((p): p is number => p !== null);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** Where the supplier is: its city and state. */
const locationOf = (bid: BidView) => [bid.seller.city, bid.seller.state].filter(Boolean).join(', ');

/** The supplier's average of 5 and how many ratings it is of, or "Not rated". */
const ratingOf = (bid: BidView) =>
  bid.seller.rating.count > 0 ? `${bid.seller.rating.average.toFixed(1)} (${bid.seller.rating.count})` : 'Not rated';

function xlsxOf(project: BuyerProjectDetail, bids: BidView[]): Buffer {
  const header: Cell[] = [
    'Supplier',
    'Location',
    'Completed orders',
    'Rating',
    'Ratings',
    'Status',
    'Currency',
    ...project.products.map((p, i) => `${i + 1}. ${p.specification} (${p.quantity} ${p.unit})`),
    'Total',
    'Delivery terms',
  ];
  const rows: Cell[][] = bids.map((bid) => [
    bid.seller.name,
    locationOf(bid),
    bid.seller.completedOrders,
    bid.seller.rating.count > 0 ? bid.seller.rating.average : null,
    bid.seller.rating.count,
    bid.status,
    bid.currency,
    ...project.products.map((p) => {
      const price = priceOf(bid, p.id);
      return price === null ? null : price / 100;
    }),
    bid.totalSen / 100,
    bid.remarks,
  ]);
  const currencies = [...new Set(bids.map((b) => b.currency))];
  const lowest: Cell[][] = currencies.map((currency) => [
    `Lowest (${currency})`,
    null,
    null,
    null,
    null,
    null,
    currency,
    ...project.products.map((p) => {
      const price = lowestOf(bids, p.id, currency);
      return price === null ? null : price / 100;
    }),
    null,
    null,
  ]);
  return writeXlsx(project.number, [header, ...rows, [], ...lowest]);
}

async function pdfOf(env: AppContext['env'], project: BuyerProjectDetail, bids: BidView[]): Promise<Buffer> {
  const doc = await DocumentLayout.start(platformOf(env), 'BID COMPARISON', project.number);
  doc.facts([
    { label: 'Project', value: project.fullTitle ?? project.shortTitle ?? '' },
    { label: 'Buyer', value: project.buyer.name },
    { label: 'Site', value: [project.city, project.state].filter(Boolean).join(', ') },
    { label: 'Bidding ended', value: project.bidEndAt ? formatDateTime(project.bidEndAt) : '' },
  ]);
  doc.heading('Bids');
  doc.table(
    [
      { header: 'Supplier', width: 0.3 },
      { header: 'Rating', width: 0.1 },
      { header: 'Status', width: 0.12 },
      { header: 'Total', width: 0.18, align: 'right' },
      { header: 'Delivery terms', width: 0.3 },
    ],
    bids.map((b) => [
      [b.seller.name, locationOf(b)].filter(Boolean).join(', '),
      ratingOf(b),
      b.status,
      formatMoney(b.totalSen, b.currency),
      b.remarks,
    ]),
  );
  project.products.forEach((p, i) => {
    doc.heading(`${i + 1}. ${p.specification} (${p.quantity.toLocaleString('en-MY')} ${p.unit})`);
    doc.table(
      [
        { header: 'Supplier', width: 0.46 },
        { header: 'Unit price', width: 0.2, align: 'right' },
        { header: 'Line total', width: 0.22, align: 'right' },
        { header: '', width: 0.12 },
      ],
      bids.map((b) => {
        const price = priceOf(b, p.id);
        if (price === null) return [b.seller.name, 'Not offered', '', ''];
        const lowest = lowestOf(bids, p.id, b.currency) === price && bids.length > 1;
        return [
          b.seller.name,
          formatMoney(price, b.currency),
          formatMoney(price * p.quantity, b.currency),
          lowest ? 'Lowest' : '',
        ];
      }),
    );
  });
  return Buffer.from(await doc.finish());
}

/**
 * GET …/projects/:id/comparison?format=xlsx|pdf for the buyer (buyBid Read) or an administrator
 * (admBid Read): only once bidding has ended (the bids are sealed before).
 */
export async function comparisonFile(
  ctx: Ctx,
  actor: Actor | null,
  id: string,
  reader: 'buyer' | 'admin',
  format: 'xlsx' | 'pdf',
) {
  const project = reader === 'buyer' ? await getBuyerProject(ctx, actor, id) : await getAdminProject(ctx, actor, id);
  if (project.bids === null) throw notInState();
  const name = `${project.number}-bids.${format}`;
  return format === 'xlsx'
    ? {
        bytes: xlsxOf(project, project.bids),
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename: name,
      }
    : { bytes: await pdfOf(ctx.env, project, project.bids), type: 'application/pdf', filename: name };
}
