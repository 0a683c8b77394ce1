/**
 * /admin/feeconfiguration: the credit-term, admin and card charges (typed in %) and the online-banking
 * limits (typed in RM), stored as basis points and sen. Orders keep the rates they were priced with.
 */
import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  CREDIT_TERMS,
  type CreditTerm,
  type FeeConfiguration,
  feeRatesSchema,
  formatDateTime,
  bpToPercent,
  percentToBp,
  ringgitToSen,
  senToRinggit,
} from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useFeeConfiguration } from '../../api/use-fee-configuration';
import { useSaveFeeConfiguration } from '../../api/use-save-fee-configuration';

type Rates = FeeConfiguration['rates'];
type Amount = number | '';
const PERCENT_FIELDS = ['adminChargeBp', 'publicSectorAdminChargeBp', 'cardChargeBp'] as const;
const RINGGIT_FIELDS = ['fpxCorporateMinSen', 'fpxCorporateMaxSen', 'fpxPersonalMinSen', 'fpxPersonalMaxSen'] as const;
type Field = (typeof PERCENT_FIELDS)[number] | (typeof RINGGIT_FIELDS)[number] | `term.${CreditTerm}`;

const LABEL: Record<(typeof PERCENT_FIELDS)[number] | (typeof RINGGIT_FIELDS)[number], string> = {
  adminChargeBp: 'feesPage.adminCharge',
  publicSectorAdminChargeBp: 'feesPage.publicSectorAdminCharge',
  cardChargeBp: 'feesPage.cardCharge',
  fpxCorporateMinSen: 'feesPage.fpxCorporateMin',
  fpxCorporateMaxSen: 'feesPage.fpxCorporateMax',
  fpxPersonalMinSen: 'feesPage.fpxPersonalMin',
  fpxPersonalMaxSen: 'feesPage.fpxPersonalMax',
};

/** The form's values: % and RM as typed. */
function formOf(rates: Rates): Record<Field, Amount> {
  const values = {} as Record<Field, Amount>;
  for (const term of CREDIT_TERMS) {
    const bp = rates.creditTermChargeBp[term];
    values[`term.${term}`] = bp === undefined ? '' : bpToPercent(bp);
  }
  for (const key of PERCENT_FIELDS) values[key] = bpToPercent(rates[key]);
  for (const key of RINGGIT_FIELDS) values[key] = senToRinggit(rates[key]);
  return values;
}

/** % → basis points and RM → sen, half-up; an empty term is not charged. */
function ratesOf(values: Record<Field, Amount>): Rates {
  const creditTermChargeBp: Rates['creditTermChargeBp'] = {};
  for (const term of CREDIT_TERMS) {
    const percent = values[`term.${term}`];
    if (percent !== '') creditTermChargeBp[term] = percentToBp(percent);
  }
  const bp = (key: (typeof PERCENT_FIELDS)[number]) => percentToBp(Number(values[key]));
  const sen = (key: (typeof RINGGIT_FIELDS)[number]) => ringgitToSen(Number(values[key]));
  return {
    creditTermChargeBp,
    adminChargeBp: bp('adminChargeBp'),
    publicSectorAdminChargeBp: bp('publicSectorAdminChargeBp'),
    cardChargeBp: bp('cardChargeBp'),
    fpxCorporateMinSen: sen('fpxCorporateMinSen'),
    fpxCorporateMaxSen: sen('fpxCorporateMaxSen'),
    fpxPersonalMinSen: sen('fpxPersonalMinSen'),
    fpxPersonalMaxSen: sen('fpxPersonalMaxSen'),
  };
}

export function FeeConfigurationPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useFeeConfiguration();
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('feesPage.title')} subtitle={t('feesPage.subtitle')} />
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('feesPage.note')}
        </Alert>
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && <FeeForm configuration={data} />}
      </Stack>
    </Screen>
  );
}

function FeeForm({ configuration }: { configuration: FeeConfiguration }) {
  const { t } = useTranslation();
  const save = useSaveFeeConfiguration();
  const [values, setValues] = useState(() => formOf(configuration.rates));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const fieldOf = (path: PropertyKey[]): Field =>
    (path[0] === 'creditTermChargeBp' ? `term.${String(path[1])}` : String(path[0])) as Field;
  const input = (key: Field, label: string, scale: 'percent' | 'ringgit') => (
    <NumberInput
      key={key}
      label={label}
      min={0}
      max={scale === 'percent' ? 100 : undefined}
      decimalScale={2}
      thousandSeparator={scale === 'ringgit' ? ',' : undefined}
      fixedDecimalScale={scale === 'ringgit'}
      value={values[key]}
      onChange={(v) => {
        setValues((current) => ({ ...current, [key]: v === '' ? '' : Number(v) }));
        setErrors((current) => ({ ...current, [key]: undefined }));
        setSaved(false);
      }}
      error={errors[key] ? t(errors[key]) : undefined}
    />
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const empty = [...PERCENT_FIELDS, ...RINGGIT_FIELDS].filter((key) => values[key] === '');
    if (empty.length > 0) return setErrors(Object.fromEntries(empty.map((key) => [key, 'validation.required'])));
    const rates = ratesOf(values);
    const parsed = feeRatesSchema.safeParse(rates);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[fieldOf(issue.path)] ??= issue.message;
      return setErrors(found);
    }
    setBusy(true);
    try {
      await save.mutateAsync(rates);
      setSaved(true);
    } catch (e) {
      if (e instanceof ApiError && e.details.length > 0)
        setErrors(Object.fromEntries(e.details.map((d) => [fieldOf(d.path.split('.')), d.message])));
      else setFailure(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="gray.7">
          {configuration.updatedAt && configuration.updatedByName
            ? t('feesPage.lastChanged', {
                name: configuration.updatedByName,
                at: formatDateTime(configuration.updatedAt),
              })
            : t('feesPage.neverChanged')}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {saved && (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
            {t('feesPage.saved')}
          </Alert>
        )}
        <Card withBorder radius="md" component="fieldset" m={0}>
          <Title order={2} fz="lg" mb="sm" component="legend" style={{ float: 'left', width: '100%' }}>
            {t('feesPage.creditTerms')}
          </Title>
          <Text size="sm" c="gray.7" mb="sm" style={{ clear: 'both' }}>
            {t('feesPage.termHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md" style={{ clear: 'both' }}>
            {CREDIT_TERMS.map((term) =>
              input(`term.${term}`, t('feesPage.creditTermLabel', { days: term }), 'percent'),
            )}
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" component="fieldset" m={0}>
          <Title order={2} fz="lg" mb="sm" component="legend" style={{ float: 'left', width: '100%' }}>
            {t('feesPage.charges')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ clear: 'both' }}>
            {PERCENT_FIELDS.map((key) => input(key, t(LABEL[key]), 'percent'))}
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" component="fieldset" m={0}>
          <Title order={2} fz="lg" mb="sm" component="legend" style={{ float: 'left', width: '100%' }}>
            {t('feesPage.fpxLimits')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ clear: 'both' }}>
            {RINGGIT_FIELDS.map((key) => input(key, t(LABEL[key]), 'ringgit'))}
          </SimpleGrid>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('feesPage.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
