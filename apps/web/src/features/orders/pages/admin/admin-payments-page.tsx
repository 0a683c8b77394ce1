/**
 * /admin/payment: every payment with status and method filters; transfer slips waiting for review
 * get Approve and Reject. The Refunds tab (?tab=refunds) lists every refund with its retry and
 * recorded bank transfer.
 */
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentSummary,
  formatDateTime,
  formatMoney,
} from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PageHeader } from '@/components/ui/page-header';
import { ListSearch, PagedList } from '@/components/ui/paged-list';
import { oneOf, useListParams } from '@/lib/list-params';
import { ReasonModal } from '@/components/ui/reason-modal';
import { Screen } from '@/components/ui/screen';
import { PAYMENT_PAGE_SIZE, useAdminPayments } from '../../api/use-admin-payments';
import { useReviewSlip } from '../../api/use-review-slip';
import { PrivateFilePreview } from '../../components/admin/private-file';
import { PaymentStatusBadge } from '@/components/ui/order-status-badges';
import { AdminPaymentChecksPanel, AdminRefundsPanel } from '@/features/refunds/index';
import { DoneAlert } from '@/components/ui/done-alert';

export function AdminPaymentsPage() {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const asked = params.get('tab');
  const tab = asked === 'refunds' || asked === 'checks' ? asked : 'payments';
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('adminPayments.title')} subtitle={t('adminPayments.subtitle')} />
        <Tabs
          value={tab}
          onChange={(next) =>
            set({ tab: next === 'payments' ? undefined : (next ?? undefined), q: undefined, status: undefined })
          }
        >
          <Tabs.List>
            <Tabs.Tab value="payments">{t('refundScreens.tabPayments')}</Tabs.Tab>
            <Tabs.Tab value="refunds">{t('refundScreens.tabRefunds')}</Tabs.Tab>
            <Tabs.Tab value="checks">{t('paymentChecks.tab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="payments" pt="md">
            {tab === 'payments' && <PaymentsPanel />}
          </Tabs.Panel>
          <Tabs.Panel value="refunds" pt="md">
            {tab === 'refunds' && <AdminRefundsPanel />}
          </Tabs.Panel>
          <Tabs.Panel value="checks" pt="md">
            {tab === 'checks' && <AdminPaymentChecksPanel />}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Screen>
  );
}

function PaymentsPanel() {
  const { t } = useTranslation();
  const { params, q, page, set } = useListParams();
  const status = oneOf<PaymentStatus>(PAYMENT_STATUSES, params.get('status'));
  const method = oneOf<PaymentMethod>(PAYMENT_METHODS, params.get('method'));
  const query = useAdminPayments({ status, method, q: q || undefined, page });
  const review = useReviewSlip();
  const [approving, setApproving] = useState<PaymentSummary | null>(null);
  const [rejecting, setRejecting] = useState<PaymentSummary | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const all = { value: '', label: t('adminPayments.all') };
  return (
    <>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <ListSearch
            label={t('adminOrders.searchButton')}
            placeholder={t('adminPayments.search')}
            value={q}
            onSearch={(next) => set({ q: next })}
          />
          <Select
            label={t('adminPayments.status')}
            data={[all, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`paymentStatus.${s}`) }))]}
            value={status ?? ''}
            onChange={(value) => set({ status: value || undefined })}
          />
          <Select
            label={t('adminPayments.method')}
            data={[all, ...PAYMENT_METHODS.map((m) => ({ value: m, label: t(`paymentMethod.${m}`) }))]}
            value={method ?? ''}
            onChange={(value) => set({ method: value || undefined })}
          />
        </SimpleGrid>
        <DoneAlert message={done} onClose={() => setDone(null)} />
        <PagedList
          query={query}
          pageSize={PAYMENT_PAGE_SIZE}
          page={page}
          onPage={(next) => set({ page: next })}
          empty={<Text c="gray.7">{t('adminPayments.empty')}</Text>}
        >
          {(items) => (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((payment) => (
                <li key={payment.id}>
                  <PaymentCard
                    payment={payment}
                    onApprove={() => setApproving(payment)}
                    onReject={() => setRejecting(payment)}
                  />
                </li>
              ))}
            </Stack>
          )}
        </PagedList>
      </Stack>
      <ConfirmModal
        opened={approving !== null}
        title={t('adminPayments.approveTitle', {
          amount: approving ? formatMoney(approving.amountSen, approving.currency) : '',
        })}
        body={t('adminPayments.approveBody')}
        confirmLabel={t('adminPayments.approve')}
        onConfirm={async () => {
          await review.mutateAsync({ id: approving!.id, decision: 'approve' });
          setDone(t('adminPayments.approved'));
        }}
        onClose={() => setApproving(null)}
      />
      <ReasonModal
        opened={rejecting !== null}
        title={t('adminPayments.rejectTitle', { reference: rejecting?.reference ?? '' })}
        intro={t('adminPayments.rejectIntro')}
        reasonLabel={t('adminPayments.reason')}
        confirmLabel={t('adminPayments.confirmReject')}
        onClose={() => setRejecting(null)}
        onConfirm={async (reason) => {
          await review.mutateAsync({ id: rejecting!.id, decision: 'reject', reason });
          setDone(t('adminPayments.rejected'));
        }}
      />
    </>
  );
}

function PaymentCard({
  payment: p,
  onApprove,
  onReject,
}: {
  payment: PaymentSummary;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const reviewing = p.status === 'slipPending';
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={`payment-${p.id}`}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} fz="md" ff="monospace" id={`payment-${p.id}`}>
              {p.reference}
            </Title>
            <PaymentStatusBadge status={p.status} />
          </Group>
          <Text fw={700}>{formatMoney(p.amountSen, p.currency)}</Text>
          <Text size="sm">
            {t('adminPayments.buyer')}: {p.buyer.name}
          </Text>
          <Text size="sm">
            {t(`paymentMethod.${p.method}`)}
            {p.bankName && ` · ${p.bankName}`}
            {p.payerType && ` · ${t(`adminPayments.payerType.${p.payerType}`)}`}
          </Text>
          {p.purchase && (
            <Text size="sm">
              {p.purchase.reference}: {p.purchase.label}
            </Text>
          )}
          {p.orderNumbers.length > 0 && (
            <Group gap={4}>
              <Text size="sm">{t('adminPayments.orders')}:</Text>
              {p.orderNumbers.map((number) => (
                <Badge key={number} variant="default" tt="none" fw={500}>
                  {number}
                </Badge>
              ))}
            </Group>
          )}
          <Text size="xs" c="gray.7">
            {formatDateTime(p.createdAt)}
            {p.paidAt && ` · ${t('adminPayments.paidAt', { at: formatDateTime(p.paidAt) })}`}
          </Text>
          {p.failureReason && (
            <Text size="sm" c="red.8">
              {t('adminPayments.failure', { reason: p.failureReason })}
            </Text>
          )}
          {p.reviewNote && p.reviewNote !== p.failureReason && (
            <Text size="sm" c="gray.8">
              {t('adminPayments.reviewNote', { note: p.reviewNote })}
            </Text>
          )}
        </Stack>
        {p.method === 'transfer' && (
          <Stack gap="xs" align="flex-start" style={{ flex: '0 1 240px' }}>
            <Text size="xs" c="gray.7">
              {t('adminPayments.slip')}
            </Text>
            {p.slipFileUrl ? (
              <PrivateFilePreview
                url={p.slipFileUrl}
                alt={t('adminPayments.slipOf', { reference: p.reference })}
                linkLabel={t('adminPayments.openSlip')}
              />
            ) : (
              <Text size="sm">{t('adminPayments.noSlip')}</Text>
            )}
            {reviewing && (
              <Group gap="xs">
                <Button
                  size="xs"
                  color="teal.9"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  aria-label={t('adminPayments.approveLabel', { reference: p.reference })}
                  onClick={onApprove}
                >
                  {t('adminPayments.approve')}
                </Button>
                <Button
                  size="xs"
                  color="red.8"
                  variant="outline"
                  leftSection={<IconX size={14} aria-hidden />}
                  aria-label={t('adminPayments.rejectLabel', { reference: p.reference })}
                  onClick={onReject}
                >
                  {t('adminPayments.reject')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Group>
    </Card>
  );
}
