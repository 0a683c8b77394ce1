/**
 * The shop's filters: category tree, type, price range in RM, minimum rating, and sellers who deliver
 * to the buyer's site. Every change goes to the URL.
 */
import { Anchor, Button, Checkbox, NavLink, NumberInput, Radio, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type Category, ringgitToSen, senToRinggit } from '@binamart/shared';
import { DeliverySiteChooser } from './delivery/delivery-site-chooser';
import { useDeliverySite } from './delivery/use-delivery-site';

export interface ShopFilterValues {
  category?: string;
  type?: 'product' | 'service';
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  /** the postcode the seller must deliver to itself */
  deliversTo?: string;
}

/** "Delivers to my site": the chosen site's (or remembered) postcode, the same range rule as checkout. */
function DeliversToFilter({ value, onChange }: { value?: string; onChange: (postcode: string | undefined) => void }) {
  const { t } = useTranslation();
  const { chosen, sites, choose } = useDeliverySite();
  const [changing, setChanging] = useState(false);
  const place = value && value !== chosen?.postcode ? value : chosen?.label;
  return (
    <Stack gap={6}>
      <Checkbox
        label={t('deliveryPromise.shopFilter')}
        description={place ? t('deliveryPromise.shopFilterTo', { place }) : t('deliveryPromise.shopFilterNeedsSite')}
        checked={value !== undefined}
        disabled={!place}
        onChange={(event) => onChange(event.currentTarget.checked ? (value ?? chosen?.postcode) : undefined)}
      />
      {place && (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setChanging((v) => !v)}>
          {changing ? t('deliveryPromise.done') : t('deliveryPromise.change')}
        </Anchor>
      )}
      {(changing || !place) && (
        <DeliverySiteChooser
          sites={sites}
          value={chosen?.destination ?? null}
          onChoose={(next) => {
            choose(next);
            setChanging(false);
            const postcode = 'postcode' in next ? next.postcode : sites.find((s) => s.id === next.site)?.postcode;
            if (postcode) onChange(postcode);
          }}
        />
      )}
    </Stack>
  );
}

function CategoryTree({
  categories,
  value,
  onChange,
}: {
  categories: Category[];
  value?: string;
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const top = categories.filter((c) => c.parentId === null);
  const parentOf = categories.find((c) => c.id === value)?.parentId;
  return (
    <Stack gap={0} role="group" aria-label={t('shop.category')}>
      <NavLink
        component="button"
        type="button"
        label={t('shop.allCategories')}
        active={!value}
        onClick={() => onChange(undefined)}
      />
      {top.map((category) => {
        const children = categories.filter((c) => c.parentId === category.id);
        const open = value === category.id || parentOf === category.id;
        return (
          <NavLink
            key={category.id}
            component="button"
            type="button"
            label={category.name}
            active={value === category.id}
            aria-current={value === category.id ? 'true' : undefined}
            opened={open}
            onClick={() => onChange(category.id)}
            childrenOffset={12}
          >
            {children.length > 0
              ? children.map((child) => (
                  <NavLink
                    key={child.id}
                    component="button"
                    type="button"
                    label={child.name}
                    active={value === child.id}
                    aria-current={value === child.id ? 'true' : undefined}
                    onClick={() => onChange(child.id)}
                  />
                ))
              : undefined}
          </NavLink>
        );
      })}
    </Stack>
  );
}

/** Price fields keep their own text until applied, so typing does not reload the list each keystroke. */
function PriceRange({
  minPrice,
  maxPrice,
  onApply,
}: {
  minPrice?: number;
  maxPrice?: number;
  onApply: (min?: number, max?: number) => void;
}) {
  const { t } = useTranslation();
  const [min, setMin] = useState<number | string>(minPrice === undefined ? '' : senToRinggit(minPrice));
  const [max, setMax] = useState<number | string>(maxPrice === undefined ? '' : senToRinggit(maxPrice));
  useEffect(() => {
    setMin(minPrice === undefined ? '' : senToRinggit(minPrice));
    setMax(maxPrice === undefined ? '' : senToRinggit(maxPrice));
  }, [minPrice, maxPrice]);
  const toSen = (v: number | string) => (typeof v === 'number' ? ringgitToSen(v) : undefined);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply(toSen(min), toSen(max));
      }}
    >
      <Stack gap="xs">
        <NumberInput
          label={t('shop.minPrice')}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          value={min}
          onChange={setMin}
          size="sm"
        />
        <NumberInput
          label={t('shop.maxPrice')}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          value={max}
          onChange={setMax}
          size="sm"
        />
      </Stack>
      <Button type="submit" variant="light" size="xs" mt="xs" fullWidth>
        {t('shop.applyFilters')}
      </Button>
    </form>
  );
}

export function ShopFilters({
  categories,
  values,
  onChange,
}: {
  categories: Category[];
  values: ShopFilterValues;
  onChange: (next: Partial<ShopFilterValues>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Text fw={600} size="sm" mb={4}>
          {t('shop.category')}
        </Text>
        <CategoryTree categories={categories} value={values.category} onChange={(category) => onChange({ category })} />
      </div>
      <Radio.Group
        label={t('shop.type')}
        value={values.type ?? 'any'}
        onChange={(v) => onChange({ type: v === 'product' || v === 'service' ? v : undefined })}
      >
        <Stack gap={6} mt={6}>
          <Radio value="any" label={t('shop.anyType')} />
          <Radio value="product" label={t('shop.types.product')} />
          <Radio value="service" label={t('shop.types.service')} />
        </Stack>
      </Radio.Group>
      <PriceRange
        minPrice={values.minPrice}
        maxPrice={values.maxPrice}
        onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />
      <Select
        label={t('shop.minRating')}
        value={values.minRating ? String(values.minRating) : 'any'}
        data={[
          { value: 'any', label: t('shop.anyRating') },
          ...[4, 3, 2, 1].map((n) => ({ value: String(n), label: t('shop.ratingAtLeast', { count: n }) })),
        ]}
        onChange={(v) => onChange({ minRating: v && v !== 'any' ? Number(v) : undefined })}
      />
      <DeliversToFilter value={values.deliversTo} onChange={(deliversTo) => onChange({ deliversTo })} />
    </Stack>
  );
}
