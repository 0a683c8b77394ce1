/** Paying again after a failed payment (POST /api/credit-reports/{id}/pay): a method and its bank, then the gateway. */
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useNavigate } from 'react-router';
import { type CreditReportDetail, creditReportPayAgainSchema, formatMoney } from '@binamart/shared';
import { ApiError } from '@/lib/api-client';
import { usePayAgain } from '../api/use-pay-again';
import { GatewayPayMethod, type PayMethodErrors, type PayMethodValue } from '@/features/checkout/index';
import { ReportSection } from './report-section';

export function PayAgainForm({ report }: { report: CreditReportDetail }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const payAgain = usePayAgain(report.id);
  const [value, setValue] = useState<PayMethodValue>({
    paymentMethod: report.payment?.method,
    payerType: 'corporate',
    bankCode: '',
  });
  const [errors, setErrors] = useState<PayMethodErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const message = (m: string) => (i18n.exists(m) ? t(m) : m);

  const pay = async () => {
    if (payAgain.isPending) return;
    setFailure(null);
    const parsed = creditReportPayAgainSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'paymentMethod'), message(i.message)])),
      );
      return;
    }
    setErrors({});
    try {
      const start = await payAgain.mutateAsync(parsed.data);
      if (start.redirectUrl) window.location.assign(start.redirectUrl);
      else await navigate(`/payment/${start.id}`, { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.details.length > 0)
        setErrors(Object.fromEntries(e.details.map((d) => [d.path, d.message])));
      setFailure(e instanceof Error ? e.message : t('errors.internal'));
    }
  };

  return (
    <ReportSection id="report-pay-again" title={t('creditReportPages.payment.payAgainTitle')}>
      <Stack gap="md">
        <GatewayPayMethod
          idPrefix="pay-again"
          cardHint={t('creditReportPages.buy.cardHint')}
          value={value}
          onChange={(patch) => {
            setValue((v) => ({ ...v, ...patch }));
            setErrors({});
          }}
          errors={errors}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button onClick={() => void pay()} loading={payAgain.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('creditReportPages.payment.payAgain', { amount: formatMoney(report.priceSen) })}
        </Button>
      </Stack>
    </ReportSection>
  );
}
