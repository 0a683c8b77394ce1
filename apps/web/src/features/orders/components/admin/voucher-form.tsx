/**
 * Every field of a voucher. Amounts are typed in RM and percentages in %, and become sen and
 * basis points for the API (voucherInputSchema); the validity window is typed in Malaysian time.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Input,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  type Voucher,
  type VoucherInput,
  bpToPercent,
  percentToBp,
  ringgitToSen,
  senToRinggit,
  voucherInputSchema,
} from '@binamart/shared';
import { ApiError } from '@/lib/api-client';
import { useCategories } from '@/lib/categories';
import { useAdminCompanies } from '@/features/company/index';

/** What the form holds: RM and % as typed (empty string = not given). */
interface Draft {
  code: string;
  description: string;
  kind: 'fixed' | 'percent';
  amount: number | '';
  percent: number | '';
  cap: number | '';
  minSpend: number | '';
  startsAt: string;
  endsAt: string;
  totalLimit: number | '';
  perBuyerLimit: number | '';
  sellerCompanyId: string | null;
  categoryId: string | null;
  active: boolean;
}

type Field = keyof Draft;
/** The API's field names for the form's (sen and basis points are typed as RM and %). */
const FIELD_OF: Record<string, Field> = {
  amountSen: 'amount',
  percentBp: 'percent',
  maxDiscountSen: 'cap',
  minSpendSen: 'minSpend',
};

const KL_OFFSET_MS = 8 * 60 * 60 * 1000;
/** An ISO instant as a datetime-local value in Malaysian time ("2026-11-21T09:00"). */
const toLocalInput = (iso: string) => new Date(new Date(iso).getTime() + KL_OFFSET_MS).toISOString().slice(0, 16);
/** A datetime-local value read as Malaysian time. */
const fromLocalInput = (value: string) => (value ? `${value}:00+08:00` : '');

const senToRm = (sen: number | null) => (sen === null ? '' : senToRinggit(sen));
const orNull = (value: number | '') => (value === '' ? null : value);

function draftOf(voucher: Voucher | null): Draft {
  const now = new Date();
  return voucher
    ? {
        code: voucher.code,
        description: voucher.description,
        kind: voucher.kind,
        amount: senToRm(voucher.amountSen),
        percent: voucher.percentBp === null ? '' : bpToPercent(voucher.percentBp),
        cap: senToRm(voucher.maxDiscountSen),
        minSpend: senToRinggit(voucher.minSpendSen),
        startsAt: toLocalInput(voucher.startsAt),
        endsAt: toLocalInput(voucher.endsAt),
        totalLimit: voucher.totalLimit ?? '',
        perBuyerLimit: voucher.perBuyerLimit ?? '',
        sellerCompanyId: voucher.sellerCompanyId,
        categoryId: voucher.categoryId,
        active: voucher.active,
      }
    : {
        code: '',
        description: '',
        kind: 'fixed',
        amount: '',
        percent: '',
        cap: '',
        minSpend: 0,
        startsAt: toLocalInput(now.toISOString()).slice(0, 11) + '00:00',
        endsAt: toLocalInput(new Date(now.getTime() + 30 * 86_400_000).toISOString()).slice(0, 11) + '23:59',
        totalLimit: '',
        perBuyerLimit: '',
        sellerCompanyId: null,
        categoryId: null,
        active: true,
      };
}

/** The API body: RM → sen (half-up), % → basis points. */
function inputOf(d: Draft): VoucherInput {
  return {
    code: d.code,
    description: d.description,
    kind: d.kind,
    amountSen: d.kind === 'fixed' && d.amount !== '' ? ringgitToSen(d.amount) : null,
    percentBp: d.kind === 'percent' && d.percent !== '' ? percentToBp(d.percent) : null,
    maxDiscountSen: d.kind === 'percent' && d.cap !== '' ? ringgitToSen(d.cap) : null,
    minSpendSen: d.minSpend === '' ? 0 : ringgitToSen(d.minSpend),
    startsAt: fromLocalInput(d.startsAt),
    endsAt: fromLocalInput(d.endsAt),
    totalLimit: orNull(d.totalLimit),
    perBuyerLimit: orNull(d.perBuyerLimit),
    sellerCompanyId: d.sellerCompanyId,
    categoryId: d.categoryId,
    active: d.active,
  };
}

export function VoucherForm({
  voucher,
  onSave,
  onClose,
}: {
  voucher: Voucher | null;
  onSave: (input: VoucherInput) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [draft, setDraft] = useState<Draft>(() => draftOf(voucher));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sellerSearch, setSellerSearch] = useState(voucher?.sellerName ?? '');
  const sellers = useAdminCompanies({
    kind: 'seller',
    q: sellerSearch === (voucher?.sellerName ?? '') ? '' : sellerSearch,
    pageSize: 20,
  });
  const set = <K extends Field>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const fieldOf = (path: string): Field => FIELD_OF[path] ?? (path as Field);
  const error = (key: Field) => (errors[key] ? t(errors[key]) : undefined);
  const number = (value: string | number): number | '' => (value === '' ? '' : Number(value));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = inputOf(draft);
    const parsed = voucherInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[fieldOf(String(issue.path[0]))] ??= issue.message;
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      await onSave(input);
    } catch (e) {
      if (e instanceof ApiError && e.details.length > 0) {
        setErrors(Object.fromEntries(e.details.map((d) => [fieldOf(d.path.split('.')[0]!), d.message])));
      } else if (e instanceof ApiError && e.code === 'voucher_code_taken') {
        setErrors({ code: e.message });
      } else setFailure(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  const sellerData = (sellers.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (voucher?.sellerCompanyId && voucher.sellerName && !sellerData.some((o) => o.value === voucher.sellerCompanyId))
    sellerData.unshift({ value: voucher.sellerCompanyId, label: voucher.sellerName });
  const categoryData = categories.map((c) => ({
    value: c.id,
    label: c.parentId ? `${categories.find((p) => p.id === c.parentId)?.name ?? ''} › ${c.name}` : c.name,
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('vouchersPage.code')}
          description={t('vouchersPage.codeHint')}
          withAsterisk
          data-autofocus
          value={draft.code}
          onChange={(e) => set('code', e.currentTarget.value.toUpperCase())}
          error={error('code')}
          maxLength={40}
        />
        <Textarea
          label={t('vouchersPage.description')}
          autosize
          minRows={2}
          value={draft.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={error('description')}
          maxLength={300}
        />
        <Input.Wrapper label={t('vouchersPage.kind')} labelElement="div" id="voucher-kind">
          <SegmentedControl
            fullWidth
            mt={4}
            aria-labelledby="voucher-kind-label"
            value={draft.kind}
            onChange={(value) => set('kind', value as Draft['kind'])}
            data={[
              { value: 'fixed', label: t('vouchersPage.kindFixed') },
              { value: 'percent', label: t('vouchersPage.kindPercent') },
            ]}
          />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {draft.kind === 'fixed' ? (
            <NumberInput
              label={t('vouchersPage.amount')}
              withAsterisk
              min={0.01}
              decimalScale={2}
              thousandSeparator=","
              value={draft.amount}
              onChange={(v) => set('amount', number(v))}
              error={error('amount')}
            />
          ) : (
            <>
              <NumberInput
                label={t('vouchersPage.percent')}
                withAsterisk
                min={0.01}
                max={100}
                decimalScale={2}
                value={draft.percent}
                onChange={(v) => set('percent', number(v))}
                error={error('percent')}
              />
              <NumberInput
                label={t('vouchersPage.cap')}
                description={t('vouchersPage.capHint')}
                min={0.01}
                decimalScale={2}
                thousandSeparator=","
                value={draft.cap}
                onChange={(v) => set('cap', number(v))}
                error={error('cap')}
              />
            </>
          )}
          <NumberInput
            label={t('vouchersPage.minSpendLabel')}
            description={t('vouchersPage.minSpendHint')}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={draft.minSpend}
            onChange={(v) => set('minSpend', number(v))}
            error={error('minSpend')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="datetime-local"
            label={t('vouchersPage.startsAt')}
            description={t('vouchersPage.timeHint')}
            withAsterisk
            value={draft.startsAt}
            onChange={(e) => set('startsAt', e.currentTarget.value)}
            error={error('startsAt')}
          />
          <TextInput
            type="datetime-local"
            label={t('vouchersPage.endsAt')}
            description={t('vouchersPage.timeHint')}
            withAsterisk
            value={draft.endsAt}
            onChange={(e) => set('endsAt', e.currentTarget.value)}
            error={error('endsAt')}
          />
          <NumberInput
            label={t('vouchersPage.totalLimit')}
            description={t('vouchersPage.limitHint')}
            min={1}
            allowDecimal={false}
            value={draft.totalLimit}
            onChange={(v) => set('totalLimit', number(v))}
            error={error('totalLimit')}
          />
          <NumberInput
            label={t('vouchersPage.perBuyerLimit')}
            description={t('vouchersPage.limitHint')}
            min={1}
            allowDecimal={false}
            value={draft.perBuyerLimit}
            onChange={(v) => set('perBuyerLimit', number(v))}
            error={error('perBuyerLimit')}
          />
          <Select
            label={t('vouchersPage.seller')}
            placeholder={t('vouchersPage.sellerPlaceholder')}
            searchable
            clearable
            data={sellerData}
            filter={({ options }) => options}
            searchValue={sellerSearch}
            onSearchChange={setSellerSearch}
            value={draft.sellerCompanyId}
            onChange={(value) => set('sellerCompanyId', value)}
            error={error('sellerCompanyId')}
          />
          <Select
            label={t('vouchersPage.category')}
            placeholder={t('vouchersPage.categoryPlaceholder')}
            searchable
            clearable
            data={categoryData}
            value={draft.categoryId}
            onChange={(value) => set('categoryId', value)}
            error={error('categoryId')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('vouchersPage.activeLabel')}
          description={t('vouchersPage.activeHint')}
          checked={draft.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('vouchersPage.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
