/** /admin/or: the billing menu's order list — each order with its invoice, notes and payment status. */
import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { ListStack, PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import { oneOf, useListParams } from '@/lib/list-params';
import { BILLING_ORDERS_PAGE_SIZE, useBillingOrders } from '../../api/use-billing-orders';
import { type BillingOrderFilter, BillingOrderFilters } from '../../components/admin/billing-order-filters';
import { BillingOrderRows } from '../../components/admin/billing-order-rows';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (value: string | null) => (value && DATE.test(value) ? value : undefined);

export function BillingOrdersPage() {
  const { t } = useTranslation();
  const { params, q, page, set } = useListParams();
  const filter: BillingOrderFilter = {
    q: q || undefined,
    buyer: params.get('buyer') || undefined,
    seller: params.get('seller') || undefined,
    status: oneOf(ORDER_STATUSES, params.get('status')),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get('paymentStatus')),
    from: dateOf(params.get('from')),
    to: dateOf(params.get('to')),
  };
  const query = useBillingOrders({ ...filter, page });
  const filtered = Object.values(filter).some(Boolean);
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('adminBillingOrders.title')} subtitle={t('adminBillingOrders.subtitle')} />
        <ListStack>
          <BillingOrderFilters filter={filter} onChange={set} />
          <PagedList
            query={query}
            pageSize={BILLING_ORDERS_PAGE_SIZE}
            page={page}
            onPage={(next) => set({ page: next })}
            pagesLabel={t('adminBillingOrders.pages')}
            empty={
              <Card withBorder radius="md">
                <Text c="gray.7">{filtered ? t('adminBillingOrders.noMatch') : t('adminBillingOrders.empty')}</Text>
              </Card>
            }
          >
            {(orders) => <BillingOrderRows orders={orders} caption={t('adminBillingOrders.caption', { page })} />}
          </PagedList>
        </ListStack>
      </Stack>
    </Screen>
  );
}
