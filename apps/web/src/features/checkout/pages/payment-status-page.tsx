/**
 * /payment/status/:id: where the gateway sends the payer back. Paid (orders, receipt),
 * failed (pay again), pending (refreshes itself), pending authorisation, transfer slip pending.
 * A payment of invoices (/invoice/payment) lists its invoices and leads back to /invoice.
 */
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconFileInvoice, IconReceipt } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation, useParams } from 'react-router';
import { type PaymentDetail, formatDateTime, formatMoney } from '@binamart/shared';
import { openPrivateFile } from '@/lib/private-file';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { usePayment, PayAgain } from '@/features/cart/index';
import { RefundList } from '@/features/refunds/index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function Outcome({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation();
  const s = payment.status;
  // on credit terms: placed (the limit reserved), or held for BinaMart's approval (the orders are pending)
  const held = payment.method === 'credit' && payment.orders.some((o) => o.status === 'pending');
  const ofInvoices = payment.purpose === 'invoices';
  const [color, icon, title, body] =
    payment.method === 'credit' && s !== 'failed'
      ? held
        ? ['orange', <IconClockHour4 key="i" />, t('creditCheckout.heldTitle'), t('creditCheckout.heldBody')]
        : ['teal', <IconCircleCheck key="i" />, t('paymentResult.creditTitle'), t('paymentResult.creditBody')]
      : s === 'paid'
        ? [
            'teal',
            <IconCircleCheck key="i" />,
            t('paymentResult.paidTitle'),
            ofInvoices ? t('billingDocs.paidBody') : t('paymentResult.paidBody'),
          ]
        : s === 'failed'
          ? [
              'red',
              <IconAlertTriangle key="i" />,
              t('paymentResult.failedTitle'),
              ofInvoices
                ? t('billingDocs.failedBody')
                : payment.canRetry
                  ? t('paymentResult.failedBody')
                  : t('payment.notPayable'),
            ]
          : s === 'pendingAuthorisation'
            ? [
                'orange',
                <IconClockHour4 key="i" />,
                t('paymentResult.pendingAuthorisationTitle'),
                t('payment.pendingApproval'),
              ]
            : s === 'slipPending'
              ? [
                  'blue',
                  <IconFileInvoice key="i" />,
                  t('paymentResult.slipPendingTitle'),
                  t('paymentResult.slipPendingBody'),
                ]
              : s === 'credit'
                ? ['teal', <IconCircleCheck key="i" />, t('paymentResult.creditTitle'), t('paymentResult.creditBody')]
                : ['blue', <IconClockHour4 key="i" />, t('paymentResult.pendingTitle'), t('paymentResult.pendingBody')];
  return (
    <Group gap="md" wrap="nowrap" align="flex-start" role="status" aria-live="polite">
      <ThemeIcon color={color} size={48} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {title}
        </Title>
        <Text c="gray.8">{body}</Text>
        {s === 'failed' && payment.failureReason && (
          <Text size="sm" c="red.8">
            {t('paymentResult.reason', { reason: payment.failureReason })}
          </Text>
        )}
        {s === 'failed' && payment.reviewNote && (
          <Text size="sm" c="red.8">
            {t('paymentResult.reason', { reason: payment.reviewNote })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function SlipButton({ url }: { url: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <Stack gap={2}>
      <Button variant="subtle" onClick={() => void openPrivateFile(url).catch(() => setFailed(true))}>
        {t('paymentResult.slipFile')}
      </Button>
      {failed && (
        <Text size="xs" c="red.8" role="alert">
          {t('common.loadFailed')}
        </Text>
      )}
    </Stack>
  );
}

export function PaymentStatusPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const { data, error, refetch, isFetching } = usePayment(id);
  // what placing said about the orders, e.g. the credit limit did not cover them
  const notice = (useLocation().state as { notice?: string | null } | null)?.notice ?? null;
  if (!valid || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <NotFoundMessage />;
  return (
    <Screen>
      <Stack gap="md" maw={820}>
        {notice && (
          <Alert color="orange" role="alert">
            {notice}
          </Alert>
        )}
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && (
          <>
            <Card withBorder radius="md">
              <Stack gap="md">
                <Outcome payment={data} />
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                  <Fact label={t('paymentResult.amount')}>
                    <Text fw={700} size="sm">
                      {formatMoney(data.amountSen, data.currency)}
                    </Text>
                  </Fact>
                  <Fact label={t('paymentResult.method')}>{t(`paymentMethod.${data.method}`)}</Fact>
                  <Fact label={t('paymentResult.status')}>{t(`paymentStatus.${data.status}`)}</Fact>
                  <Fact label={t('paymentResult.referenceLabel')}>
                    {data.reference}
                    <Text size="xs" c="gray.7">
                      {formatDateTime(data.paidAt ?? data.createdAt)}
                    </Text>
                  </Fact>
                  {data.bankName && <Fact label={t('paymentResult.bank')}>{data.bankName}</Fact>}
                </SimpleGrid>
                <Group gap="sm">
                  {data.status === 'paid' && (
                    <Button
                      component={Link}
                      to={`/receipt/${data.id}`}
                      leftSection={<IconReceipt size={18} aria-hidden />}
                    >
                      {t('paymentResult.receipt')}
                    </Button>
                  )}
                  {data.status === 'pending' && data.redirectUrl && (
                    <Button component="a" href={data.redirectUrl}>
                      {t('paymentResult.continuePayment')}
                    </Button>
                  )}
                  {(data.status === 'pending' ||
                    data.status === 'pendingAuthorisation' ||
                    data.status === 'slipPending') && (
                    <Button variant="default" loading={isFetching} onClick={() => void refetch()}>
                      {t('paymentResult.refresh')}
                    </Button>
                  )}
                  {data.slipFileUrl && <SlipButton url={data.slipFileUrl} />}
                  {data.method === 'credit' && (
                    <Button component={Link} to="/cl" variant="default">
                      {t('creditCheckout.creditLink')}
                    </Button>
                  )}
                  {data.purpose === 'invoices' ? (
                    <>
                      {data.status === 'failed' && data.invoices.length > 0 && (
                        <Button
                          component={Link}
                          to={`/invoice/payment?ids=${data.invoices.map((i) => i.id).join(',')}`}
                        >
                          {t('billingDocs.payAgain')}
                        </Button>
                      )}
                      <Button component={Link} to="/invoice" variant="default">
                        {t('billingDocs.backToInvoices')}
                      </Button>
                    </>
                  ) : (
                    <Button component={Link} to="/order" variant="default">
                      {t('paymentResult.viewOrders')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
            {data.purpose === 'invoices' && (
              <Card withBorder radius="md" component="section" aria-labelledby="payment-invoices">
                <Title order={2} fz="lg" mb="xs" id="payment-invoices">
                  {t('billingDocs.invoicesPaid')}
                </Title>
                <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {data.invoices.map((invoice) => (
                    <li key={invoice.id} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
                      <Group justify="space-between" py="xs" gap="xs" wrap="wrap" data-testid="payment-invoice">
                        <Text fw={600} size="sm">
                          {invoice.number}
                        </Text>
                        <Text size="sm" fw={600}>
                          {formatMoney(invoice.amountSen, data.currency)}
                        </Text>
                      </Group>
                    </li>
                  ))}
                </Stack>
              </Card>
            )}
            {data.orders.length > 0 && (
              <Card withBorder radius="md" component="section" aria-labelledby="payment-orders">
                <Title order={2} fz="lg" mb="xs" id="payment-orders">
                  {t('paymentResult.orders')}
                </Title>
                <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {data.orders.map((o) => (
                    <li key={o.id} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
                      <Group justify="space-between" py="xs" gap="xs" wrap="wrap">
                        <Stack gap={0}>
                          <Anchor component={Link} to={`/order/${o.id}`} fw={600} size="sm">
                            {o.number}
                          </Anchor>
                          <Text size="xs" c="gray.7">
                            {o.sellerName} · {t(`orderStatus.${o.status}`, { defaultValue: o.status })}
                          </Text>
                        </Stack>
                        <Text size="sm" fw={600}>
                          {formatMoney(o.grandTotalSen, data.currency)}
                        </Text>
                      </Group>
                    </li>
                  ))}
                </Stack>
              </Card>
            )}
            <RefundList refunds={data.refunds} />
            {data.status === 'failed' && data.canRetry && data.checkoutId && <PayAgain payment={data} />}
          </>
        )}
      </Stack>
    </Screen>
  );
}
