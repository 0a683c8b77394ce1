/** /checkout?draft=<id>: the buyer's checkout form; placing goes to the gateway or to the payment result. */
import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PlaceResult } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { Screen } from '@/components/ui/screen';
import { lazyPart } from '@/lib/lazy-page';
import { withTexts } from '@/lib/i18n';
import { usePainted } from '@/lib/use-painted';
import { useCheckout } from '../api/use-checkout';

// the form (its fields, validation and pickers) loads once the page shows, while the checkout itself is fetched
const CheckoutForm = lazyPart(
  withTexts(
    ['commerce', 'checkout-screens', 'credit-screens', 'delivery-partner', 'sites'],
    () => import('../components/checkout-form'),
  ),
  'CheckoutForm',
  <PageLoader />,
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function CheckoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const draft = params.get('draft') ?? '';
  const valid = UUID.test(draft);
  // asked for at once, not after the form's code: the form reads the same query
  useCheckout(draft, valid);
  const painted = usePainted(valid);
  if (!valid) return <MissingDraft />;
  const onPlaced = (result: PlaceResult) => {
    // the gateway's bank or card page; it sends the payer back to /payment/status/<id>
    if (result.payment.redirectUrl) window.location.assign(result.payment.redirectUrl);
    // a notice about the orders (e.g. credit limit insufficient: subject to approval) is shown there
    else
      void navigate(`/payment/status/${result.payment.id}`, {
        replace: true,
        state: { notice: result.notice ?? null },
      });
  };
  return (
    <Screen>
      <Stack gap="md">
        <Anchor component={Link} to="/cart" size="sm">
          ‹ {t('checkoutPage.backToCart')}
        </Anchor>
        <PageHeader title={t('checkoutPage.title')} />
        {painted ? <CheckoutForm key={draft} checkoutId={draft} mode="buyer" onPlaced={onPlaced} /> : <PageLoader />}
      </Stack>
    </Screen>
  );
}

function MissingDraft() {
  const { t } = useTranslation();
  return (
    <Screen>
      <Stack gap="md">
        <PageHeader title={t('checkoutPage.title')} />
        <Alert color="yellow" role="alert">
          {t('checkoutPage.missingDraft')}{' '}
          <Anchor component={Link} to="/cart" fw={600}>
            {t('checkoutPage.backToCart')}
          </Anchor>
        </Alert>
      </Stack>
    </Screen>
  );
}
