/**
 * The buyer's comparison of bids (from the bid end): one row per bid with its unit price per
 * project line, the lowest price of each line marked (among bids in the same currency), the total
 * the supplier's delivery terms, where it is and its record (orders completed on the marketplace);
 * sorted by total or by any line's price. Rows may be chosen
 * (shortlist, finalists, award) when `choosable` says a bid can be.
 */
import { Badge, Checkbox, Group, Radio, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type BidView, type BiddingProject, formatMoney } from '@binamart/shared';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { RatingLine } from '@/features/catalog/index';
import { BidStatusBadge } from './project-badges';

type SortKey = 'total' | string;

/** The lowest unit price of each line, per currency: `${line}:${currency}` → sen. */
export function lowestPrices(bids: readonly BidView[]): Map<string, number> {
  const lowest = new Map<string, number>();
  for (const bid of bids) {
    for (const line of bid.lines) {
      if (line.unitPriceSen === null) continue;
      const key = `${line.productLineId}:${bid.currency}`;
      const known = lowest.get(key);
      if (known === undefined || line.unitPriceSen < known) lowest.set(key, line.unitPriceSen);
    }
  }
  return lowest;
}

export function BidComparison({
  project,
  bids,
  mode,
  chosen,
  onChoose,
  choosable,
  supplierAction,
}: {
  project: BiddingProject;
  bids: BidView[];
  /** beside each supplier (the buyer's "Chat with the supplier") */
  supplierAction?: (bid: BidView) => ReactNode;
  /** none: a plain table; many: checkboxes; one: radio buttons */
  mode: 'none' | 'many' | 'one';
  chosen: string[];
  onChoose: (ids: string[]) => void;
  choosable: (bid: BidView) => boolean;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<{ key: SortKey; up: boolean }>({ key: 'total', up: true });
  const lowest = lowestPrices(bids);
  const priceOf = (bid: BidView, lineId: string) =>
    bid.lines.find((l) => l.productLineId === lineId)?.unitPriceSen ?? null;
  const valueOf = (bid: BidView) => (sort.key === 'total' ? bid.totalSen : (priceOf(bid, sort.key) ?? Infinity));
  const sorted = [...bids].sort((a, b) => (sort.up ? valueOf(a) - valueOf(b) : valueOf(b) - valueOf(a)));

  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <Table.Th ta="right" aria-sort={active ? (sort.up ? 'ascending' : 'descending') : 'none'}>
        <UnstyledButton
          onClick={() => setSort({ key, up: active ? !sort.up : true })}
          aria-label={t('biddingScreens.sortBy', { name: label })}
        >
          <Group gap={2} wrap="nowrap" justify="flex-end">
            <Text size="sm" fw={700}>
              {label}
            </Text>
            {active && (sort.up ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />)}
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <Table.ScrollContainer minWidth={420 + project.products.length * 130}>
      <Table striped highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {mode !== 'none' && <Table.Th w={40} aria-label={t('biddingScreens.choose')} />}
            <Table.Th>{t('biddingScreens.supplier')}</Table.Th>
            {project.products.map((p, i) => header(p.id, `${i + 1}. ${p.specification} (${p.quantity} ${p.unit})`))}
            {header('total', t('biddingScreens.total'))}
            <Table.Th>{t('biddingScreens.terms')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((bid) => {
            const can = choosable(bid);
            const isChosen = chosen.includes(bid.id);
            return (
              <Table.Tr key={bid.id}>
                {mode === 'many' && (
                  <Table.Td>
                    <Checkbox
                      checked={isChosen}
                      disabled={!can}
                      onChange={(e) =>
                        onChoose(e.currentTarget.checked ? [...chosen, bid.id] : chosen.filter((id) => id !== bid.id))
                      }
                      aria-label={t('biddingScreens.chooseBid', { name: bid.seller.name })}
                    />
                  </Table.Td>
                )}
                {mode === 'one' && (
                  <Table.Td>
                    <Radio
                      checked={isChosen}
                      disabled={!can}
                      onChange={() => onChoose([bid.id])}
                      name="award"
                      aria-label={t('biddingScreens.chooseBid', { name: bid.seller.name })}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {bid.seller.name}
                    </Text>
                    {(bid.seller.city || bid.seller.state) && (
                      <Text size="xs" c="gray.7">
                        {[bid.seller.city, bid.seller.state].filter(Boolean).join(', ')}
                      </Text>
                    )}
                    <Text size="xs" c="gray.7">
                      {bid.seller.completedOrders > 0
                        ? t('biddingScreens.supplierRecord', { count: bid.seller.completedOrders })
                        : t('biddingScreens.supplierNew')}
                    </Text>
                    <RatingLine average={bid.seller.rating.average} count={bid.seller.rating.count} size="xs" />
                    {supplierAction?.(bid)}
                    <Group gap={4}>
                      <BidStatusBadge status={bid.status} />
                      {bid.cycle === 2 && (
                        <Badge variant="outline" color="dark" size="xs">
                          {t('biddingScreens.cycleTwo')}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                </Table.Td>
                {project.products.map((p) => {
                  const price = priceOf(bid, p.id);
                  const isLowest = price !== null && lowest.get(`${p.id}:${bid.currency}`) === price && bids.length > 1;
                  return (
                    <Table.Td key={p.id} ta="right">
                      {price === null ? (
                        <Text size="sm" c="gray.7">
                          {t('biddingScreens.notOffered')}
                        </Text>
                      ) : (
                        <Stack gap={0} align="flex-end">
                          <Text size="sm" fw={isLowest ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                            {formatMoney(price, bid.currency)}
                          </Text>
                          {isLowest && (
                            <Badge color="teal.9" size="xs" variant="filled" autoContrast>
                              {t('biddingScreens.lowest')}
                            </Badge>
                          )}
                        </Stack>
                      )}
                    </Table.Td>
                  );
                })}
                <Table.Td ta="right">
                  <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(bid.totalSen, bid.currency)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
                    {bid.remarks || '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The comparison to keep or send on: XLSX and PDF, from `base` (the buyer's or the administrators' project). */
export function ComparisonExports({ base }: { base: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      <PrivateFileLink url={`${base}/comparison?format=xlsx`} label={t('biddingScreens.exportXlsx')} icon />
      <PrivateFileLink url={`${base}/comparison?format=pdf`} label={t('biddingScreens.exportPdf')} icon />
    </Group>
  );
}
