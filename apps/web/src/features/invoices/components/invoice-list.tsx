/**
 * An invoices list for buyers (/invoice) or administrators (/admin/in): status tabs (and a
 * search for administrators), then cards on phones and a table from the small breakpoint up,
 * then paging. The filter, search and page live in the address.
 *
 * Buyers who may pay select the invoices that owe something and pay them together (a sticky
 * "Pay selected" bar → /invoice/payment?ids=…); each invoice opens as a PDF and, when the API
 * allows it (invoice.canExtend), its due date can be extended by 30 days.
 */
import { Alert, Anchor, Badge, Button, Card, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate } from 'react-router';
import {
  ACTION_NEEDS,
  INVOICE_STATUSES,
  type ExtensionResult,
  type Invoice,
  type InvoiceStatus,
  formatDate,
  formatMoney,
} from '@binamart/shared';
import { InvoiceStatusBadge } from '@/components/ui/invoice-status-badge';
import { PdfButton } from '@/components/ui/pdf-button';
import { PermittedAction } from '@/components/ui/permitted-action';
import { ListSearch, PagedList } from '@/components/ui/paged-list';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useListParams } from '@/lib/list-params';
import { useCan } from '@/lib/use-can';
import { calendarDate } from '@/lib/calendar-dates';
import { INVOICES_PAGE_SIZE, useInvoices } from '../api/use-invoices';
import { payableSen } from './payable';
import { ExtendInvoice } from './extend-invoice';

const isStatus = (v: string | null): v is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(v ?? '');

export interface InvoiceListProps {
  side: 'buyer' | 'admin';
}

export function InvoiceList({ side }: InvoiceListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ns = side === 'buyer' ? 'invoicesPage' : 'adminInvoices';
  const orderBase = side === 'buyer' ? '/order' : '/admin/order';
  // the same rules as the API: buyPay Write and, for staff, the make-payment toggle
  const pay = useCan(ACTION_NEEDS.payInvoices);
  const canPay = side === 'buyer' && pay.allowed;
  const list = useListParams();
  const { params, page, set } = list;
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const q = side === 'admin' ? list.q : '';
  // the chosen invoices, kept across pages and tabs
  const [chosen, setChosen] = useState<ReadonlyMap<string, Invoice>>(new Map());
  const [notice, setNotice] = useState<string | null>(null);
  const query = useInvoices({ status, q: q || undefined, page });
  const { data } = query;
  const due = (invoice: Invoice) => (invoice.kind === 'credit' ? calendarDate(invoice.dueDate) : '—');

  // the freshest copy of each chosen invoice; one that can no longer be paid drops out
  const current = new Map(data?.items.map((i) => [i.id, i]));
  const selection = [...chosen.values()].map((i) => current.get(i.id) ?? i).filter((i) => payableSen(i) > 0);
  const currencies = [...new Set(selection.map((i) => i.currency))];
  const mixed = currencies.length > 1;
  const totalSen = selection.reduce((sum, i) => sum + payableSen(i), 0);
  const selectable = canPay ? (data?.items ?? []).filter((i) => payableSen(i) > 0) : [];
  const onPage = selectable.filter((i) => chosen.has(i.id)).length;
  const toggle = (invoices: Invoice[], on: boolean) =>
    setChosen((prev) => {
      const next = new Map(prev);
      for (const invoice of invoices) {
        if (on) next.set(invoice.id, invoice);
        else next.delete(invoice.id);
      }
      return next;
    });
  const extended = (invoice: Invoice, result: ExtensionResult) =>
    setNotice(
      result.debitNote
        ? t('invoiceRows.extendedDoneNote', {
            number: invoice.number,
            date: calendarDate(result.dueDate),
            note: result.debitNote.number,
            amount: formatMoney(result.debitNote.amountSen, result.debitNote.currency),
          })
        : t('invoiceRows.extendedDone', { number: invoice.number, date: calendarDate(result.dueDate) }),
    );

  const checkbox = (invoice: Invoice) =>
    canPay && payableSen(invoice) > 0 ? (
      <Checkbox
        checked={chosen.has(invoice.id)}
        onChange={(event) => toggle([invoice], event.currentTarget.checked)}
        aria-label={t('invoiceRows.select', { number: invoice.number })}
      />
    ) : null;
  const numberCell = (invoice: Invoice) =>
    side === 'admin' ? (
      <Anchor
        component={Link}
        to={`/admin/invoicein/${invoice.id}`}
        fw={700}
        aria-label={t('invoiceRows.openInvoice', { number: invoice.number })}
      >
        {invoice.number}
      </Anchor>
    ) : (
      <Text fw={700} span>
        {invoice.number}
      </Text>
    );
  const orderLink = (invoice: Invoice) => (
    <Anchor
      component={Link}
      to={`${orderBase}/${invoice.order.id}`}
      aria-label={t(`${ns}.openOrder`, { number: invoice.order.number })}
    >
      {invoice.order.number}
    </Anchor>
  );
  const extendedBadge = (invoice: Invoice) =>
    invoice.originalDueDate ? (
      <Badge
        color="grape"
        variant="light"
        styles={{ root: { height: 'auto', minHeight: 20, maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
        title={t('invoiceRows.extendedFrom', { date: calendarDate(invoice.originalDueDate) })}
      >
        {t('invoiceRows.extended')}
      </Badge>
    ) : null;
  const originalDue = (invoice: Invoice) =>
    invoice.originalDueDate ? (
      <Text size="xs" c="gray.7" maw={150} style={{ whiteSpace: 'normal' }}>
        {t('invoiceRows.extendedFrom', { date: calendarDate(invoice.originalDueDate) })}
      </Text>
    ) : null;
  const noteLines = (invoice: Invoice) => (
    <>
      {invoice.creditNotedSen > 0 && (
        <Text size="xs" c="teal.9" style={{ whiteSpace: 'nowrap' }}>
          {t('invoiceRows.creditNote', { amount: formatMoney(invoice.creditNotedSen, invoice.currency) })}
        </Text>
      )}
      {invoice.debitNotedSen > 0 && (
        <Text size="xs" c="red.9" style={{ whiteSpace: 'nowrap' }}>
          {t('invoiceRows.debitNote', { amount: formatMoney(invoice.debitNotedSen, invoice.currency) })}
        </Text>
      )}
    </>
  );
  const inProgress = (invoice: Invoice) =>
    invoice.inProgressSen > 0 ? (
      <Text size="xs" c="orange.9">
        {t('invoiceRows.inProgress', { amount: formatMoney(invoice.inProgressSen, invoice.currency) })}
      </Text>
    ) : null;
  // the buyer's PDF and extension (administrators open the PDF from the invoice's page)
  const actions = (invoice: Invoice) => (
    <>
      <PdfButton
        url={`/api/invoices/${invoice.id}/pdf`}
        label={t('invoiceRows.pdf')}
        ariaLabel={t('invoiceRows.pdfLabel', { number: invoice.number })}
        failure={t('invoiceRows.pdfFailed')}
        size="compact-sm"
      />
      {invoice.canExtend && <ExtendInvoice invoice={invoice} onExtended={extended} />}
    </>
  );

  return (
    <Stack gap="md">
      {side === 'admin' && (
        <ListSearch
          label={t('adminInvoices.search')}
          placeholder={t('adminInvoices.searchPlaceholder')}
          value={q}
          onSearch={(next) => set({ q: next })}
          maw={420}
        />
      )}
      <StatusTabs
        value={status}
        statuses={INVOICE_STATUSES}
        label={t(`${ns}.statusFilter`)}
        allLabel={t(`${ns}.all`)}
        statusLabel={(s) => t(`invoiceStatus.${s}`)}
        onChange={(next) => set({ status: next })}
      />
      {side === 'buyer' && pay.reason && (
        // said before anything can be ticked, not after a whole payment form
        <Alert
          color="gray"
          role="note"
          title={t('invoicesPage.payNotAllowed')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <PermittedAction need={ACTION_NEEDS.payInvoices}>
            <Button size="xs" variant="default">
              {t('invoicesPage.payInvoices')}
            </Button>
          </PermittedAction>
        </Alert>
      )}
      {notice && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <PagedList
        query={query}
        pageSize={INVOICES_PAGE_SIZE}
        page={page}
        onPage={(next) => set({ page: next })}
        pagesLabel={t(`${ns}.pages`)}
        empty={
          <Card withBorder radius="md">
            <Text c="gray.7">{side === 'buyer' && status ? t('invoicesPage.emptyStatus') : t(`${ns}.empty`)}</Text>
          </Card>
        }
      >
        {(items) => (
          <>
            {selectable.length > 0 && (
              <Checkbox
                hiddenFrom="sm"
                label={t('invoiceRows.selectPage')}
                checked={onPage > 0 && onPage === selectable.length}
                indeterminate={onPage > 0 && onPage < selectable.length}
                onChange={(event) => toggle(selectable, event.currentTarget.checked)}
              />
            )}
            <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((invoice) => (
                <Card key={invoice.id} component="li" withBorder radius="md" padding="md" data-testid="invoice-card">
                  <Stack gap={6}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        {checkbox(invoice)}
                        {numberCell(invoice)}
                      </Group>
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
                      {extendedBadge(invoice)}
                    </Group>
                    <Text size="xs" c="gray.7">
                      {t(`${ns}.issued`)}: {formatDate(invoice.issuedAt)} · {t(`${ns}.dueDate`)}: {due(invoice)}
                    </Text>
                    {originalDue(invoice)}
                    {noteLines(invoice)}
                    {invoice.outstandingSen > 0 && (
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text size="sm" c="gray.7">
                          {t('invoiceRows.outstanding')}
                        </Text>
                        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(invoice.outstandingSen, invoice.currency)}
                        </Text>
                      </Group>
                    )}
                    {inProgress(invoice)}
                    {side === 'buyer' && (
                      <Group gap="xs" align="flex-start">
                        {actions(invoice)}
                      </Group>
                    )}
                  </Stack>
                </Card>
              ))}
            </Stack>
            <Card withBorder radius="md" p={0} visibleFrom="sm">
              <Table.ScrollContainer minWidth={820}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <VisuallyHidden component="caption">{t(`${ns}.caption`, { page })}</VisuallyHidden>
                  <Table.Thead>
                    <Table.Tr>
                      {canPay && (
                        <Table.Th w={40}>
                          <Checkbox
                            checked={onPage > 0 && onPage === selectable.length}
                            indeterminate={onPage > 0 && onPage < selectable.length}
                            disabled={selectable.length === 0}
                            onChange={(event) => toggle(selectable, event.currentTarget.checked)}
                            aria-label={t('invoiceRows.selectPage')}
                          />
                        </Table.Th>
                      )}
                      <Table.Th>{t(`${ns}.number`)}</Table.Th>
                      {side === 'admin' ? (
                        <Table.Th>
                          {t('adminInvoices.buyer')} / {t('adminInvoices.seller')}
                        </Table.Th>
                      ) : (
                        <Table.Th>{t(`${ns}.seller`)}</Table.Th>
                      )}
                      <Table.Th>{t(`${ns}.status`)}</Table.Th>
                      <Table.Th>{t(`${ns}.issued`)}</Table.Th>
                      <Table.Th>{t(`${ns}.dueDate`)}</Table.Th>
                      <Table.Th ta="right">{t(`${ns}.amount`)}</Table.Th>
                      <Table.Th ta="right">{t('invoiceRows.outstanding')}</Table.Th>
                      {side === 'buyer' && (
                        <Table.Th>
                          <VisuallyHidden>{t('invoiceRows.actions')}</VisuallyHidden>
                        </Table.Th>
                      )}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((invoice) => (
                      <Table.Tr key={invoice.id} data-testid="invoice-row">
                        {canPay && <Table.Td>{checkbox(invoice)}</Table.Td>}
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {numberCell(invoice)}
                          <Text size="xs" c="gray.7">
                            {t(`invoiceKind.${invoice.kind}`)}
                          </Text>
                          <Text size="xs">
                            {t(`${ns}.order`)}: {orderLink(invoice)}
                          </Text>
                        </Table.Td>
                        {side === 'admin' ? (
                          <Table.Td miw={140}>
                            <Text size="sm">{invoice.buyer.name}</Text>
                            <Text size="xs" c="gray.7">
                              {t('adminInvoices.seller')}: {invoice.seller.name}
                            </Text>
                          </Table.Td>
                        ) : (
                          <Table.Td miw={120}>{invoice.seller.name}</Table.Td>
                        )}
                        <Table.Td miw={110}>
                          <Stack gap={4} align="flex-start">
                            <InvoiceStatusBadge status={invoice.status} />
                            {extendedBadge(invoice)}
                          </Stack>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.issuedAt)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {due(invoice)}
                          {originalDue(invoice)}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          <Text fw={600} size="sm">
                            {formatMoney(invoice.amountSen, invoice.currency)}
                          </Text>
                          {noteLines(invoice)}
                        </Table.Td>
                        <Table.Td ta="right">
                          <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                            {formatMoney(invoice.outstandingSen, invoice.currency)}
                          </Text>
                          {inProgress(invoice)}
                        </Table.Td>
                        {side === 'buyer' && (
                          <Table.Td>
                            <Stack gap={4} align="flex-start">
                              {actions(invoice)}
                            </Stack>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          </>
        )}
      </PagedList>
      {canPay && selection.length > 0 && (
        <Card
          withBorder
          radius="md"
          shadow="md"
          padding="sm"
          component="section"
          aria-label={t('invoiceRows.paySelectedShort', { count: selection.length })}
          style={{ position: 'sticky', bottom: 8, zIndex: 5 }}
          data-testid="pay-selected-bar"
        >
          <Stack gap="xs">
            {mixed && (
              <Alert color="orange" role="alert" p="xs">
                {t('invoiceRows.mixedCurrency')}
              </Alert>
            )}
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Text size="sm" role="status" aria-live="polite">
                  {t('invoiceRows.selectedCount', { count: selection.length })}
                </Text>
                <Button variant="subtle" size="compact-sm" onClick={() => setChosen(new Map())}>
                  {t('invoiceRows.clear')}
                </Button>
              </Group>
              <Button
                disabled={mixed}
                onClick={() => void navigate(`/invoice/payment?ids=${selection.map((i) => i.id).join(',')}`)}
                styles={{ root: { height: 'auto', minHeight: 36 }, label: { whiteSpace: 'normal', paddingBlock: 6 } }}
              >
                {mixed
                  ? t('invoiceRows.paySelectedShort', { count: selection.length })
                  : t('invoiceRows.paySelected', {
                      count: selection.length,
                      amount: formatMoney(totalSen, currencies[0]),
                    })}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
