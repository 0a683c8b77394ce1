/**
 * One AP invoice for administrators (/admin/apinvoice/:id): the invoice and the seller's file, the
 * orders it bills with their sale amounts, and either the payout recorded (total, date, slip, who
 * recorded it) or "Record payout" for those with admPay Write.
 */
import { Anchor, Button, Card, Grid, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconCash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { type ApInvoice, formatDateTime, formatMoney, hasPermission } from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { calendarDate } from '@/lib/calendar-dates';
import { useAdminApInvoice } from '../api/use-admin-ap-invoice';
import { ApStatusBadge } from './ap-ui';
import { PayoutForm } from './payout-form';
import { DoneAlert } from '@/components/ui/done-alert';

export function AdminApInvoiceView() {
  const { id } = useParams();
  const { data, error, refetch } = useAdminApInvoice(id);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  return (
    <Screen>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && <Body invoice={data} />}
    </Screen>
  );
}

/** Label and value rows that stack on a phone. */
function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {items.map(([label, value]) => (
        <Group key={label} justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Text component="dt" size="sm" c="gray.7">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Body({ invoice }: { invoice: ApInvoice }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const mayPay = user !== null && hasPermission(user.permissions, 'admPay', 'Write');
  const [paying, setPaying] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const payout = invoice.payout;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/apinvoice" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('adminApInvoices.detail.back')}
        </Group>
      </Anchor>
      <PageHeader
        title={t('adminApInvoices.detail.title', { number: invoice.number })}
        subtitle={t('adminApInvoices.detail.subtitle', {
          seller: invoice.seller.name,
          at: formatDateTime(invoice.createdAt),
        })}
        actions={
          invoice.status === 'submitted' &&
          mayPay &&
          !paying && (
            <Button leftSection={<IconCash size={18} aria-hidden />} color="teal.9" onClick={() => setPaying(true)}>
              {t('payout.record')}
            </Button>
          )
        }
      />
      <Group gap={6}>
        <ApStatusBadge status={invoice.status} />
      </Group>
      <DoneAlert message={done} onClose={() => setDone(null)} />
      {paying && invoice.status === 'submitted' && (
        <PayoutForm
          invoice={invoice}
          onCancel={() => setPaying(false)}
          onDone={(paid) => {
            setPaying(false);
            setDone(t('payout.done', { amount: formatMoney(paid.payout?.totalSen ?? 0) }));
          }}
        />
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" component="section" aria-labelledby="ap-orders">
            <Title order={2} size="h4" id="ap-orders" mb="sm">
              {t('adminApInvoices.detail.ordersTitle')}
            </Title>
            {invoice.orders.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('adminApInvoices.detail.noOrders')}
              </Text>
            ) : (
              <>
                <OrderCards invoice={invoice} />
                <OrdersTable invoice={invoice} />
              </>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" component="section" aria-labelledby="ap-invoice">
              <Title order={2} size="h4" id="ap-invoice" mb="sm">
                {t('adminApInvoices.detail.invoiceTitle')}
              </Title>
              <Facts
                items={[
                  [t('adminApInvoices.detail.seller'), invoice.seller.name],
                  [t('apInvoicesPage.number'), invoice.number],
                  [t('apInvoicesPage.invoiceDate'), calendarDate(invoice.invoiceDate)],
                  [t('apInvoicesPage.term'), t('apInvoicesPage.termDays', { count: invoice.termDays })],
                  [t('apInvoicesPage.dueDate'), calendarDate(invoice.dueDate)],
                  [t('apInvoicesPage.amount'), formatMoney(invoice.amountSen)],
                ]}
              />
              <Stack gap={2} mt="md" align="flex-start">
                <Text size="xs" c="gray.7" fw={600} tt="uppercase">
                  {t('adminApInvoices.detail.sellerFile')}
                </Text>
                <PrivateFileLink
                  url={invoice.fileUrl}
                  label={t('apInvoicesPage.openFile')}
                  failure={t('apInvoicesPage.fileFailed')}
                  icon
                />
              </Stack>
            </Card>
            <Card withBorder radius="md" component="section" aria-labelledby="ap-payout">
              <Title order={2} size="h4" id="ap-payout" mb="sm">
                {t('adminApInvoices.detail.payoutTitle')}
              </Title>
              {payout ? (
                <>
                  <Facts
                    items={[
                      [t('adminApInvoices.detail.total'), formatMoney(payout.totalSen)],
                      [t('adminApInvoices.detail.paidOn'), calendarDate(payout.paidOn)],
                      [
                        t('adminApInvoices.detail.recordedBy'),
                        payout.recordedBy ?? t('adminApInvoices.detail.unknownUser'),
                      ],
                      [t('adminApInvoices.detail.recordedAt'), formatDateTime(payout.recordedAt)],
                      ...(payout.note ? [[t('adminApInvoices.detail.note'), payout.note] as [string, string]] : []),
                    ]}
                  />
                  <Stack gap={2} mt="md" align="flex-start">
                    <Text size="xs" c="gray.7" fw={600} tt="uppercase">
                      {t('apInvoicesPage.slip')}
                    </Text>
                    <PrivateFileLink
                      url={payout.slipFileUrl}
                      label={t('apInvoicesPage.openSlip')}
                      failure={t('apInvoicesPage.fileFailed')}
                      icon
                    />
                  </Stack>
                </>
              ) : (
                <Text size="sm" c="gray.7">
                  {t('adminApInvoices.detail.notPaid')}
                  {!mayPay && ` ${t('adminApInvoices.detail.readOnly')}`}
                </Text>
              )}
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** On phones: each order as a small block of its amounts. */
function OrderCards({ invoice }: { invoice: ApInvoice }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {invoice.orders.map((order) => (
        <Card key={order.id} component="li" withBorder radius="sm" padding="sm">
          <Anchor
            component={Link}
            to={`/admin/order/${order.id}`}
            fw={700}
            size="sm"
            aria-label={t('apInvoicesPage.openOrder', { number: order.number })}
          >
            {order.number}
          </Anchor>
          <Facts
            items={[
              [t('adminApInvoices.detail.sale'), formatMoney(order.saleSen)],
              ...(invoice.payout
                ? ([
                    [t('adminApInvoices.detail.marketingFee'), formatMoney(order.marketingFeeSen)],
                    [t('adminApInvoices.detail.cashRebate'), formatMoney(order.cashRebateSen)],
                    [t('payout.payout'), formatMoney(order.payoutSen)],
                  ] as Array<[string, string]>)
                : []),
            ]}
          />
        </Card>
      ))}
    </Stack>
  );
}

/** From the small breakpoint: the orders with their sale, and once paid their marketing fee, cash rebate and payout. */
function OrdersTable({ invoice }: { invoice: ApInvoice }) {
  const { t } = useTranslation();
  const paid = invoice.payout !== null;
  const money = (sen: number) => (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(sen)}
    </Table.Td>
  );
  return (
    <Table.ScrollContainer minWidth={paid ? 520 : 300} visibleFrom="sm">
      <Table verticalSpacing="xs">
        <VisuallyHidden component="caption">
          {t('adminApInvoices.detail.ordersCaption', { number: invoice.number })}
        </VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminApInvoices.detail.order')}</Table.Th>
            <Table.Th ta="right">{t('adminApInvoices.detail.sale')}</Table.Th>
            {paid && (
              <>
                <Table.Th ta="right">{t('adminApInvoices.detail.marketingFee')}</Table.Th>
                <Table.Th ta="right">{t('adminApInvoices.detail.cashRebate')}</Table.Th>
                <Table.Th ta="right">{t('payout.payout')}</Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/admin/order/${order.id}`}
                  size="sm"
                  aria-label={t('apInvoicesPage.openOrder', { number: order.number })}
                >
                  {order.number}
                </Anchor>
              </Table.Td>
              {money(order.saleSen)}
              {paid && (
                <>
                  {money(order.marketingFeeSen)}
                  {money(order.cashRebateSen)}
                  {money(order.payoutSen)}
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
