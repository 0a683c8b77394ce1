/**
 * An invoices list for buyers (/invoice) or administrators (/admin/in): status tabs (and a
 * search for administrators), then cards on phones and a table from the small breakpoint up,
 * then paging. The filter, search and page live in the address.
 */
import {
  Anchor,
  Box,
  Card,
  Group,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { INVOICE_STATUSES, type Invoice, type InvoiceStatus, formatDate, formatMoney } from '@binamart/shared';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { INVOICES_PAGE_SIZE, useInvoices } from '../api/invoices';
import { InvoiceStatusBadge, calendarDate } from './invoice-status-badge';

const ALL = 'all';
const isStatus = (v: string | null): v is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(v ?? '');

export interface InvoiceListProps {
  side: 'buyer' | 'admin';
}

export function InvoiceList({ side }: InvoiceListProps) {
  const { t } = useTranslation();
  const ns = side === 'buyer' ? 'invoicesPage' : 'adminInvoices';
  const orderBase = side === 'buyer' ? '/order' : '/admin/order';
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const q = side === 'admin' ? (params.get('q') ?? '') : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const { data, error, refetch } = useInvoices({ status, q: q || undefined, page });
  const set = (next: { status?: string; q?: string; page?: number }) => {
    const merged = { status, q: q || undefined, page: undefined as number | undefined, ...next };
    const entries = Object.entries(merged).filter(([, v]) => v !== undefined && v !== '' && v !== ALL && v !== 1);
    setParams(Object.fromEntries(entries.map(([k, v]) => [k, String(v)])));
  };
  const pages = data ? Math.ceil(data.total / INVOICES_PAGE_SIZE) : 0;
  const due = (invoice: Invoice) => (invoice.kind === 'credit' ? calendarDate(invoice.dueDate) : '—');
  const orderLink = (invoice: Invoice) => (
    <Anchor
      component={Link}
      to={`${orderBase}/${invoice.order.id}`}
      aria-label={t(`${ns}.openOrder`, { number: invoice.order.number })}
    >
      {invoice.order.number}
    </Anchor>
  );

  return (
    <Stack gap="md">
      {side === 'admin' && (
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            set({ q: text.trim() || undefined });
          }}
        >
          <TextInput
            label={t('adminInvoices.search')}
            placeholder={t('adminInvoices.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            type="search"
            maw={420}
          />
        </form>
      )}
      <Tabs value={status ?? ALL} onChange={(v) => set({ status: v ?? ALL })} keepMounted={false}>
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
          <Tabs.List aria-label={t(`${ns}.statusFilter`)} style={{ flexWrap: 'nowrap' }}>
            <Tabs.Tab value={ALL}>{t(`${ns}.all`)}</Tabs.Tab>
            {INVOICE_STATUSES.map((s) => (
              <Tabs.Tab key={s} value={s} style={{ whiteSpace: 'nowrap' }}>
                {t(`invoiceStatus.${s}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && data.items.length === 0 && (
        <Card withBorder radius="md">
          <Text c="gray.7">{side === 'buyer' && status ? t('invoicesPage.emptyStatus') : t(`${ns}.empty`)}</Text>
        </Card>
      )}
      {data && data.items.length > 0 && (
        <>
          <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.items.map((invoice) => (
              <Card key={invoice.id} component="li" withBorder radius="md" padding="md" data-testid="invoice-card">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={700}>{invoice.number}</Text>
                    <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(invoice.amountSen, invoice.currency)}
                    </Text>
                  </Group>
                  <Text size="sm">
                    {t(`${ns}.order`)}: {orderLink(invoice)}
                  </Text>
                  <Text size="sm">{side === 'buyer' ? invoice.seller.name : invoice.buyer.name}</Text>
                  <Group gap={6}>
                    <InvoiceStatusBadge status={invoice.status} />
                  </Group>
                  <Text size="xs" c="gray.7">
                    {t(`${ns}.issued`)}: {formatDate(invoice.issuedAt)} · {t(`${ns}.dueDate`)}: {due(invoice)}
                  </Text>
                </Stack>
              </Card>
            ))}
          </Stack>
          <Card withBorder radius="md" p={0} visibleFrom="sm">
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" highlightOnHover>
                <VisuallyHidden component="caption">{t(`${ns}.caption`, { page })}</VisuallyHidden>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(`${ns}.number`)}</Table.Th>
                    <Table.Th>{t(`${ns}.order`)}</Table.Th>
                    {side === 'admin' && <Table.Th>{t('adminInvoices.buyer')}</Table.Th>}
                    <Table.Th>{t(`${ns}.seller`)}</Table.Th>
                    <Table.Th>{t(`${ns}.status`)}</Table.Th>
                    <Table.Th>{t(`${ns}.issued`)}</Table.Th>
                    <Table.Th>{t(`${ns}.dueDate`)}</Table.Th>
                    <Table.Th ta="right">{t(`${ns}.amount`)}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((invoice) => (
                    <Table.Tr key={invoice.id} data-testid="invoice-row">
                      <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {invoice.number}
                        <Text size="xs" c="gray.7">
                          {t(`invoiceKind.${invoice.kind}`)}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{orderLink(invoice)}</Table.Td>
                      {side === 'admin' && <Table.Td>{invoice.buyer.name}</Table.Td>}
                      <Table.Td>{invoice.seller.name}</Table.Td>
                      <Table.Td>
                        <InvoiceStatusBadge status={invoice.status} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.issuedAt)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{due(invoice)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600}>
                        {formatMoney(invoice.amountSen, invoice.currency)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </>
      )}
      {pages > 1 && (
        <Box component="nav" aria-label={t(`${ns}.pages`)}>
          <Pagination total={pages} value={page} onChange={(next) => set({ page: next })} />
        </Box>
      )}
    </Stack>
  );
}
