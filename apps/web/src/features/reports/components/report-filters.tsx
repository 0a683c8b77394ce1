/**
 * A report's filters, kept in the address with the page: the period (two dates, Malaysian days),
 * and the seller, buyer, state delivered to, status, payment method and channel each report can
 * narrow by. A supplier's own reports offer no seller (it is always its company).
 */
import { Button, Card, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import {
  DELIVERY_STATUSES,
  MALAYSIAN_STATES,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type ReportKind,
} from '@binamart/shared';
import { useListParams } from '@/lib/list-params';
import { type ReportSide, useReportCompanies } from '../api/use-report';

export const FILTER_KEYS = [
  'from',
  'to',
  'sellerId',
  'buyerId',
  'state',
  'status',
  'paymentMethod',
  'channel',
] as const;

export function ReportFilters({
  side,
  kind,
  from,
  to,
}: {
  side: ReportSide;
  kind: ReportKind;
  from: string;
  to: string;
}) {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const companies = useReportCompanies(side);
  const value = (key: string) => params.get(key) ?? null;
  const all = t('reports.filters.all');
  const statuses = kind === 'delivery' ? DELIVERY_STATUSES : ORDER_STATUSES;
  const statusLabels = kind === 'delivery' ? 'deliveryStatus' : 'orderStatus';
  const select = (key: string, label: string, data: { value: string; label: string }[], placeholder = all) => (
    <Select
      label={label}
      data={data}
      value={value(key)}
      onChange={(next) => set({ [key]: next ?? undefined })}
      placeholder={placeholder}
      clearable
      searchable={data.length > 8}
      comboboxProps={{ withinPortal: true }}
    />
  );
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('reports.filters.title')}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <TextInput
          type="date"
          label={t('reports.filters.from')}
          value={params.get('from') ?? from}
          max={params.get('to') ?? to}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('reports.filters.to')}
          value={params.get('to') ?? to}
          min={params.get('from') ?? from}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        />
        {side === 'admin' &&
          select(
            'sellerId',
            t('reports.filters.seller'),
            (companies.data?.sellers ?? []).map((c) => ({ value: c.id, label: c.name })),
          )}
        {select(
          'buyerId',
          t('reports.filters.buyer'),
          (companies.data?.buyers ?? []).map((c) => ({ value: c.id, label: c.name })),
        )}
        {select(
          'state',
          t('reports.filters.state'),
          MALAYSIAN_STATES.map((s) => ({ value: s, label: s })),
        )}
        {select(
          'status',
          t('reports.filters.status'),
          statuses.map((s) => ({ value: s, label: t(`${statusLabels}.${s}`) })),
          kind === 'seller' || kind === 'sales' ? t('reports.filters.sales') : all,
        )}
        {select(
          'paymentMethod',
          t('reports.filters.paymentMethod'),
          PAYMENT_METHODS.map((m) => ({ value: m, label: t(`paymentMethod.${m}`) })),
        )}
        {select(
          'channel',
          t('reports.filters.channel'),
          ORDER_CHANNELS.map((c) => ({ value: c, label: t(`reports.channel.${c}`) })),
        )}
      </SimpleGrid>
      {FILTER_KEYS.some((key) => params.get(key)) && (
        <Button
          variant="subtle"
          size="xs"
          mt="sm"
          w="fit-content"
          onClick={() => set(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}
        >
          {t('reports.filters.clear')}
        </Button>
      )}
    </Card>
  );
}
