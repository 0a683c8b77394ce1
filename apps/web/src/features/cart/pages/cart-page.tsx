/**
 * /cart (spec §5 Cart): the buyer's items grouped by seller, chosen with checkboxes and
 * checked out together (one currency, at least one item); saved checkouts below.
 */
import { Alert, Anchor, Button, Card, Checkbox, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate } from 'react-router';
import { ACTION_NEEDS, type CartItem, formatMoney } from '@binamart/shared';
import { useCart } from '../api/use-cart';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useStartCheckout } from '../api/use-start-checkout';
import { CartItemRow } from '../components/cart-item-row';
import { DraftsList } from '../components/drafts-list';
import { PermittedAction } from '@/components/ui/permitted-action';

function bySeller(items: CartItem[]) {
  const groups = new Map<string, { seller: CartItem['seller']; items: CartItem[] }>();
  for (const item of items) {
    const group = groups.get(item.seller.id) ?? { seller: item.seller, items: [] };
    group.items.push(item);
    groups.set(item.seller.id, group);
  }
  return [...groups.values()];
}

export function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error, refetch } = useCart();
  const startCheckout = useStartCheckout();
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // every item that can be bought is selected when it first shows: on the first load, and when it arrives later
  // (a copy of the cart kept from before an item was added may show first, the fresh one a moment after);
  // an item the buyer unticked stays unticked
  const seen = useRef(new Set<string>());
  useEffect(() => {
    if (!data) return;
    const arrived = data.filter((i) => !seen.current.has(i.id));
    for (const item of arrived) seen.current.add(item.id);
    if (arrived.length > 0 || selected === null)
      setSelected((current) => new Set([...(current ?? []), ...arrived.filter((i) => i.available).map((i) => i.id)]));
  }, [data, selected]);

  // a refusal is about the cart as it was: any change to it clears the message
  useEffect(() => setFailure(null), [data]);

  const items = data ?? [];
  const chosen = items.filter((i) => selected?.has(i.id) && i.available);
  const currencies = [...new Set(chosen.map((i) => i.currency))];
  const mixed = currencies.length > 1;
  const total = chosen.reduce((sum, i) => sum + i.lineTotalSen, 0);

  const toggle = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current ?? []);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const checkout = async () => {
    setFailure(null);
    if (chosen.length === 0) return setFailure(t('checkout.selectOne'));
    if (mixed) return setFailure(t('checkout.mixedCurrency'));
    setBusy(true);
    try {
      const draft = await startCheckout.mutateAsync(chosen.map((i) => i.id));
      await navigate(`/checkout?draft=${draft.id}`);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen>
      <Stack gap="md">
        <PageHeader title={t('cartPage.title')} subtitle={t('cartPage.subtitle')} />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && items.length === 0 && (
          <Card withBorder radius="md" py="xl">
            <Stack align="center" gap="sm">
              <IconShoppingCart size={40} aria-hidden color="var(--mantine-color-gray-6)" />
              <Text>{t('cartPage.empty')}</Text>
              <Button component={Link} to="/shop">
                {t('cartPage.browse')}
              </Button>
            </Stack>
          </Card>
        )}
        {items.length > 0 && (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                {bySeller(items).map((group) => {
                  const selectable = group.items.filter((i) => i.available);
                  const on = selectable.filter((i) => selected?.has(i.id)).length;
                  return (
                    <Card
                      key={group.seller.id}
                      withBorder
                      radius="md"
                      component="section"
                      aria-labelledby={`seller-${group.seller.id}`}
                    >
                      <Group gap="sm" wrap="nowrap" mb={4}>
                        <Checkbox
                          checked={on > 0 && on === selectable.length}
                          indeterminate={on > 0 && on < selectable.length}
                          disabled={selectable.length === 0}
                          onChange={(e) =>
                            toggle(
                              selectable.map((i) => i.id),
                              e.currentTarget.checked,
                            )
                          }
                          aria-label={t('cartPage.selectSeller', { name: group.seller.name })}
                        />
                        <Title order={2} fz="md" id={`seller-${group.seller.id}`}>
                          <Anchor component={Link} to={`/store/${group.seller.id}`} inherit>
                            {t('cartPage.seller', { name: group.seller.name })}
                          </Anchor>
                        </Title>
                      </Group>
                      {group.items.map((item) => (
                        <CartItemRow
                          key={item.id}
                          item={item}
                          selected={!!selected?.has(item.id) && item.available}
                          onSelect={(on) => toggle([item.id], on)}
                        />
                      ))}
                    </Card>
                  );
                })}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Card
                withBorder
                radius="md"
                component="section"
                aria-labelledby="cart-summary"
                style={{ position: 'sticky', top: 16 }}
              >
                <Title order={2} fz="lg" mb="sm" id="cart-summary">
                  {t('cartPage.summary')}
                </Title>
                <Stack gap="sm">
                  <Text size="sm" role="status" aria-live="polite">
                    {t('cartPage.selected', { count: chosen.length })}
                  </Text>
                  {!mixed && chosen.length > 0 && (
                    <Group justify="space-between" wrap="nowrap">
                      <Text size="sm" c="gray.7">
                        {t('cartPage.selectedTotal')}
                      </Text>
                      <Text fw={700} size="lg" c="siteBlue.8">
                        {formatMoney(total, currencies[0])}
                      </Text>
                    </Group>
                  )}
                  {mixed && (
                    <Alert color="orange" role="alert" p="xs">
                      {t('cartPage.mixedCurrency')}
                    </Alert>
                  )}
                  {failure && (
                    <Alert color="red" role="alert" p="xs">
                      {failure}
                    </Alert>
                  )}
                  {/* buyOrder Write and, for staff, the checkout toggle their company administrator gives (spec §6) */}
                  <PermittedAction need={ACTION_NEEDS.checkout}>
                    <Button
                      size="md"
                      fullWidth
                      loading={busy}
                      disabled={chosen.length === 0 || mixed}
                      onClick={() => void checkout()}
                    >
                      {t('cartPage.checkout')}
                    </Button>
                  </PermittedAction>
                </Stack>
              </Card>
            </Grid.Col>
          </Grid>
        )}
        {data && <DraftsList />}
      </Stack>
    </Screen>
  );
}
