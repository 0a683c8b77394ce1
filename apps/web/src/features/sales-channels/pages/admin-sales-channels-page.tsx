/**
 * /admin/saleschannel (admReport Read): how the marketplace's ringgit orders came in over a period —
 * orders, sales and their value per channel, each channel's share of sales — and for every supplier
 * its orders per channel and the channels it takes; administrators with admConf Write change those.
 * The period lives in the address (Malaysian days; by default the last 30 days).
 */
import { Button, Card, Group, Progress, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { SALES_CHANNELS, type SalesChannelReport, formatDate, formatMoney, hasPermission } from '@binamart/shared';
import { DoneAlert } from '@/components/ui/done-alert';
import { FormModal } from '@/components/ui/form-modal';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useAuthUser } from '@/lib/auth-store';
import { queryString, useListParams } from '@/lib/list-params';
import { useSalesChannelReport, useSaveSupplierChannels } from '../api/use-sales-channels';
import { ChannelChoice } from '../components/channel-choice';

type Supplier = SalesChannelReport['sellers'][number];

const day = (iso: string) => formatDate(`${iso}T12:00:00+08:00`);
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

export function AdminSalesChannelsPage() {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const query = queryString({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  const { data, error, refetch } = useSalesChannelReport(query);
  const user = useAuthUser();
  const canChange = !!user && hasPermission(user.permissions, 'admConf', 'Write');
  const [editing, setEditing] = useState<Supplier | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveSupplierChannels();

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t('salesChannels.page.title')}
        subtitle={
          data ? t('salesChannels.page.period', { from: day(data.firstDay), to: day(data.lastDay) }) : undefined
        }
      />
      <Text size="sm" c="dimmed">
        {t('salesChannels.page.intro')}
      </Text>
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('salesChannels.page.title')}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <TextInput
            type="date"
            label={t('salesChannels.page.from')}
            value={params.get('from') ?? data?.firstDay ?? ''}
            max={params.get('to') ?? data?.lastDay}
            onChange={(e) => set({ from: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label={t('salesChannels.page.to')}
            value={params.get('to') ?? data?.lastDay ?? ''}
            min={params.get('from') ?? data?.firstDay}
            onChange={(e) => set({ to: e.currentTarget.value || undefined })}
          />
        </SimpleGrid>
      </Card>
      <DoneAlert message={saved} onClose={() => setSaved(null)} />
      {error ? (
        <QueryError error={error} onRetry={() => refetch()} />
      ) : !data ? (
        <PageLoader />
      ) : (
        <>
          <ChannelFigures report={data} />
          <SupplierChannels report={data} canChange={canChange} onChange={setEditing} />
        </>
      )}
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('salesChannels.page.forSupplier', { seller: editing.name }) : ''}
      >
        {editing && (
          <ChannelChoice
            accepts={editing.accepts}
            saveLabel={t('salesChannels.seller.save')}
            onCancel={() => setEditing(null)}
            onSave={async (accepts) => {
              await save.mutateAsync({ sellerId: editing.id, input: { accepts } });
              setSaved(t('salesChannels.page.saved', { seller: editing.name }));
              setEditing(null);
            }}
          />
        )}
      </FormModal>
    </Stack>
  );
}

function ChannelFigures({ report }: { report: SalesChannelReport }) {
  const { t } = useTranslation();
  if (report.total.orders === 0) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Text>{t('salesChannels.page.noOrders')}</Text>
      </Card>
    );
  }
  const rows = report.channels.map((row) => ({ ...row, share: percent(row.salesSen, report.total.salesSen) }));
  const shareBar = (row: (typeof rows)[number]) => (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={row.share}
        color="teal.9"
        style={{ flex: 1 }}
        aria-label={`${t(`salesChannels.name.${row.channel}`)}: ${row.share}%`}
      />
      <Text size="sm" w={48} ta="right">
        {row.share}%
      </Text>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding={0} component="section" aria-labelledby="channel-figures">
      <Title order={2} size="h4" id="channel-figures" p="md" pb={0}>
        {t('salesChannels.page.byChannel')}
      </Title>
      {/* a phone: one block per channel */}
      <Stack gap={0} hiddenFrom="sm" p="md">
        {rows.map((row) => (
          <Stack key={row.channel} gap={4} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Group justify="space-between" wrap="nowrap" align="baseline">
              <Text fw={600}>{t(`salesChannels.name.${row.channel}`)}</Text>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.salesSen)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('salesChannels.page.orders')}: {row.orders.toLocaleString('en-MY')} · {t('salesChannels.page.sales')}:{' '}
              {row.sales.toLocaleString('en-MY')}
            </Text>
            {shareBar(row)}
          </Stack>
        ))}
        <Group justify="space-between" pt="sm" wrap="nowrap">
          <Text fw={700}>{t('salesChannels.page.total')}</Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(report.total.salesSen)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('salesChannels.page.orders')}: {report.total.orders.toLocaleString('en-MY')} ·{' '}
          {t('salesChannels.page.sales')}: {report.total.sales.toLocaleString('en-MY')}
        </Text>
      </Stack>
      <Table verticalSpacing="sm" horizontalSpacing="md" visibleFrom="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('salesChannels.page.channel')}</Table.Th>
            <Table.Th ta="right">{t('salesChannels.page.orders')}</Table.Th>
            <Table.Th ta="right">{t('salesChannels.page.sales')}</Table.Th>
            <Table.Th ta="right">{t('salesChannels.page.salesValue')}</Table.Th>
            <Table.Th w="22%">{t('salesChannels.page.share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.channel}>
              <Table.Td>{t(`salesChannels.name.${row.channel}`)}</Table.Td>
              <Table.Td ta="right">{row.orders.toLocaleString('en-MY')}</Table.Td>
              <Table.Td ta="right">{row.sales.toLocaleString('en-MY')}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.salesSen)}
              </Table.Td>
              <Table.Td>{shareBar(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>{t('salesChannels.page.total')}</Table.Td>
            <Table.Td ta="right">{report.total.orders.toLocaleString('en-MY')}</Table.Td>
            <Table.Td ta="right">{report.total.sales.toLocaleString('en-MY')}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(report.total.salesSen)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Card>
  );
}

/** The channels a supplier takes, one per line (every one, in short, when it takes them all). */
function Takes({ accepts }: { accepts: readonly string[] }) {
  const { t } = useTranslation();
  if (accepts.length === SALES_CHANNELS.length) return <Text size="sm">{t('salesChannels.page.takesAll')}</Text>;
  return (
    <Stack gap={0}>
      {SALES_CHANNELS.filter((c) => accepts.includes(c)).map((channel) => (
        <Text key={channel} size="sm">
          {t(`salesChannels.name.${channel}`)}
        </Text>
      ))}
    </Stack>
  );
}

function SupplierChannels({
  report,
  canChange,
  onChange,
}: {
  report: SalesChannelReport;
  canChange: boolean;
  onChange: (supplier: Supplier) => void;
}) {
  const { t } = useTranslation();
  const change = (supplier: Supplier) =>
    canChange && (
      <Button
        size="xs"
        variant="default"
        style={{ flexShrink: 0 }}
        onClick={() => onChange(supplier)}
        aria-label={`${t('salesChannels.page.change')}: ${supplier.name}`}
      >
        {t('salesChannels.page.change')}
      </Button>
    );
  return (
    <Card withBorder radius="md" padding={0} component="section" aria-labelledby="supplier-channels">
      <Title order={2} size="h4" id="supplier-channels" p="md" pb={0}>
        {t('salesChannels.page.suppliers')}
      </Title>
      {/* a phone: one block per supplier, its channels with orders listed */}
      <Stack gap={0} hiddenFrom="md" p="md">
        {report.sellers.map((supplier) => {
          const used = supplier.channels.filter((figure) => figure.orders > 0);
          return (
            <Stack key={supplier.id} gap={6} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600}>{supplier.name}</Text>
                {change(supplier)}
              </Group>
              {used.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('salesChannels.page.noOrders')}
                </Text>
              ) : (
                used.map((figure) => (
                  <Group key={figure.channel} justify="space-between" wrap="nowrap">
                    <Text size="sm">
                      {t(`salesChannels.name.${figure.channel}`)}: {figure.orders.toLocaleString('en-MY')}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(figure.salesSen)}
                    </Text>
                  </Group>
                ))
              )}
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('salesChannels.page.takes')}
              </Text>
              <Takes accepts={supplier.accepts} />
            </Stack>
          );
        })}
      </Stack>
      <Table verticalSpacing="sm" horizontalSpacing="md" striped visibleFrom="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={180}>{t('salesChannels.page.supplier')}</Table.Th>
            {SALES_CHANNELS.map((channel) => (
              <Table.Th key={channel} ta="right">
                {t(`salesChannels.name.${channel}`)}
              </Table.Th>
            ))}
            <Table.Th miw={170}>{t('salesChannels.page.takes')}</Table.Th>
            {canChange && <Table.Th aria-hidden />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.sellers.map((supplier) => (
            <Table.Tr key={supplier.id}>
              <Table.Td fw={600}>{supplier.name}</Table.Td>
              {supplier.channels.map((figure) => (
                <Table.Td key={figure.channel} ta="right">
                  <Text size="sm">{figure.orders.toLocaleString('en-MY')}</Text>
                  {figure.salesSen > 0 && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(figure.salesSen)}
                    </Text>
                  )}
                </Table.Td>
              ))}
              <Table.Td>
                <Takes accepts={supplier.accepts} />
              </Table.Td>
              {canChange && <Table.Td>{change(supplier)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
