/** One payment attempt of an order on /admin/paymentor/:id, with the gateway's reference and its receipt. */
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { type OrderPaymentAttempt, formatDateTime, formatMoney } from '@binamart/shared';
import { PaymentStatusBadge } from '@/components/ui/order-status-badges';
import { PdfButton } from '@/components/ui/pdf-button';
import { PrivateFileLink } from '@/components/ui/private-file-link';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </Stack>
  );
}

export function PaymentAttemptCard({ payment: p }: { payment: OrderPaymentAttempt }) {
  const { t } = useTranslation();
  const none = t('adminOrderPayments.none');
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={`payment-${p.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Title order={3} fz="md" ff="monospace" id={`payment-${p.id}`}>
                {p.reference}
              </Title>
              <PaymentStatusBadge status={p.status} />
            </Group>
            <Text size="xs" c="gray.7">
              {t(`adminOrderPayments.purpose.${p.purpose}`)}
            </Text>
          </Stack>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(p.amountSen, p.currency)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
          <Field label={t('adminOrderPayments.method')}>{t(`paymentMethod.${p.method}`)}</Field>
          <Field label={t('adminOrderPayments.bank')}>
            {p.bankName ?? none}
            {p.payerType && ` · ${t(`adminOrderPayments.payerType.${p.payerType}`)}`}
          </Field>
          <Field label={t('adminOrderPayments.gatewayRef')}>
            <span style={{ fontFamily: 'monospace' }}>{p.gatewayRef ?? none}</span>
          </Field>
          <Field label={t('adminOrderPayments.created')}>{formatDateTime(p.createdAt)}</Field>
          <Field label={t('adminOrderPayments.paid')}>{p.paidAt ? formatDateTime(p.paidAt) : none}</Field>
          {p.slipFileUrl && (
            <Field label={t('adminOrderPayments.slip')}>
              <PrivateFileLink url={p.slipFileUrl} label={t('adminOrderPayments.openSlip')} icon />
            </Field>
          )}
        </SimpleGrid>
        {p.failureReason && (
          <Text size="sm" c="red.8">
            {t('adminOrderPayments.failureReason')}: {p.failureReason}
          </Text>
        )}
        {p.reviewNote && (
          <Text size="sm">
            {t('adminOrderPayments.reviewNote')}: {p.reviewNote}
          </Text>
        )}
        {p.status === 'paid' && (
          <PdfButton
            url={`/api/payments/${p.id}/receipt/pdf`}
            filename={`${p.reference}.pdf`}
            label={t('adminOrderPayments.receipt')}
            ariaLabel={t('adminOrderPayments.receiptAria', { reference: p.reference })}
            failure={t('adminOrderPayments.receiptFailed')}
            size="xs"
            variant="light"
          />
        )}
      </Stack>
    </Card>
  );
}
