/**
 * "Record payout" for an AP invoice (administrators with admPay Write): the bank slip, the day
 * paid, a note, and per order the marketing fee kept and the cash rebate added, with each order's
 * payout (sale − marketing fee + cash rebate) and the total worked out as they are typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { type ApInvoice, type PayoutInput, formatMoney, payoutInputSchema } from '@binamart/shared';
import { malaysianToday } from '@/lib/calendar-dates';
import { useRecordPayout } from '../api/use-record-payout';
import { ApFileField } from './ap-file-field';
import { RinggitInput } from './ringgit-input';
import { serverProblems } from './server-problems';

type OrderValues = NonNullable<PayoutInput['orders']>[number];

const TOP_FIELDS = ['slipFileId', 'paidOn', 'note'] as const;
const ORDER_FIELD = /^orders\.(\d+)(?:\.(marketingFeeSen|cashRebateSen))?$/;

/** Where a problem the API reports at `path` is shown, or undefined when the form has no such field. */
function formPath(path: string): FieldPath<PayoutInput> | undefined {
  if ((TOP_FIELDS as readonly string[]).includes(path)) return path as FieldPath<PayoutInput>;
  const order = ORDER_FIELD.exec(path);
  if (order) return `orders.${Number(order[1])}.${order[2] ?? 'marketingFeeSen'}` as FieldPath<PayoutInput>;
  return undefined;
}

/** One order's payout as the API works it out: sale − marketing fee + cash rebate. */
export const orderPayoutSen = (saleSen: number, o: Partial<OrderValues> | undefined) =>
  saleSen - (o?.marketingFeeSen ?? 0) + (o?.cashRebateSen ?? 0);

export function PayoutForm({
  invoice,
  onCancel,
  onDone,
}: {
  invoice: ApInvoice;
  onCancel: () => void;
  onDone: (paid: ApInvoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const recordPayout = useRecordPayout();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PayoutInput>({
    resolver: zodResolver(payoutInputSchema),
    defaultValues: {
      paidOn: malaysianToday(),
      note: '',
      orders: invoice.orders.map((o) => ({ orderId: o.id, marketingFeeSen: 0, cashRebateSen: 0 })),
    },
  });
  const typed = useWatch({ control, name: 'orders' }) ?? [];
  const message = (m?: string) => (m ? (i18n.exists(m) ? t(m) : m) : undefined);
  const rows = invoice.orders.map((order, i) => ({ order, payoutSen: orderPayoutSen(order.saleSen, typed[i]) }));
  const total = rows.length > 0 ? rows.reduce((sum, r) => sum + r.payoutSen, 0) : invoice.amountSen;
  const negative = rows.findIndex((r) => r.payoutSen < 0);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    // the order's own line already says why (apInvoice.payoutNegative); take the user there
    if (negative >= 0) return setFocus(`orders.${negative}.marketingFeeSen`);
    try {
      onDone(await recordPayout.mutateAsync({ id: invoice.id, input: values }));
    } catch (error) {
      const problems = serverProblems(error, (path) => formPath(path) !== undefined, t('errors.internal'));
      problems.fields.forEach((p, index) =>
        setError(formPath(p.path)!, { type: 'server', message: p.message }, { shouldFocus: index === 0 }),
      );
      setFailure(problems.message);
    }
  });

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="payout-form-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="payout-form-title">
              {t('payout.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('payout.intro')}
            </Text>
          </div>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Controller
            control={control}
            name="slipFileId"
            render={({ field }) => (
              <ApFileField
                purpose="payout-slip"
                label={t('payout.slip')}
                fileId={field.value}
                onChange={field.onChange}
                error={message(errors.slipFileId?.message)}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              type="date"
              label={t('payout.paidOn')}
              withAsterisk
              {...register('paidOn')}
              error={message(errors.paidOn?.message)}
            />
            <Textarea
              label={t('payout.note')}
              placeholder={t('payout.notePlaceholder')}
              autosize
              minRows={1}
              maxLength={500}
              {...register('note')}
              error={message(errors.note?.message)}
            />
          </SimpleGrid>
          {invoice.orders.length === 0 ? (
            <Text size="sm">{t('payout.noOrders', { amount: formatMoney(invoice.amountSen) })}</Text>
          ) : (
            <Stack gap="sm" component="section" aria-labelledby="payout-orders-title">
              <div>
                <Title order={3} size="h5" id="payout-orders-title">
                  {t('payout.ordersTitle')}
                </Title>
                <Text size="xs" c="gray.7">
                  {t('payout.formula')}
                </Text>
              </div>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {rows.map(({ order, payoutSen }, i) => (
                  <Card key={order.id} withBorder radius="sm" padding="sm" bg="gray.0">
                    <Stack gap="xs">
                      <Group justify="space-between" wrap="wrap" gap={4}>
                        <Text fw={700} size="sm">
                          {t('payout.orderTitle', { number: order.number })}
                        </Text>
                        <Text size="sm">
                          {t('payout.sale')}:{' '}
                          <Text span fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                            {formatMoney(order.saleSen)}
                          </Text>
                        </Text>
                      </Group>
                      <SimpleGrid cols={2} spacing="xs">
                        {(['marketingFeeSen', 'cashRebateSen'] as const).map((name) => (
                          <Controller
                            key={name}
                            control={control}
                            name={`orders.${i}.${name}`}
                            render={({ field }) => (
                              <RinggitInput
                                label={t(name === 'marketingFeeSen' ? 'payout.marketingFee' : 'payout.cashRebate')}
                                aria-label={`${t(name === 'marketingFeeSen' ? 'payout.marketingFee' : 'payout.cashRebate')} · ${order.number}`}
                                size="sm"
                                min={0}
                                valueSen={field.value}
                                onChangeSen={(sen) => field.onChange(sen ?? 0)}
                                onBlur={field.onBlur}
                                ref={field.ref}
                                error={message(errors.orders?.[i]?.[name]?.message)}
                              />
                            )}
                          />
                        ))}
                      </SimpleGrid>
                      <Group justify="space-between" wrap="nowrap" aria-live="polite">
                        <Text size="sm">{t('payout.payout')}</Text>
                        <Text
                          size="sm"
                          fw={700}
                          c={payoutSen < 0 ? 'red.8' : undefined}
                          style={{ whiteSpace: 'nowrap' }}
                        >
                          {formatMoney(payoutSen)}
                        </Text>
                      </Group>
                      {payoutSen < 0 && (
                        <Text size="xs" c="red.8" role="alert">
                          {t('apInvoice.payoutNegative', { number: order.number })}
                        </Text>
                      )}
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            </Stack>
          )}
          <Group
            justify="space-between"
            wrap="nowrap"
            py="xs"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text fw={700}>{t('payout.total')}</Text>
            <Text
              fw={700}
              size="lg"
              c={total < 0 ? 'red.8' : undefined}
              style={{ whiteSpace: 'nowrap' }}
              aria-live="polite"
            >
              {formatMoney(total)}
            </Text>
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('payout.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} color="teal.9">
              {t('payout.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
