/** /admin/payment: every payment with status and method filters; transfer slips waiting for review get Approve and Reject. */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCircleCheck, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { ReasonModal } from '@/components/ui/reason-modal';
import { Screen } from '@/components/ui/screen';
import { PAYMENT_PAGE_SIZE, useAdminPayments, useSlipReview } from '../../api/admin-payments';
import { PrivateFilePreview } from '../../components/admin/private-file';
import { PaymentStatusBadge } from '@/components/ui/order-status-badges';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

export function AdminPaymentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = oneOf<PaymentStatus>(PAYMENT_STATUSES, params.get('status'));
  const method = oneOf<PaymentMethod>(PAYMENT_METHODS, params.get('method'));
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const { data, error, refetch } = useAdminPayments({ status, method, q: q || undefined, page });
  const review = useSlipReview();
  const [approving, setApproving] = useState<PaymentSummary | null>(null);
  const [rejecting, setRejecting] = useState<PaymentSummary | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (next: Record<string, string | undefined>) => {
    const merged = { status, method, q, page: undefined, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)) as Record<string, string>);
  };
  const all = { value: '', label: t('adminPayments.all') };
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('adminPayments.title')} subtitle={t('adminPayments.subtitle')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              set({ q: text.trim() || undefined });
            }}
          >
            <TextInput
              label={t('adminOrders.searchButton')}
              placeholder={t('adminPayments.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              type="search"
            />
          </form>
          <Select
            label={t('adminPayments.status')}
            data={[all, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`paymentStatus.${s}`) }))]}
            value={status ?? ''}
            onChange={(value) => set({ status: value || undefined })}
            allowDeselect={false}
          />
          <Select
            label={t('adminPayments.method')}
            data={[all, ...PAYMENT_METHODS.map((m) => ({ value: m, label: t(`paymentMethod.${m}`) }))]}
            value={method ?? ''}
            onChange={(value) => set({ method: value || undefined })}
            allowDeselect={false}
          />
        </SimpleGrid>
        {done && (
          <Alert
            color="teal"
            icon={<IconCircleCheck aria-hidden />}
            role="status"
            withCloseButton
            onClose={() => setDone(null)}
          >
            {done}
          </Alert>
        )}
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && data.items.length === 0 && <Text c="gray.7">{t('adminPayments.empty')}</Text>}
        {data && data.items.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.items.map((payment) => (
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
        {data && data.total > PAYMENT_PAGE_SIZE && (
          <Pagination
            total={Math.ceil(data.total / PAYMENT_PAGE_SIZE)}
            value={page}
            onChange={(next) => set({ page: String(next) })}
          />
        )}
      </Stack>
      <ConfirmModal
        opened={approving !== null}
        title={t('adminPayments.approveTitle', {
          amount: approving ? formatMoney(approving.amountSen, approving.currency) : '',
        })}
        body={t('adminPayments.approveBody')}
        confirmLabel={t('adminPayments.approve')}
        onConfirm={async () => {
          await review.approve(approving!.id);
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
          await review.reject(rejecting!.id, reason);
          setDone(t('adminPayments.rejected'));
        }}
      />
    </Screen>
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
                  color="teal.8"
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
