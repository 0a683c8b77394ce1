/**
 * The refunds of a payment or an order (buyer, seller and administrator): each with its state,
 * amount, reason and dates; money still on its way carries the banks' 2 to 5 working days, and a
 * completed refund its receipt as a PDF (for the buyer and administrators, who may read it).
 */
import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { type Refund, formatDateTime, formatMoney } from '@binamart/shared';
import { PdfButton } from '@/components/ui/pdf-button';
import { RefundStatusBadge } from './refund-status-badge';

export function RefundList({
  refunds,
  receipts = true,
  heading = true,
}: {
  refunds: Refund[];
  /** offer each completed refund's receipt (not for sellers, who cannot read it) */
  receipts?: boolean;
  heading?: boolean;
}) {
  const { t } = useTranslation();
  if (refunds.length === 0) return null;
  const onItsWay = refunds.filter((r) => r.status === 'queued' || r.status === 'processing');
  return (
    <Stack gap="sm" component="section" aria-labelledby={heading ? 'refunds-heading' : undefined}>
      {heading && (
        <Title order={2} fz="lg" id="refunds-heading">
          {t('refundScreens.title')}
        </Title>
      )}
      {onItsWay.length > 0 && (
        <Alert color="blue" icon={<IconReceiptRefund aria-hidden />} role="status">
          {t('refundScreens.onItsWay', {
            amount: formatMoney(
              onItsWay.reduce((sum, r) => sum + r.amountSen, 0),
              onItsWay[0]!.currency,
            ),
          })}{' '}
          {t('refundScreens.bankProcessing')}
        </Alert>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {refunds.map((refund) => (
          <li key={refund.id}>
            <RefundCard refund={refund} receipt={receipts} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** One refund as a card; `actions` (an administrator's buttons) sit beside its details. */
export function RefundCard({ refund: r, receipt, actions }: { refund: Refund; receipt: boolean; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={`refund-${r.id}`}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} fz="md" ff="monospace" id={`refund-${r.id}`}>
              {r.reference}
            </Title>
            <RefundStatusBadge status={r.status} />
          </Group>
          <Text fw={700}>{formatMoney(r.amountSen, r.currency)}</Text>
          <Text size="sm">
            {t('refundScreens.cause')}: {t(`refundCause.${r.cause}`)}
            {r.order && ` · ${t('refundScreens.order')} ${r.order.number}`}
            {r.creditNote && ` · ${t('refundScreens.creditNote')} ${r.creditNote.number}`}
          </Text>
          <Text size="sm">
            {t('refundScreens.payment')}: <span style={{ fontFamily: 'monospace' }}>{r.payment.reference}</span> ·{' '}
            {t(`paymentMethod.${r.payment.method}`)}
          </Text>
          <Text size="xs" c="gray.7">
            {t('refundScreens.requested')}: {formatDateTime(r.createdAt)}
            {r.refundedAt && ` · ${t('refundScreens.refundedOn')}: ${formatDateTime(r.refundedAt)}`}
          </Text>
          {r.bankReference && (
            <Text size="xs" c="gray.7">
              {t('refundScreens.bankReference')}: {r.bankReference}
            </Text>
          )}
          {r.status === 'failed' && r.failureReason && (
            <Text size="sm" c="red.8">
              {t('refundScreens.failureReason')}: {r.failureReason}
            </Text>
          )}
        </Stack>
        {(actions || (receipt && r.status === 'refunded')) && (
          <Stack gap="xs" align="flex-start" style={{ flex: '0 1 220px' }}>
            {receipt && r.status === 'refunded' && (
              <PdfButton
                url={`/api/refunds/${r.id}/pdf`}
                filename={`${r.reference}.pdf`}
                label={t('refundScreens.receipt')}
                failure={t('refundScreens.pdfFailed')}
                size="xs"
                variant="light"
              />
            )}
            {actions}
          </Stack>
        )}
      </Group>
    </Card>
  );
}
