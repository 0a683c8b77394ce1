/**
 * /payment: the buyer company's payments, newest first, with the receipt of a paid one and
 * the status page (where a failed one is paid again) of the others.
 */
import { Anchor, Card, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import {
  PAYMENT_STATUSES,
  type PaymentStatus,
  type PaymentSummary,
  formatDate,
  formatDateTime,
  formatMoney,
} from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { useListParams } from '@/lib/list-params';
import { Screen } from '@/components/ui/screen';
import { PAYMENTS_PAGE_SIZE, usePayments } from '../api/use-payments';
import { PaymentStatusBadge } from '@/components/ui/order-status-badges';

const isStatus = (v: string | null): v is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(v ?? '');

function PaymentLink({ payment }: { payment: PaymentSummary }) {
  const { t } = useTranslation();
  return payment.status === 'paid' ? (
    <Anchor
      component={Link}
      to={`/receipt/${payment.id}`}
      size="sm"
      fw={600}
      aria-label={t('paymentsPage.receiptFor', { reference: payment.reference })}
    >
      {t('paymentsPage.receipt')}
    </Anchor>
  ) : (
    <Anchor
      component={Link}
      to={payment.purchase?.link ?? `/payment/status/${payment.id}`}
      size="sm"
      fw={600}
      aria-label={t('paymentsPage.detailsFor', { reference: payment.reference })}
    >
      {t('paymentsPage.details')}
    </Anchor>
  );
}

export function PaymentsPage() {
  const { t } = useTranslation();
  const { params, page, set } = useListParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const query = usePayments({ status, page });

  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('paymentsPage.title')} subtitle={t('paymentsPage.subtitle')} />
        <Select
          label={t('paymentsPage.statusFilter')}
          data={[
            { value: '', label: t('paymentsPage.all') },
            ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`paymentStatus.${s}`) })),
          ]}
          value={status ?? ''}
          onChange={(v) => set({ status: v ?? '' })}
          w={{ base: '100%', xs: 260 }}
        />
        <PagedList
          query={query}
          pageSize={PAYMENTS_PAGE_SIZE}
          page={page}
          onPage={(next) => set({ page: next })}
          pagesLabel={t('paymentsPage.title')}
          empty={
            <Card withBorder radius="md">
              <Text c="gray.7">{status ? t('paymentsPage.emptyStatus') : t('paymentsPage.empty')}</Text>
            </Card>
          }
        >
          {(items) => (
            <>
              <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((payment) => (
                  <Card key={payment.id} component="li" withBorder radius="md" data-testid="payment-card">
                    <Stack gap={6}>
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <Text fw={700}>{payment.reference}</Text>
                        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(payment.amountSen, payment.currency)}
                        </Text>
                      </Group>
                      <Group gap={6}>
                        <PaymentStatusBadge status={payment.status} />
                        <Text size="sm">{t(`paymentMethod.${payment.method}`)}</Text>
                      </Group>
                      <Text size="xs" c="gray.7">
                        {formatDate(payment.paidAt ?? payment.createdAt)} ·{' '}
                        {payment.purchase
                          ? `${payment.purchase.reference}: ${payment.purchase.label}`
                          : [...payment.orderNumbers, ...payment.invoiceNumbers].join(', ')}
                      </Text>
                      <PaymentLink payment={payment} />
                    </Stack>
                  </Card>
                ))}
              </Stack>
              <Card withBorder radius="md" p={0} visibleFrom="sm">
                <Table.ScrollContainer minWidth={720}>
                  <Table verticalSpacing="sm" highlightOnHover>
                    <VisuallyHidden component="caption">{t('paymentsPage.caption', { page })}</VisuallyHidden>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('paymentsPage.reference')}</Table.Th>
                        <Table.Th>{t('paymentsPage.date')}</Table.Th>
                        <Table.Th>{t('paymentsPage.method')}</Table.Th>
                        <Table.Th>{t('paymentsPage.status')}</Table.Th>
                        <Table.Th>{t('paymentsPage.orders')}</Table.Th>
                        <Table.Th ta="right">{t('paymentsPage.amount')}</Table.Th>
                        <Table.Th>{t('paymentsPage.actions')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {items.map((payment) => (
                        <Table.Tr key={payment.id} data-testid="payment-row">
                          <Table.Td fw={600}>{payment.reference}</Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            {formatDateTime(payment.paidAt ?? payment.createdAt)}
                          </Table.Td>
                          <Table.Td>
                            {t(`paymentMethod.${payment.method}`)}
                            {payment.bankName && (
                              <Text size="xs" c="gray.7">
                                {payment.bankName}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>
                            <PaymentStatusBadge status={payment.status} />
                            {payment.status === 'failed' && (payment.failureReason || payment.reviewNote) && (
                              <Text size="xs" c="red.8" mt={4}>
                                {payment.failureReason ?? payment.reviewNote}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>
                            {/* a payment of invoices names its invoices, a credit report's its report */}
                            {payment.purchase && (
                              <Text size="sm">
                                {payment.purchase.reference}: {payment.purchase.label}
                              </Text>
                            )}
                            {[...payment.orderNumbers, ...payment.invoiceNumbers].map((number) => (
                              <Text key={number} size="sm" style={{ whiteSpace: 'nowrap' }}>
                                {number}
                              </Text>
                            ))}
                          </Table.Td>
                          <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                            {formatMoney(payment.amountSen, payment.currency)}
                          </Table.Td>
                          <Table.Td>
                            <PaymentLink payment={payment} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Card>
            </>
          )}
        </PagedList>
      </Stack>
    </Screen>
  );
}
