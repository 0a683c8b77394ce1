/**
 * The filters of /admin/or, kept in the address: order or invoice number, buyer and seller (each
 * searched on Enter), order and payment status, and the Malaysian dates placed from and to.
 */
import { Button, Grid, Select, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES, type PaymentStatus } from '@binamart/shared';
import { ListSearch } from '@/components/ui/paged-list';

export interface BillingOrderFilter {
  q?: string;
  buyer?: string;
  seller?: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  from?: string;
  to?: string;
}

export function BillingOrderFilters({
  filter,
  onChange,
}: {
  filter: BillingOrderFilter;
  /** sets some filters (undefined clears one) and goes back to the first page */
  onChange: (next: Partial<Record<keyof BillingOrderFilter, string | undefined>>) => void;
}) {
  const { t } = useTranslation();
  const all = { value: '', label: t('adminBillingOrders.all') };
  const any = Object.values(filter).some(Boolean);
  return (
    // on phones the searches take a row each and the selects and dates go two by two
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <ListSearch
          key={`q-${filter.q ?? ''}`}
          label={t('adminBillingOrders.search')}
          placeholder={t('adminBillingOrders.searchPlaceholder')}
          value={filter.q ?? ''}
          onSearch={(q) => onChange({ q })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <ListSearch
          key={`buyer-${filter.buyer ?? ''}`}
          label={t('adminBillingOrders.buyer')}
          placeholder={t('adminBillingOrders.buyerPlaceholder')}
          value={filter.buyer ?? ''}
          onSearch={(buyer) => onChange({ buyer })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <ListSearch
          key={`seller-${filter.seller ?? ''}`}
          label={t('adminBillingOrders.seller')}
          placeholder={t('adminBillingOrders.sellerPlaceholder')}
          value={filter.seller ?? ''}
          onSearch={(seller) => onChange({ seller })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <Select
          label={t('adminBillingOrders.status')}
          data={[all, ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) }))]}
          value={filter.status ?? ''}
          onChange={(value) => onChange({ status: value || undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <Select
          label={t('adminBillingOrders.paymentStatus')}
          data={[all, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`paymentStatus.${s}`) }))]}
          value={filter.paymentStatus ?? ''}
          onChange={(value) => onChange({ paymentStatus: value || undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          type="date"
          label={t('adminBillingOrders.from')}
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          type="date"
          label={t('adminBillingOrders.to')}
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12 }}>
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={18} aria-hidden />}
          disabled={!any}
          onClick={() =>
            onChange({
              q: undefined,
              buyer: undefined,
              seller: undefined,
              status: undefined,
              paymentStatus: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          {t('adminBillingOrders.clear')}
        </Button>
      </Grid.Col>
    </Grid>
  );
}
