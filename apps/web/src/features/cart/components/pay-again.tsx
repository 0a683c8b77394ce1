/** Pay again after a failed attempt: a method (and its bank or slip), then POST /api/checkouts/:id/pay. */
import { Alert, Button, Card, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useNavigate } from 'react-router';
import { type PaymentDetail, payCheckoutSchema } from '@binamart/shared';
import { PaymentChoice, type PaymentChoiceErrors, type PaymentChoiceValue } from '@/features/checkout/index';
import { ApiError } from '@/lib/api-client';
import { payCheckout } from '../api/pay-checkout';

const METHODS = ['fpx', 'card', 'transfer'] as const;

export function PayAgain({ payment }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState<PaymentChoiceValue>({
    paymentMethod: payment.method === 'credit' ? undefined : payment.method,
    payerType: payment.payerType ?? 'corporate',
    bankCode: '',
    slipFileId: null,
  });
  const [errors, setErrors] = useState<PaymentChoiceErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const message = (m: string) => (i18n.exists(m) ? t(m) : m);

  const pay = async () => {
    // only checkout payments are paid again here (invoice payments start again from /invoice)
    if (busy || !payment.checkoutId) return;
    setFailure(null);
    const parsed = payCheckoutSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'paymentMethod'), message(i.message)])),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const next = await payCheckout(payment.checkoutId, parsed.data);
      if (next.redirectUrl) window.location.assign(next.redirectUrl);
      else await navigate(`/payment/status/${next.id}`);
    } catch (e) {
      if (e instanceof ApiError && e.details.length > 0)
        setErrors(Object.fromEntries(e.details.map((d) => [d.path, d.message])));
      setFailure(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="pay-again-title">
      <Title order={2} fz="lg" mb="sm" id="pay-again-title">
        {t('paymentResult.payAgainTitle')}
      </Title>
      <Stack gap="md">
        <PaymentChoice
          methods={METHODS}
          value={value}
          onChange={(patch) => {
            setValue((v) => ({ ...v, ...patch }));
            setErrors({});
          }}
          errors={errors}
          currency={payment.currency}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button onClick={() => void pay()} loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('paymentResult.payAgain')}
        </Button>
      </Stack>
    </Card>
  );
}
