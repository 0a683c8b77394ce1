/**
 * Buying a report (/buylite, /buyccm): who the report is on, the terms accepted (spec §5), the
 * price, and the payment. creditReportPurchaseSchema checks it as the API does, every message at
 * its field. The bureau is searched before anything is charged: a subject it does not know comes
 * back at the subject ID, a bureau that is down as an alert; both say nothing was charged. On
 * success the browser goes to the payment gateway's page, which returns the payer to /payment/{id}.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Card, Checkbox, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate } from 'react-router';
import {
  CREDIT_REPORT_PRICES_SEN,
  type CreditReportProduct,
  type CreditReportPurchaseInput,
  creditReportPurchaseSchema,
  formatMoney,
} from '@binamart/shared';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useBuyCreditReport } from '../api/use-buy-credit-report';
import { GatewayPayMethod } from '@/features/checkout/index';
import { ReportSection } from './report-section';
import { SubjectFields } from './subject-fields';

type Output = z.output<typeof creditReportPurchaseSchema>;

export function BuyReportForm({ product }: { product: CreditReportProduct }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const buy = useBuyCreditReport();
  const [failure, setFailure] = useState<string | null>(null);
  const [bureauDown, setBureauDown] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CreditReportPurchaseInput, unknown, Output>({
    resolver: zodResolver(creditReportPurchaseSchema),
    // the key is made once per form: sending it again answers the same purchase
    defaultValues: {
      key: newIdempotencyKey(),
      product,
      subjectId: '',
      subjectName: '',
      acceptTerms: false,
      payerType: 'corporate',
      bankCode: '',
    },
  });
  const priceSen = CREDIT_REPORT_PRICES_SEN[product];
  const message = (m: string | undefined) => (m ? (i18n.exists(m) ? t(m) : m) : undefined);
  const [paymentMethod, payerType, bankCode, entityType] = watch([
    'paymentMethod',
    'payerType',
    'bankCode',
    'entityType',
  ]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setBureauDown(null);
    try {
      const start = await buy.mutateAsync(values);
      // a full page navigation: the gateway's page is not part of the app
      if (start.redirectUrl) window.location.assign(start.redirectUrl);
      else await navigate(`/payment/${start.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'bureau_unavailable') setBureauDown(error.message);
      else setFailure(applyServerErrors(error, setError, { fallback: t('creditReportPages.buy.failed') }));
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t(`creditReportPages.buy.title.${product}`)}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <ReportSection id="buy-subject" title={t('creditReportPages.buy.subjectTitle')}>
              <Stack gap="md">
                <SubjectFields
                  product={product}
                  entityType={entityType}
                  onEntityType={(type) => {
                    setValue('entityType', type);
                    clearErrors('entityType');
                  }}
                  subjectId={register('subjectId')}
                  subjectName={register('subjectName')}
                  errors={{
                    entityType: message(errors.entityType?.message),
                    subjectId: message(errors.subjectId?.message),
                    subjectName: message(errors.subjectName?.message),
                  }}
                />
                <Controller
                  control={control}
                  name="acceptTerms"
                  render={({ field }) => (
                    <Checkbox
                      ref={field.ref}
                      name={field.name}
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                      label={t('creditReportPages.buy.accept')}
                      description={
                        <Anchor component={Link} to="/creditreport/disclaimer" target="_blank" size="xs">
                          {t('creditReportPages.buy.readTerms')}
                        </Anchor>
                      }
                      error={message(errors.acceptTerms?.message)}
                    />
                  )}
                />
              </Stack>
            </ReportSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" component="section" aria-labelledby="buy-payment" p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} fz="lg" id="buy-payment">
                {t('creditReportPages.buy.paymentTitle')}
              </Title>
              <div>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{t('creditReportPages.buy.priceTitle')}</Text>
                  <Text fw={700} size="lg" c="siteBlue.8" style={{ whiteSpace: 'nowrap' }} data-testid="report-price">
                    {formatMoney(priceSen)}
                  </Text>
                </Group>
                <Text size="xs" c="gray.7">
                  {t('creditReportPages.buy.priceNote')}
                </Text>
              </div>
              <Divider />
              <GatewayPayMethod
                idPrefix="buy"
                cardHint={t('creditReportPages.buy.cardHint')}
                value={{ paymentMethod, payerType: payerType ?? 'corporate', bankCode: bankCode ?? '' }}
                onChange={(patch) => {
                  if (patch.paymentMethod !== undefined) setValue('paymentMethod', patch.paymentMethod);
                  if (patch.payerType !== undefined) setValue('payerType', patch.payerType);
                  if (patch.bankCode !== undefined) setValue('bankCode', patch.bankCode);
                  clearErrors(['paymentMethod', 'bankCode']);
                }}
                errors={{
                  paymentMethod: message(errors.paymentMethod?.message),
                  bankCode: message(errors.bankCode?.message),
                }}
              />
              {bureauDown && (
                <Alert
                  color="orange"
                  role="alert"
                  icon={<IconAlertTriangle aria-hidden />}
                  title={t('creditReportPages.buy.bureauDownTitle')}
                >
                  {bureauDown}
                </Alert>
              )}
              {failure && (
                <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
                  {failure}
                </Alert>
              )}
              <Button
                type="submit"
                size="md"
                fullWidth
                loading={isSubmitting}
                leftSection={<IconLock size={18} aria-hidden />}
              >
                {t('creditReportPages.buy.submit', { amount: formatMoney(priceSen) })}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </form>
  );
}
