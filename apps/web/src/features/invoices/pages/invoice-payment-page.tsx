/**
 * /invoice/payment?ids=a,b: pay the chosen invoices through the gateway. Each invoice that can be
 * paid gets an amount (default: outstanding less payments in progress; part payment allowed), then
 * the total, online banking (bank list) or card, and "Pay RM x". The form's idempotency key is made
 * once, so a double click or a retry after a lost answer pays once. Invoices with nothing left to
 * pay, or whose payment is still in progress, are explained instead of offered.
 */
import { Alert, Anchor, Button, Card, Divider, Grid, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  type Invoice,
  MAX_INVOICES_PER_PAYMENT,
  formatMoney,
  invoicePaymentInputSchema,
  ringgitToSen,
  senToRinggit,
} from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { calendarDate } from '@/lib/calendar-dates';
import { payInvoices } from '../api/pay-invoices';
import { useInvoicesById } from '../api/use-invoices-by-id';
import { payableSen } from '../components/payable';
import { GatewayPayMethod, type PayMethodErrors, type PayMethodValue } from '@/features/checkout/index';
import { invoiceKeys } from '../api/keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random v4 UUID (crypto.randomUUID where the browser has it). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The ids in the address: unique, in order; null when one is not an id. */
function parseIds(raw: string | null): string[] | null {
  const ids = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  return ids.every((id) => UUID.test(id)) ? ids : null;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/invoice" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('invoicePayPage.back')}
      </Group>
    </Anchor>
  );
}

export function InvoicePaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = parseIds(params.get('ids'));
  const tooMany = ids !== null && ids.length > MAX_INVOICES_PER_PAYMENT;
  const usable = ids && !tooMany ? ids : [];
  const queries = useInvoicesById(usable);

  const header = <PageHeader title={t('invoicePayPage.title')} subtitle={t('invoicePayPage.subtitle')} />;
  if (usable.length === 0) {
    return (
      <Screen>
        <Stack gap="lg">
          {header}
          <Card withBorder radius="md">
            <Stack gap="sm" align="flex-start">
              <Title order={2} fz="lg">
                {ids === null ? t('invoicePayPage.invalidLink') : t('invoicePayPage.noneChosen')}
              </Title>
              <Text c="gray.7">
                {tooMany
                  ? t('invoicePayPage.tooMany', { max: MAX_INVOICES_PER_PAYMENT })
                  : t('invoicePayPage.noneChosenBody')}
              </Text>
              <Button component={Link} to="/invoice" variant="default">
                {t('invoicePayPage.back')}
              </Button>
            </Stack>
          </Card>
        </Stack>
      </Screen>
    );
  }

  const missing = (error: Error | null) => error instanceof ApiError && (error.status === 404 || error.status === 400);
  const failed = queries.find((q) => q.error && !missing(q.error));
  const loading = queries.some((q) => q.isPending);
  return (
    <Screen>
      <Stack gap="lg">
        <BackLink />
        {header}
        {failed?.error && <QueryError error={failed.error} onRetry={() => void failed.refetch()} />}
        {!failed && loading && <PageLoader />}
        {!failed && !loading && (
          <PaymentForm
            invoices={queries.map((q) => q.data).filter((i): i is Invoice => !!i)}
            missing={usable.filter((_, i) => missing(queries[i]!.error))}
          />
        )}
      </Stack>
    </Screen>
  );
}

/** Why an invoice is not offered, or null when it can be paid. */
function refusal(invoice: Invoice, currency: string | undefined): string | null {
  if (invoice.outstandingSen <= 0) return invoice.status === 'paid' ? 'paid' : 'nothingLeft';
  if (payableSen(invoice) <= 0) return 'allInProgress';
  if (currency && invoice.currency !== currency) return 'currencyMixed';
  return null;
}

function PaymentForm({ invoices, missing }: { invoices: Invoice[]; missing: string[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currency = invoices.find((i) => payableSen(i) > 0)?.currency;
  const offered = invoices.filter((i) => refusal(i, currency) === null);
  const refused = invoices.filter((i) => refusal(i, currency) !== null);
  // made once per form: the same key answers the same payment
  const [key] = useState(newKey);
  const [amounts, setAmounts] = useState<Record<string, string | number>>({});
  const [amountErrors, setAmountErrors] = useState<Record<string, string>>({});
  const [choice, setChoice] = useState<PayMethodValue>({ payerType: 'corporate', bankCode: '' });
  const [choiceErrors, setChoiceErrors] = useState<PayMethodErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const message = (m: string) => (i18n.exists(m) ? t(m) : m);

  const amountOf = (invoice: Invoice) => amounts[invoice.id] ?? senToRinggit(payableSen(invoice));
  const senOf = (invoice: Invoice) => {
    const value = amountOf(invoice);
    return value === '' || Number.isNaN(Number(value)) ? null : ringgitToSen(Number(value));
  };
  const check = (invoice: Invoice): string | null => {
    const sen = senOf(invoice);
    if (sen === null) return t('invoicePayPage.amountRequired');
    if (sen <= 0) return t('invoicePayPage.amountPositive');
    if (sen > payableSen(invoice))
      return t('invoicePayPage.amountTooHigh', { amount: formatMoney(payableSen(invoice), invoice.currency) });
    return null;
  };
  const totalSen = offered.reduce((sum, i) => sum + Math.max(0, senOf(i) ?? 0), 0);

  const pay = async () => {
    if (sending.current) return;
    setFailure(null);
    const fieldErrors = Object.fromEntries(
      offered.map((i) => [i.id, check(i)] as const).filter((e): e is [string, string] => e[1] !== null),
    );
    setAmountErrors(fieldErrors);
    const parsed = invoicePaymentInputSchema.safeParse({
      key,
      invoices: offered.map((i) => ({ invoiceId: i.id, amountSen: senOf(i) ?? 0 })),
      paymentMethod: choice.paymentMethod,
      payerType: choice.payerType,
      bankCode: choice.bankCode,
    });
    const issues = parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] !== 'invoices');
    setChoiceErrors(Object.fromEntries(issues.map((i) => [String(i.path[0]), message(i.message)])));
    if (Object.keys(fieldErrors).length > 0) setFailure(t('invoicePayPage.fixErrors'));
    if (Object.keys(fieldErrors).length > 0 || !parsed.success) return;

    sending.current = true;
    setBusy(true);
    try {
      const { payment } = await payInvoices(parsed.data);
      if (payment.redirectUrl) window.location.assign(payment.redirectUrl);
      else await navigate(`/payment/status/${payment.id}`);
    } catch (e) {
      if (e instanceof ApiError && e.details.length > 0) {
        const byInvoice: Record<string, string> = {};
        const other: PayMethodErrors = {};
        for (const d of e.details) {
          const index = /^invoices\.(\d+)/.exec(d.path)?.[1];
          const invoice = index === undefined ? undefined : offered[Number(index)];
          if (invoice) byInvoice[invoice.id] = d.message;
          else if (d.path === 'bankCode' || d.path === 'paymentMethod') other[d.path] = d.message;
        }
        setAmountErrors(byInvoice);
        setChoiceErrors(other);
      }
      // someone paid or a payment started meanwhile: show what can still be paid
      if (e instanceof ApiError && e.status === 409) void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      setFailure(e instanceof Error && e.message ? e.message : t('invoicePayPage.failed'));
      sending.current = false;
      setBusy(false);
    }
  };

  const notFound = missing.map((id) => (
    <Alert key={id} color="red" role="alert" icon={<IconInfoCircle aria-hidden />}>
      {t('invoicePayPage.notFound')}
    </Alert>
  ));

  const refusedList = refused.length > 0 && (
    <Card withBorder radius="md" component="section" aria-labelledby="not-offered">
      <Title order={2} fz="md" mb="xs" id="not-offered">
        {t('invoicePayPage.notOffered')}
      </Title>
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {refused.map((invoice) => (
          <li key={invoice.id} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Stack gap={2} py="xs" data-testid="invoice-not-offered">
              <Text fw={600} size="sm">
                {invoice.number}
              </Text>
              <Text size="sm" c="gray.7">
                {t(`invoicePayPage.${refusal(invoice, currency)}`, {
                  amount: formatMoney(invoice.inProgressSen, invoice.currency),
                })}
              </Text>
            </Stack>
          </li>
        ))}
      </Stack>
    </Card>
  );

  if (offered.length === 0) {
    return (
      <Stack gap="md">
        {notFound}
        <Card withBorder radius="md">
          <Stack gap="sm" align="flex-start">
            <Title order={2} fz="lg">
              {t('invoicePayPage.nothingToPay')}
            </Title>
            <Text c="gray.7">{t('invoicePayPage.nothingToPayBody')}</Text>
            <Button component={Link} to="/invoice" variant="default">
              {t('invoicePayPage.back')}
            </Button>
          </Stack>
        </Card>
        {refusedList}
      </Stack>
    );
  }

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          {notFound}
          <Card withBorder radius="md" component="section" aria-labelledby="pay-invoices">
            <Title order={2} fz="lg" mb="xs" id="pay-invoices">
              {t('invoicePayPage.invoicesTitle')}
            </Title>
            <Stack
              gap={0}
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('invoicePayPage.caption')}
            >
              {offered.map((invoice) => (
                <li
                  key={invoice.id}
                  style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                  data-testid="invoice-to-pay"
                >
                  <Stack gap="xs" py="sm">
                    <Stack gap={0}>
                      <Text fw={700}>{invoice.number}</Text>
                      <Text size="xs" c="gray.7">
                        {t('invoicePayPage.order', { number: invoice.order.number })} · {invoice.seller.name}
                      </Text>
                      {invoice.kind === 'credit' && (
                        <Text size="xs" c="gray.7">
                          {t('invoicePayPage.due', { date: calendarDate(invoice.dueDate) })}
                        </Text>
                      )}
                    </Stack>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" c="gray.7">
                        {t('invoicePayPage.outstanding')}
                      </Text>
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(invoice.outstandingSen, invoice.currency)}
                      </Text>
                    </Group>
                    {invoice.inProgressSen > 0 && (
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text size="sm" c="orange.9">
                          {t('invoicePayPage.inProgress')}
                        </Text>
                        <Text size="sm" c="orange.9" style={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(invoice.inProgressSen, invoice.currency)}
                        </Text>
                      </Group>
                    )}
                    <NumberInput
                      label={t('invoicePayPage.amount')}
                      aria-label={t('invoicePayPage.amountFor', { number: invoice.number })}
                      description={t('invoicePayPage.amountHint', {
                        amount: formatMoney(payableSen(invoice), invoice.currency),
                      })}
                      leftSection={<Text size="sm">{invoice.currency === 'MYR' ? 'RM' : invoice.currency}</Text>}
                      min={0}
                      max={senToRinggit(payableSen(invoice))}
                      clampBehavior="none"
                      decimalScale={2}
                      thousandSeparator=","
                      allowNegative={false}
                      value={amountOf(invoice)}
                      onChange={(value) => {
                        setAmounts((prev) => ({ ...prev, [invoice.id]: value }));
                        setAmountErrors(({ [invoice.id]: _, ...rest }) => rest);
                      }}
                      error={amountErrors[invoice.id]}
                      maw={{ base: '100%', xs: 260 }}
                      data-testid="invoice-amount"
                    />
                  </Stack>
                </li>
              ))}
            </Stack>
          </Card>
          {refusedList}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card
          withBorder
          radius="md"
          component="section"
          aria-labelledby="pay-method"
          style={{ position: 'sticky', top: 16 }}
        >
          <Stack gap="md">
            <Title order={2} fz="lg" id="pay-method">
              {t('invoicePayPage.methodTitle')}
            </Title>
            <GatewayPayMethod
              idPrefix="invoice"
              cardHint={t('invoicePayPage.cardHint')}
              value={choice}
              onChange={(patch) => {
                setChoice((v) => ({ ...v, ...patch }));
                setChoiceErrors({});
              }}
              errors={choiceErrors}
            />
            <Divider />
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t('invoicePayPage.total')}</Text>
              <Text fw={700} size="lg" c="siteBlue.8" style={{ whiteSpace: 'nowrap' }} data-testid="pay-total">
                {formatMoney(totalSen, currency ?? 'MYR')}
              </Text>
            </Group>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button size="md" fullWidth loading={busy} onClick={() => void pay()}>
              {t('invoicePayPage.pay', { amount: formatMoney(totalSen, currency ?? 'MYR') })}
            </Button>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
