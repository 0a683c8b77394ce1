/** /checkout?draft=<id>: the buyer's checkout form; placing goes to the gateway or to the payment result. */
import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PlaceResult } from '@binamart/shared';
import { CheckoutForm } from '../components/checkout-form';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function CheckoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const draft = params.get('draft') ?? '';
  if (!UUID.test(draft)) return <MissingDraft />;
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
        <CheckoutForm key={draft} checkoutId={draft} mode="buyer" onPlaced={onPlaced} />
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
