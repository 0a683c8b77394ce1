/** Route screens of the orders: the buyer's under /order and /info, the seller's under /seller/order. */
import { Button, Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { decideAccess, hasPermission } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { useAuthUser } from '@/lib/auth-store';
import { holdsCapability } from '@/lib/user-access';
import { OrderDetailView } from '../components/order-detail-view';
import { OrderInfoView } from '../components/order-info-view';
import { OrderList } from '../components/order-list';
import { SellerOrderBulk } from '../components/seller-order-bulk';

/** /order: the buyer company's orders. */
export function BuyerOrdersPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const mayPay = decideAccess('/payment', user).action === 'allow';
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('ordersPage.title')}
          subtitle={t('ordersPage.subtitle')}
          actions={
            mayPay && (
              <Button
                component={Link}
                to="/payment"
                variant="default"
                leftSection={<IconReceipt size={18} aria-hidden />}
              >
                {t('ordersPage.payments')}
              </Button>
            )
          }
        />
        <OrderList side="buyer" detailBase="/order" emptyKey="ordersPage.empty" />
      </Stack>
    </Screen>
  );
}

/** /order/:id */
export function BuyerOrderPage() {
  return <OrderDetailView side="buyer" />;
}

/** /info/:id */
export function BuyerOrderInfoPage() {
  return <OrderInfoView side="buyer" />;
}

/** /seller/order: orders placed with the seller's company. */
export function SellerOrdersPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  // accepting and rejecting need sellOrder Write and the "update order status" toggle (the API checks both)
  const mayAnswer =
    !!user && hasPermission(user.permissions, 'sellOrder', 'Write') && holdsCapability(user, 'updateOrderStatus');
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('sellerOrders.title')} subtitle={t('sellerOrders.subtitle')} />
        <OrderList
          side="seller"
          detailBase="/seller/order"
          emptyKey="sellerOrders.empty"
          exportable
          bulk={mayAnswer ? (selection) => <SellerOrderBulk selection={selection} /> : undefined}
        />
      </Stack>
    </Screen>
  );
}

/** /seller/order/:id */
export function SellerOrderPage() {
  return <OrderDetailView side="seller" />;
}

/** /seller/order/info/:id */
export function SellerOrderInfoPage() {
  return <OrderInfoView side="seller" />;
}
