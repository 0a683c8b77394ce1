/** /admin/paymentor/:id: one order's payment attempts and refunds with the gateway's references (admPay). */
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { formatMoney } from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/ui/order-status-badges';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { RefundList } from '@/features/refunds/index';
import { useOrderPayments } from '../../api/use-order-payments';
import { PaymentAttemptCard } from '../../components/admin/payment-attempt-card';

export function OrderPaymentsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error, refetch } = useOrderPayments(id);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/or" size="sm">
          ← {t('adminOrderPayments.back')}
        </Anchor>
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && (
          <>
            <PageHeader
              title={t('adminOrderPayments.title', { number: data.order.number })}
              subtitle={
                <Stack gap={6} component="span">
                  <span>
                    {t('adminOrderPayments.subtitle', {
                      buyer: data.order.buyerName,
                      seller: data.order.sellerName,
                      total: formatMoney(data.order.grandTotalSen, data.order.currency),
                    })}
                  </span>
                  <Group gap={6} component="span">
                    <OrderStatusBadge status={data.order.status} />
                    <PaymentStatusBadge status={data.order.paymentStatus} />
                  </Group>
                </Stack>
              }
              actions={
                <Button
                  component={Link}
                  to={`/admin/order/${data.order.id}`}
                  variant="default"
                  leftSection={<IconReceipt size={18} aria-hidden />}
                >
                  {t('adminOrderPayments.openOrder')}
                </Button>
              }
            />
            <Stack gap="sm" component="section" aria-labelledby="attempts-heading">
              <Title order={2} fz="lg" id="attempts-heading">
                {t('adminOrderPayments.attempts')}
              </Title>
              {data.payments.length === 0 ? (
                <Card withBorder radius="md">
                  <Text c="gray.7">{t('adminOrderPayments.noAttempts')}</Text>
                </Card>
              ) : (
                <>
                  <Text size="sm" c="gray.7">
                    {t('adminOrderPayments.amountHint')}
                  </Text>
                  <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {data.payments.map((payment) => (
                      <li key={payment.id}>
                        <PaymentAttemptCard payment={payment} />
                      </li>
                    ))}
                  </Stack>
                </>
              )}
            </Stack>
            {data.refunds.length > 0 ? (
              <RefundList refunds={data.refunds} />
            ) : (
              <Stack gap="sm" component="section" aria-labelledby="refunds-none-heading">
                <Title order={2} fz="lg" id="refunds-none-heading">
                  {t('adminOrderPayments.refunds')}
                </Title>
                <Card withBorder radius="md">
                  <Text c="gray.7">{t('adminOrderPayments.noRefunds')}</Text>
                </Card>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Screen>
  );
}
