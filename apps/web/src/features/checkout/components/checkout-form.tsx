/**
 * The checkout form (spec §5 Checkout), used by /checkout (buyer) and by the administrator's
 * place-order page: every required field, the address checked by a quote before the
 * delivery choice per seller is offered, a voucher, the payment method and the totals.
 * What is typed is autosaved to the draft while typing and when leaving the page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import {
  ACTION_NEEDS,
  type Checkout,
  type CheckoutDetailsInput,
  type CheckoutDraftDetails,
  MALAYSIAN_STATES,
  type PlaceResult,
  checkoutDetailsSchema,
  deliveryTimeRefusal,
  formatMoney,
} from '@binamart/shared';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useCan } from '@/lib/use-can';
import { placeCheckout } from '../api/place-checkout';
import { useCheckout } from '../api/use-checkout';
import { useArrivalDeferred } from '@/lib/use-arrival-deferred';
import { useQuote } from '../api/use-quote';
import { VoucherWallet } from './voucher-wallet';
import { CheckoutSummary } from './checkout-summary';
import { useCheckoutAutosave } from './use-checkout-autosave';
import { DeliveryAtField } from './delivery-at-field';
import { DeliveryChoices, type DeliveryValue } from './delivery-choices';
import { deliveryErrorsOf } from './delivery-errors';
import { PaymentChoice, type PaymentChoiceValue } from './payment-choice';
import { ADDRESS_FIELDS, PAGE_ORDER, addressComplete, bringIntoView, fromDraft, toDraft } from './checkout-values';
import { cartKeys } from '@/features/cart/api/keys';
import { checkoutKeys } from '../api/keys';
import { SitePicker } from '@/features/sites/index';

export interface CheckoutFormProps {
  checkoutId: string;
  mode: 'buyer' | 'admin';
  onPlaced(result: PlaceResult): void;
}

type Values = CheckoutDetailsInput;
type Method = Values['paymentMethod'];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { t } = useTranslation();
  const { data: live, error, refetch } = useCheckout(props.checkoutId);
  const data = useArrivalDeferred(live);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return (
      <Alert color="yellow" role="alert">
        {t('checkoutPage.missingDraft')}
      </Alert>
    );
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  if (data.status === 'placed')
    return (
      <Alert color="blue" role="status" title={t('checkoutPage.alreadyPlaced')}>
        <Text size="sm">{t('checkoutPage.placedOrders')}</Text>
        <Stack gap={2} mt={4}>
          {data.orders.map((o) => (
            <Anchor key={o.id} component={Link} to={props.mode === 'admin' ? `/admin/order/${o.id}` : `/order/${o.id}`}>
              {o.number} · {o.sellerName}
            </Anchor>
          ))}
        </Stack>
      </Alert>
    );
  return <CheckoutFormBody {...props} checkout={data} />;
}

function CheckoutFormBody({ checkout, mode, onPlaced }: CheckoutFormProps & { checkout: Checkout }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const defaults = useMemo(() => fromDraft(checkout), [checkout]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(checkoutDetailsSchema),
    defaultValues: defaults,
    // several fields are pickers without one input of their own: bringIntoView finds them
    shouldFocusError: false,
  });
  const values = useWatch({ control }) as Partial<Values>;
  // every method but credit terms pays now: a buyer's staff member needs "make payments" for it (as the API checks)
  const payNow = useCan(ACTION_NEEDS.payOrder);
  const payRefusal = values.paymentMethod && values.paymentMethod !== 'credit' ? payNow.reason : null;
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [voucherInput, setVoucherInput] = useState(defaults.voucherCode ?? '');
  const placing = useRef(false);
  const placed = useRef(false);

  /** a catalogue key from the schema, or a server message already in the user's language */
  const message = (m?: string) => (m ? (i18n.exists(m) ? t(m) : m) : undefined);

  // autosave: debounced while typing, and once more when the page is left
  const saveState = useCheckoutAutosave(checkout.id, values, defaults, placed);

  // the quote: asked once the address is complete, again when what it prices changes
  const complete = addressComplete(values);
  const quoteJson = complete
    ? JSON.stringify({
        ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, values[f] ?? ''])),
        deliveries: toDraft(values).deliveries,
        paymentMethod: values.paymentMethod ?? '',
        payerType: values.payerType ?? 'corporate',
        creditTerm: values.creditTerm ?? null,
        voucherCode: values.voucherCode ?? '',
      })
    : null;
  const [debouncedQuote] = useDebouncedValue(quoteJson, 500);
  const quoteQuery = useQuote(
    checkout.id,
    complete && debouncedQuote ? (JSON.parse(debouncedQuote) as CheckoutDraftDetails) : null,
  );
  const quote = complete ? (quoteQuery.data ?? null) : null;
  const addressOk = !!quote && quote.addressError === null;
  const checking = complete && (quoteQuery.isFetching || debouncedQuote !== quoteJson);

  // a method the quote no longer offers is dropped
  const methods = quote?.paymentMethods ?? [];
  useEffect(() => {
    const current = getValues('paymentMethod');
    if (quote && current && !quote.paymentMethods.includes(current))
      setValue('paymentMethod', undefined as unknown as Method);
  }, [quote, getValues, setValue]);

  const deliveries = (values.deliveries ?? []) as DeliveryValue[];
  const setDelivery = (sellerId: string, next: DeliveryValue) => {
    setValue('deliveries', deliveries.map((d) => (d.sellerId === sellerId ? next : d)) as Values['deliveries'], {
      shouldDirty: true,
    });
    clearErrors('deliveries');
  };
  const { deliveryErrorAt, vehicleErrorAt, generalDeliveryError } = deliveryErrorsOf(
    errors.deliveries,
    deliveries,
    message,
  );

  const applyVoucher = () => setValue('voucherCode', voucherInput.trim(), { shouldDirty: true });
  const removeVoucher = () => {
    setVoucherInput('');
    setValue('voucherCode', '', { shouldDirty: true });
  };

  const onSubmit = handleSubmit(
    async (details) => {
      if (placing.current) return;
      // the same rule the API applies, answered without a round trip
      const refusal = deliveryTimeRefusal(new Date(details.deliveryAt), new Date());
      if (refusal) {
        setError('deliveryAt', { type: 'validate', message: `checkout.${refusal}` });
        return bringIntoView('deliveryAt');
      }
      placing.current = true;
      setFailure(null);
      try {
        // each partner vehicle's fee as the buyer sees it: placing refuses when the partner's price changed
        const deliveries = details.deliveries.map((d) => ({
          ...d,
          quotedFeeSen:
            d.method === 'partner'
              ? (quote?.orders
                  .find((o) => o.seller.id === d.sellerId)
                  ?.partnerDelivery.vehicles.find((v) => v.vehicleType === d.vehicleType)?.feeSen ?? null)
              : null,
        }));
        const result = await placeCheckout(checkout.id, {
          ...details,
          deliveries,
        } as Parameters<typeof placeCheckout>[1]);
        placed.current = true;
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
        onPlaced(result);
      } catch (e) {
        const shown = applyServerErrors(e, setError, { fallback: t('errors.internal') });
        setFailure(shown);
        const paths = e instanceof ApiError ? e.details.map((d) => d.path) : [];
        const field = PAGE_ORDER.find((k) => paths.some((p) => p === k || p.startsWith(`${k}.`)));
        requestAnimationFrame(() =>
          field ? bringIntoView(field) : failureRef.current?.scrollIntoView({ block: 'center' }),
        );
      } finally {
        placing.current = false;
      }
    },
    (invalid) => {
      const first = PAGE_ORDER.find((key) => key in invalid);
      if (first) bringIntoView(first);
    },
  );

  const payment: PaymentChoiceValue = {
    paymentMethod: values.paymentMethod,
    payerType: values.payerType,
    bankCode: values.bankCode,
    slipFileId: values.slipFileId,
    creditTerm: values.creditTerm,
  };
  const setPayment = (patch: Partial<PaymentChoiceValue>) => {
    for (const [key, value] of Object.entries(patch))
      setValue(key as keyof PaymentChoiceValue, value as never, { shouldDirty: true });
    clearErrors(Object.keys(patch) as (keyof PaymentChoiceValue)[]);
  };

  const text = (name: 'projectDetails' | 'remarks') => ({
    label: t(`checkoutPage.fields.${name}`),
    withAsterisk: true,
    autosize: true,
    minRows: 2,
    maxRows: 6,
    error: message(errors[name]?.message),
    ...register(name),
  });
  const input = (
    name:
      | 'recipientName'
      | 'contactNumber'
      | 'pic'
      | 'email'
      | 'addressLine1'
      | 'addressLine2'
      | 'postcode'
      | 'city'
      | 'salesPic',
    required = true,
  ) => ({
    label: t(`checkoutPage.fields.${name}`),
    withAsterisk: required,
    error: message(errors[name]?.message),
    ...register(name),
  });

  const saveNote =
    saveState === 'saving'
      ? t('checkoutPage.saving')
      : saveState === 'saved'
        ? t('checkoutPage.autosaved')
        : typeof saveState === 'object'
          ? t('checkoutPage.saveFailed', { message: saveState.failed })
          : null;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={isSubmitting}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="gray.7">
            {t('checkoutPage.required')}
          </Text>
          {saveNote && (
            <Text size="xs" c={typeof saveState === 'object' ? 'red.8' : 'gray.7'} role="status" aria-live="polite">
              {saveNote}
            </Text>
          )}
        </Group>
        {failure && (
          <Alert color="red" role="alert" ref={failureRef}>
            {failure}
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Section id="checkout-schedule" title={t('checkoutPage.sections.schedule')}>
                <Stack gap="sm">
                  <div data-field="deliveryAt">
                    <Controller
                      control={control}
                      name="deliveryAt"
                      render={({ field }) => (
                        <DeliveryAtField
                          value={field.value || undefined}
                          onChange={(iso) => field.onChange(iso ?? '')}
                          onBlur={field.onBlur}
                          error={message(errors.deliveryAt?.message)}
                        />
                      )}
                    />
                  </div>
                  {mode === 'buyer' && (
                    <SitePicker
                      value={values.companyProjectId ?? null}
                      error={message(errors.companyProjectId?.message)}
                      onPick={(site) => {
                        setValue('companyProjectId', site?.id ?? null, { shouldDirty: true });
                        if (!site) return;
                        // the site fills the recipient and the address (a changed address is quoted again)
                        const fill = {
                          projectDetails: site.name,
                          recipientName: site.recipientName,
                          contactNumber: site.contactPhone,
                          pic: site.pic,
                          country: site.country,
                          addressLine1: site.addressLine1,
                          addressLine2: site.addressLine2,
                          postcode: site.postcode,
                          city: site.city,
                          state: site.state as Values['state'],
                        } satisfies Partial<Values>;
                        for (const [key, value] of Object.entries(fill))
                          setValue(key as keyof typeof fill, value as never, { shouldDirty: true });
                        clearErrors(Object.keys(fill) as (keyof typeof fill)[]);
                      }}
                    />
                  )}
                  <Textarea {...text('projectDetails')} />
                  <Textarea {...text('remarks')} />
                  {mode === 'admin' && <TextInput {...input('salesPic', false)} />}
                </Stack>
              </Section>

              <Section id="checkout-recipient" title={t('checkoutPage.sections.recipient')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput {...input('recipientName')} autoComplete="name" />
                  <TextInput {...input('contactNumber')} type="tel" inputMode="tel" autoComplete="tel" />
                  <TextInput {...input('pic')} />
                  <TextInput {...input('email')} type="email" autoComplete="email" />
                </SimpleGrid>
              </Section>

              <Section id="checkout-address" title={t('checkoutPage.sections.address')}>
                <Stack gap="sm">
                  <div data-field="country">
                    <Controller
                      control={control}
                      name="country"
                      render={({ field }) => (
                        <Select
                          label={t('checkoutPage.fields.country')}
                          withAsterisk
                          data={['Malaysia']}
                          value={field.value || null}
                          onChange={(v) => field.onChange(v ?? '')}
                          onBlur={field.onBlur}
                          ref={field.ref}
                          error={message(errors.country?.message)}
                        />
                      )}
                    />
                  </div>
                  <TextInput {...input('addressLine1')} autoComplete="address-line1" />
                  <TextInput {...input('addressLine2', false)} autoComplete="address-line2" />
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                    <TextInput {...input('postcode')} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
                    <TextInput {...input('city')} autoComplete="address-level2" />
                    <div data-field="state">
                      <Controller
                        control={control}
                        name="state"
                        render={({ field }) => (
                          <Select
                            label={t('checkoutPage.fields.state')}
                            withAsterisk
                            searchable
                            data={[...MALAYSIAN_STATES]}
                            value={field.value ?? null}
                            onChange={(v) => field.onChange(v ?? undefined)}
                            onBlur={field.onBlur}
                            ref={field.ref}
                            error={message(errors.state?.message)}
                          />
                        )}
                      />
                    </div>
                  </SimpleGrid>
                  {!complete && (
                    <Text size="sm" c="gray.7">
                      {t('checkoutPage.address.incomplete')}
                    </Text>
                  )}
                  {complete && checking && !quote && (
                    <Group gap="xs" role="status">
                      <Loader size="xs" aria-hidden />
                      <Text size="sm">{t('checkoutPage.address.checking')}</Text>
                    </Group>
                  )}
                  {quoteQuery.error && complete && (
                    <QueryError error={quoteQuery.error} onRetry={() => void quoteQuery.refetch()} />
                  )}
                  {quote?.addressError && (
                    <Alert color="red" role="alert">
                      {quote.addressError}
                    </Alert>
                  )}
                </Stack>
              </Section>

              <Section id="checkout-delivery" title={t('checkoutPage.sections.delivery')}>
                {/* busy while the quote for a changed address is on its way: the choices shown are the last address's */}
                <div data-field="deliveries" aria-busy={checking}>
                  {checking && quote && (
                    <Group gap="xs" role="status" mb="xs">
                      <Loader size="xs" aria-hidden />
                      <Text size="sm">{t('checkoutPage.address.updating')}</Text>
                    </Group>
                  )}
                  {addressOk && quote ? (
                    <DeliveryChoices
                      orders={quote.orders}
                      deliveries={deliveries}
                      currency={quote.currency}
                      onChange={setDelivery}
                      errorAt={deliveryErrorAt}
                      vehicleErrorAt={vehicleErrorAt}
                    />
                  ) : (
                    <Stack gap={4}>
                      <Text size="sm" c="gray.7">
                        {t('checkoutPage.address.incomplete')}
                      </Text>
                      {errors.deliveries && (
                        <Text size="sm" c="red.8">
                          {message(generalDeliveryError) ?? t('checkout.deliveryPerSeller')}
                        </Text>
                      )}
                    </Stack>
                  )}
                </div>
              </Section>

              <Section id="checkout-voucher" title={t('checkoutPage.sections.voucher')}>
                <Stack gap="xs" data-field="voucherCode">
                  <Group align="flex-end" gap="xs" wrap="nowrap">
                    <TextInput
                      label={t('checkoutPage.voucher.code')}
                      value={voucherInput}
                      onChange={(e) => setVoucherInput(e.currentTarget.value.toUpperCase())}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') {
                          e.preventDefault();
                          applyVoucher();
                        }
                      }}
                      maxLength={40}
                      style={{ flex: 1 }}
                      error={message(errors.voucherCode?.message)}
                      autoComplete="off"
                    />
                    <Button variant="default" onClick={applyVoucher} disabled={!voucherInput.trim()}>
                      {t('checkoutPage.voucher.apply')}
                    </Button>
                  </Group>
                  <VoucherWallet
                    checkoutId={checkout.id}
                    currency={quote?.currency ?? 'MYR'}
                    applied={values.voucherCode ?? ''}
                    onUse={(code) => {
                      setVoucherInput(code);
                      setValue('voucherCode', code, { shouldDirty: true });
                    }}
                  />
                  {values.voucherCode && quote && !checking && quote.voucherError && (
                    <Text size="sm" c="red.8" role="alert">
                      {quote.voucherError}
                    </Text>
                  )}
                  {values.voucherCode && quote?.voucher && !checking && (
                    <Group gap="xs">
                      <Text size="sm" c="teal.8" fw={600} role="status">
                        {t('checkoutPage.voucher.applied', {
                          code: quote.voucher.code,
                          amount: formatMoney(quote.voucher.discountSen, quote.currency),
                        })}
                      </Text>
                      <Button size="compact-xs" variant="subtle" color="red.8" onClick={removeVoucher}>
                        {t('checkoutPage.voucher.remove')}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Section>

              <Section id="checkout-payment" title={t('checkoutPage.sections.payment')}>
                <div data-field="payment">
                  {quote && methods.length > 0 ? (
                    <PaymentChoice
                      methods={methods}
                      value={payment}
                      onChange={setPayment}
                      currency={quote.currency}
                      cardChargeSen={values.paymentMethod === 'card' ? quote.totals.cardChargeSen : null}
                      paymentError={quote.paymentError}
                      credit={quote.credit ?? null}
                      creditUnavailable={quote.creditUnavailable ?? null}
                      creditTotals={values.paymentMethod === 'credit' ? quote.totals : null}
                      errors={{
                        paymentMethod: message(errors.paymentMethod?.message),
                        bankCode: message(errors.bankCode?.message),
                        slipFileId: message(errors.slipFileId?.message),
                        creditTerm: message(errors.creditTerm?.message),
                      }}
                    />
                  ) : (
                    <Stack gap={4}>
                      <Text size="sm" c="gray.7">
                        {t('checkoutPage.payment.chooseAddressFirst')}
                      </Text>
                      {errors.paymentMethod && (
                        <Text size="sm" c="red.8">
                          {message(errors.paymentMethod.message)}
                        </Text>
                      )}
                    </Stack>
                  )}
                </div>
                {payRefusal && (
                  // said here, beside the method, and Place order waits: not a refusal after placing
                  <Alert color="gray" role="note" mt="sm" id="checkout-pay-refusal">
                    {payRefusal}
                  </Alert>
                )}
              </Section>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card
              withBorder
              radius="md"
              component="section"
              aria-labelledby="checkout-summary"
              style={{ position: 'sticky', top: 16 }}
            >
              <Title order={2} fz="lg" mb="sm" id="checkout-summary">
                {t('checkoutPage.sections.summary')}
              </Title>
              <Stack gap="md">
                <CheckoutSummary checkout={checkout} quote={quote} />
                {/* on a phone the bar at the bottom of the screen places the order */}
                <Button
                  type="submit"
                  size="md"
                  fullWidth
                  loading={isSubmitting}
                  disabled={isSubmitting || payRefusal !== null}
                  aria-describedby={payRefusal ? 'checkout-pay-refusal' : undefined}
                  visibleFrom="md"
                >
                  {t('checkoutPage.place')}
                </Button>
                <Text size="xs" c="gray.7">
                  {t('checkoutPage.placeHint')}{' '}
                  <Anchor component={Link} to="/potc" target="_blank" size="xs">
                    {t('checkoutPage.potcLink')}
                  </Anchor>
                </Text>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Stack>
      {/* a phone: the total and Place order stay at the bottom of the screen (room is kept for them) */}
      <Box hiddenFrom="md" h={84} />
      <Paper
        hiddenFrom="md"
        shadow="md"
        px="md"
        py="sm"
        radius={0}
        component="section"
        aria-label={t('checkoutPage.totals.overall')}
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 150,
          borderTop: '1px solid var(--mantine-color-gray-3)',
          paddingBottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))',
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="gray.7">
              {t('checkoutPage.totals.overall')}
            </Text>
            <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
              {quote ? formatMoney(quote.totals.grandTotalSen, quote.currency) : '…'}
            </Text>
          </Stack>
          <Button
            type="submit"
            size="md"
            loading={isSubmitting}
            disabled={isSubmitting || payRefusal !== null}
            aria-describedby={payRefusal ? 'checkout-pay-refusal' : undefined}
            style={{ flexShrink: 0 }}
          >
            {t('checkoutPage.place')}
          </Button>
        </Group>
      </Paper>
    </form>
  );
}
