/** /admin/order/PlaceOrder/:id: delivery, payment and placing a draft on the buyer's behalf (the shared checkout form). */
import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { type PlaceResult, formatMoney } from '@binamart/shared';
import { CheckoutForm } from '@/features/checkout/index';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { useAdminCheckout } from '../../api/use-admin-checkout';

export function PlaceOrderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: checkout } = useAdminCheckout(id);
  const [placed, setPlaced] = useState<PlaceResult | null>(null);
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/order/Drafts" size="sm">
          ← {t('adminDrafts.title')}
        </Anchor>
        <PageHeader
          title={t('adminPlaceOrder.title', { name: checkout?.buyerCompany.name ?? '…' })}
          subtitle={t('adminPlaceOrder.intro')}
          actions={
            checkout?.status === 'draft' &&
            !placed && (
              <Button
                component={Link}
                to={`/admin/order/edit/${id}`}
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('adminPlaceOrder.backToDraft')}
              </Button>
            )
          }
        />
        {placed ? <Placed result={placed} /> : <CheckoutForm checkoutId={id} mode="admin" onPlaced={setPlaced} />}
      </Stack>
    </Screen>
  );
}

function Placed({ result }: { result: PlaceResult }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status" title={t('adminPlaceOrder.placed')}>
          {t('adminPlaceOrder.placedBody')}
        </Alert>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {result.orders.map((order) => (
            <Group key={order.id} component="li" justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/admin/order/${order.id}`}>
                {t('adminPlaceOrder.viewOrder', { number: order.number })} · {order.sellerName}
              </Anchor>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(order.grandTotalSen)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Text size="sm">
          {t(`paymentMethod.${result.payment.method}`)} · {result.payment.reference} ·{' '}
          {t(`paymentStatus.${result.payment.status}`, result.payment.status)}
        </Text>
        {result.payment.redirectUrl && (
          <Group>
            <Button component="a" href={result.payment.redirectUrl}>
              {t('adminPlaceOrder.payNow')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
