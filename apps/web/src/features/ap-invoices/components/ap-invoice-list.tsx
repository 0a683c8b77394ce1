/**
 * AP invoices for their seller (/seller/apinvoice) or administrators (/admin/apinvoice): status
 * tabs (and a search for administrators), cards on phones and a table from the small breakpoint
 * up, then paging. The filter, search and page live in the address.
 */
import { Anchor, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { AP_INVOICE_STATUSES, type ApInvoice, type ApInvoiceStatus, formatMoney } from '@binamart/shared';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { ListSearch, PagedList } from '@/components/ui/paged-list';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useListParams } from '@/lib/list-params';
import { calendarDate } from '@/lib/calendar-dates';
import { AP_PAGE_SIZE, useApInvoices } from '../api/use-ap-invoices';
import { ApStatusBadge } from './ap-ui';

const isStatus = (v: string | null): v is ApInvoiceStatus =>
  (AP_INVOICE_STATUSES as readonly string[]).includes(v ?? '');

export type ApSide = 'seller' | 'admin';

export function ApInvoiceList({ side }: { side: ApSide }) {
  const { t } = useTranslation();
  const ns = side === 'seller' ? 'apInvoicesPage' : 'adminApInvoices';
  const list = useListParams();
  const { params, page, set } = list;
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const q = side === 'admin' ? list.q : '';
  const query = useApInvoices(side, { status, q: q || undefined, page });

  return (
    <Stack gap="md">
      {side === 'admin' && (
        <ListSearch
          label={t('adminApInvoices.search')}
          placeholder={t('adminApInvoices.searchPlaceholder')}
          value={q}
          onSearch={(next) => set({ q: next })}
          maw={420}
        />
      )}
      <StatusTabs
        value={status}
        statuses={AP_INVOICE_STATUSES}
        label={t(`${ns}.statusFilter`)}
        allLabel={t(`${ns}.all`)}
        statusLabel={(s) => t(`apInvoiceStatus.${s}`)}
        onChange={(next) => set({ status: next })}
      />
      <PagedList
        query={query}
        pageSize={AP_PAGE_SIZE}
        page={page}
        onPage={(next) => set({ page: next })}
        pagesLabel={t(`${ns}.pages`)}
        empty={
          <Card withBorder radius="md">
            <Text c="gray.7">{side === 'seller' && status ? t('apInvoicesPage.emptyStatus') : t(`${ns}.empty`)}</Text>
          </Card>
        }
      >
        {(items) => (
          <>
            <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((invoice) => (
                <ApInvoiceCard key={invoice.id} invoice={invoice} side={side} />
              ))}
            </Stack>
            <Card withBorder radius="md" p={0} visibleFrom="sm">
              <ApInvoiceTable invoices={items} side={side} caption={t(`${ns}.caption`, { page })} />
            </Card>
          </>
        )}
      </PagedList>
    </Stack>
  );
}

/** The invoice number: a link to its page for administrators, plain text for the seller. */
function NumberCell({ invoice, side }: { invoice: ApInvoice; side: ApSide }) {
  const { t } = useTranslation();
  if (side === 'seller') return <>{invoice.number}</>;
  return (
    <Anchor
      component={Link}
      to={`/admin/apinvoice/${invoice.id}`}
      fw={700}
      aria-label={t('adminApInvoices.open', { number: invoice.number })}
      style={{ overflowWrap: 'anywhere' }}
    >
      {invoice.number}
    </Anchor>
  );
}

/** The orders billed, each linked to the seller's order page (sellers) or the admin order page. */
function OrderLinks({ invoice, side }: { invoice: ApInvoice; side: ApSide }) {
  const { t } = useTranslation();
  if (invoice.orders.length === 0) {
    return (
      <Text span size="sm" c="gray.7">
        {t('apInvoicesPage.noOrders')}
      </Text>
    );
  }
  const base = side === 'seller' ? '/seller/order' : '/admin/order';
  return invoice.orders.map((order, index) => (
    <span key={order.id} style={{ whiteSpace: 'nowrap' }}>
      {index > 0 && ', '}
      <Anchor
        component={Link}
        to={`${base}/${order.id}`}
        size="sm"
        aria-label={t('apInvoicesPage.openOrder', { number: order.number })}
      >
        {order.number}
      </Anchor>
    </span>
  ));
}

/** The payout when recorded: total, date and the slip; otherwise "not paid yet". */
function PayoutCell({ invoice }: { invoice: ApInvoice }) {
  const { t } = useTranslation();
  if (!invoice.payout) {
    return (
      <Text size="sm" c="gray.7">
        {t('apInvoicesPage.notPaid')}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(invoice.payout.totalSen)}
      </Text>
      <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
        {t('apInvoicesPage.paidOn', { date: calendarDate(invoice.payout.paidOn) })}
      </Text>
    </Stack>
  );
}

/** The seller's file and, once paid, the bank slip; `short` labels them "Invoice file" and "Bank slip" for the table. */
function FileLinks({ invoice, short = false }: { invoice: ApInvoice; short?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <FileLink
        url={invoice.fileUrl}
        label={short ? t('apInvoicesPage.file') : t('apInvoicesPage.openFile')}
        name={t('apInvoicesPage.openFileOf', { number: invoice.number })}
      />
      {invoice.payout && (
        <FileLink
          url={invoice.payout.slipFileUrl}
          label={short ? t('apInvoicesPage.slip') : t('apInvoicesPage.openSlip')}
          name={t('apInvoicesPage.openSlipOf', { number: invoice.number })}
        />
      )}
    </Stack>
  );
}

/** A private file link whose accessible name says which invoice it belongs to. */
function FileLink({ url, label, name }: { url: string; label: string; name: string }) {
  const { t } = useTranslation();
  return (
    <div aria-label={name} role="group" style={{ minWidth: 0 }}>
      <PrivateFileLink url={url} label={label} failure={t('apInvoicesPage.fileFailed')} icon />
    </div>
  );
}

function ApInvoiceCard({ invoice, side }: { invoice: ApInvoice; side: ApSide }) {
  const { t } = useTranslation();
  const line = (label: string, value: ReactNode) => (
    <Text size="sm">
      <Text span c="gray.7" size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="ap-invoice-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <NumberCell invoice={invoice} side={side} />
          </Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(invoice.amountSen)}
          </Text>
        </Group>
        {side === 'admin' && <Text size="sm">{invoice.seller.name}</Text>}
        <Group gap={6}>
          <ApStatusBadge status={invoice.status} />
        </Group>
        <Text size="xs" c="gray.7">
          {t('apInvoicesPage.invoiceDate')}: {calendarDate(invoice.invoiceDate)} · {t('apInvoicesPage.term')}:{' '}
          {t('apInvoicesPage.termDays', { count: invoice.termDays })} · {t('apInvoicesPage.dueDate')}:{' '}
          {calendarDate(invoice.dueDate)}
        </Text>
        {line(t('apInvoicesPage.orders'), <OrderLinks invoice={invoice} side={side} />)}
        {invoice.payout ? (
          line(
            t('apInvoicesPage.payout'),
            <>
              <Text span fw={600} size="sm">
                {formatMoney(invoice.payout.totalSen)}
              </Text>{' '}
              · {t('apInvoicesPage.paidOn', { date: calendarDate(invoice.payout.paidOn) })}
            </>,
          )
        ) : (
          <Text size="sm" c="gray.7">
            {t('apInvoicesPage.notPaid')}
          </Text>
        )}
        <Group gap="md">
          <FileLinks invoice={invoice} />
        </Group>
      </Stack>
    </Card>
  );
}

function ApInvoiceTable({ invoices, side, caption }: { invoices: ApInvoice[]; side: ApSide; caption: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('apInvoicesPage.number')}</Table.Th>
            {side === 'admin' && <Table.Th>{t('adminApInvoices.seller')}</Table.Th>}
            <Table.Th>{t('apInvoicesPage.dueDate')}</Table.Th>
            <Table.Th ta="right">{t('apInvoicesPage.amount')}</Table.Th>
            <Table.Th>{t('apInvoicesPage.status')}</Table.Th>
            <Table.Th>{t('apInvoicesPage.payout')}</Table.Th>
            {side === 'seller' && <Table.Th>{t('apInvoicesPage.orders')}</Table.Th>}
            <Table.Th>{t('apInvoicesPage.files')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id} data-testid="ap-invoice-row">
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                <NumberCell invoice={invoice} side={side} />
                <Text size="xs" c="gray.7">
                  {t('apInvoicesPage.invoiceDate')}: {calendarDate(invoice.invoiceDate)}
                </Text>
              </Table.Td>
              {side === 'admin' && <Table.Td style={{ minWidth: 160 }}>{invoice.seller.name}</Table.Td>}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {calendarDate(invoice.dueDate)}
                <Text size="xs" c="gray.7">
                  {t('apInvoicesPage.termDays', { count: invoice.termDays })}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(invoice.amountSen)}
              </Table.Td>
              <Table.Td style={{ minWidth: 96 }}>
                <ApStatusBadge status={invoice.status} />
              </Table.Td>
              <Table.Td>
                <PayoutCell invoice={invoice} />
              </Table.Td>
              {side === 'seller' && (
                <Table.Td style={{ minWidth: 140 }}>
                  <OrderLinks invoice={invoice} side={side} />
                </Table.Td>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <FileLinks invoice={invoice} short />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
