/**
 * Every field of a project (spec §3) on one form, saved whole: what is missing leaves it
 * incomplete, every field given is checked with the §5 rules before it is sent, and the API's
 * answer lands at the same fields. Dates are days; bidding times are typed in Malaysian time.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileButton,
  Input,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconFile, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  BIDDING_LIMITS,
  type BiddingProject,
  type CompanyProject,
  type BiddingProjectInput,
  MALAYSIAN_STATES,
  biddingProjectInputSchema,
  projectIssues,
} from '@binamart/shared';
import { ApiError } from '@/lib/api-client';
import { useCategories } from '@/lib/categories';
import { acceptFor, uploadFile, uploadProblem } from '@/lib/uploads';
import { SitePicker } from '@/features/sites/index';

interface ProductDraft {
  specification: string;
  quantity: number | '';
  unit: string;
}

export interface ProjectDraft {
  /** the company project (site) it is for ('' for none) */
  companyProjectId: string;
  shortTitle: string;
  fullTitle: string;
  name: string;
  description: string;
  categoryId: string;
  subcategoryId: string;
  country: string;
  state: string;
  city: string;
  constructionStart: string;
  constructionEnd: string;
  deliveryStart: string;
  deliveryEnd: string;
  /** the uploaded delivery schedule ('' for none) and the name it is shown by */
  deliveryScheduleFileId: string;
  scheduleName: string;
  products: ProductDraft[];
  contactPerson: string;
  phone: string;
  remark: string;
  validUntil: string;
  bidStartAt: string;
  bidEndAt: string;
}

const KL_OFFSET_MS = 8 * 60 * 60 * 1000;
/** An ISO instant as a datetime-local value in Malaysian time ("2026-11-21T09:00"). */
const toLocalInput = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + KL_OFFSET_MS).toISOString().slice(0, 16) : '';
/** A datetime-local value read as Malaysian time. */
const fromLocalInput = (value: string) => (value ? new Date(`${value}:00+08:00`).toISOString() : undefined);

export function draftOf(project: BiddingProject | null): ProjectDraft {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    companyProjectId: text(project?.companyProject?.id),
    shortTitle: text(project?.shortTitle),
    fullTitle: text(project?.fullTitle),
    name: text(project?.name),
    description: text(project?.description),
    categoryId: text(project?.categoryId),
    subcategoryId: text(project?.subcategoryId),
    country: project?.country ?? 'Malaysia',
    state: text(project?.state),
    city: text(project?.city),
    constructionStart: text(project?.constructionStart),
    constructionEnd: text(project?.constructionEnd),
    deliveryStart: text(project?.deliveryStart),
    deliveryEnd: text(project?.deliveryEnd),
    deliveryScheduleFileId: text(project?.deliveryScheduleFileId),
    scheduleName: '',
    products: project?.products.length
      ? project.products.map((p) => ({ specification: p.specification, quantity: p.quantity, unit: p.unit }))
      : [{ specification: '', quantity: '', unit: '' }],
    contactPerson: text(project?.contactPerson),
    phone: text(project?.phone),
    remark: text(project?.remark),
    validUntil: toLocalInput(project?.validUntil ?? null),
    bidStartAt: toLocalInput(project?.bidStartAt ?? null),
    bidEndAt: toLocalInput(project?.bidEndAt ?? null),
  };
}

/** The site's address, contacts and dates fill the project; a field it lacks keeps what was typed. */
export function withSite(d: ProjectDraft, site: CompanyProject | null): ProjectDraft {
  if (!site) return { ...d, companyProjectId: '' };
  return {
    ...d,
    companyProjectId: site.id,
    name: d.name || site.name,
    country: site.country,
    state: site.state,
    city: site.city,
    contactPerson: site.contactPerson,
    phone: site.contactPhone,
    constructionStart: site.startDate ?? d.constructionStart,
    constructionEnd: site.endDate ?? d.constructionEnd,
  };
}

/** The API body: empty fields left out (the project stays incomplete), blank product rows dropped. */
export function inputOf(d: ProjectDraft): BiddingProjectInput {
  const given = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const products = d.products
    .filter((p) => p.specification.trim() !== '' || p.quantity !== '' || p.unit.trim() !== '')
    .map((p) => ({
      specification: p.specification.trim(),
      quantity: p.quantity === '' ? Number.NaN : p.quantity,
      unit: p.unit.trim(),
    }));
  return {
    companyProjectId: given(d.companyProjectId) ?? null,
    shortTitle: given(d.shortTitle),
    fullTitle: given(d.fullTitle),
    name: given(d.name),
    description: given(d.description),
    categoryId: given(d.categoryId),
    subcategoryId: given(d.subcategoryId) ?? null,
    country: given(d.country),
    state: given(d.state),
    city: given(d.city),
    constructionStart: given(d.constructionStart),
    constructionEnd: given(d.constructionEnd),
    deliveryStart: given(d.deliveryStart),
    deliveryEnd: given(d.deliveryEnd),
    deliveryScheduleFileId: given(d.deliveryScheduleFileId) ?? null,
    products: products.length > 0 ? products : undefined,
    contactPerson: given(d.contactPerson),
    phone: given(d.phone),
    remark: d.remark.trim(),
    validUntil: fromLocalInput(d.validUntil),
    bidStartAt: fromLocalInput(d.bidStartAt),
    bidEndAt: fromLocalInput(d.bidEndAt),
  };
}

/** Every problem of the input, at its field (the same keys the API answers with). */
function problemsOf(input: BiddingProjectInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const parsed = biddingProjectInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      problems[path] ??= issue.message;
    }
  }
  for (const issue of projectIssues(input)) problems[issue.path] ??= issue.key;
  return problems;
}

export function ProjectForm({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: ProjectDraft;
  saving: boolean;
  /** sends the input; rejects with the API's answer */
  onSave: (input: BiddingProjectInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof ProjectDraft>(key: K, value: ProjectDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const setProduct = (i: number, change: Partial<ProductDraft>) =>
    setDraft((d) => ({ ...d, products: d.products.map((p, j) => (j === i ? { ...p, ...change } : p)) }));
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const top = categories.filter((c) => c.parentId === null);
  const subs = categories.filter((c) => c.parentId !== null && c.parentId === draft.categoryId);

  const submit = async () => {
    setFailure(null);
    const input = inputOf(draft);
    const problems = problemsOf(input);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFailure(t('errors.validation'));
      return;
    }
    try {
      await onSave(input);
    } catch (e) {
      if (e instanceof ApiError && e.details.length > 0) {
        setErrors(Object.fromEntries(e.details.map((d) => [d.path, d.message])));
      }
      setFailure(e instanceof Error ? e.message : t('errors.internal'));
    }
  };

  const field = (key: keyof ProjectDraft, label: string, props: { required?: boolean; maxLength?: number } = {}) => (
    <TextInput
      label={label}
      value={draft[key] as string}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={error(key)}
      withAsterisk={props.required ?? true}
      maxLength={props.maxLength}
    />
  );
  const date = (key: keyof ProjectDraft, label: string) => (
    <TextInput
      type="date"
      label={label}
      value={draft[key] as string}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={error(key)}
      withAsterisk
    />
  );
  const instant = (key: keyof ProjectDraft, label: string) => (
    <TextInput
      type="datetime-local"
      label={label}
      description={t('biddingScreens.malaysianTime')}
      value={draft[key] as string}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={error(key)}
      withAsterisk
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('biddingScreens.formIntro')}
        </Text>
        <Card withBorder radius="md" padding="md">
          <Title order={2} fz="md" mb="sm">
            {t('biddingScreens.sections.project')}
          </Title>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {field('shortTitle', t('biddingScreens.fields.shortTitle'), { maxLength: 80 })}
              {field('name', t('biddingScreens.fields.name'))}
            </SimpleGrid>
            {field('fullTitle', t('biddingScreens.fields.fullTitle'))}
            <Textarea
              label={t('biddingScreens.fields.description')}
              value={draft.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={error('description')}
              withAsterisk
              autosize
              minRows={3}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label={t('biddingScreens.fields.category')}
                data={top.map((c) => ({ value: c.id, label: c.name }))}
                value={draft.categoryId || null}
                onChange={(value) => {
                  set('categoryId', value ?? '');
                  set('subcategoryId', '');
                }}
                error={error('categoryId')}
                withAsterisk
                searchable
              />
              <Select
                label={t('biddingScreens.fields.subcategory')}
                data={subs.map((c) => ({ value: c.id, label: c.name }))}
                value={draft.subcategoryId || null}
                onChange={(value) => set('subcategoryId', value ?? '')}
                error={error('subcategoryId')}
                disabled={subs.length === 0}
                clearable
              />
            </SimpleGrid>
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="md">
          <Title order={2} fz="md" mb="sm">
            {t('biddingScreens.sections.site')}
          </Title>
          <Stack gap="sm">
            <SitePicker
              value={draft.companyProjectId || null}
              error={error('companyProjectId')}
              onPick={(site) => {
                // the site's address, contacts and dates fill the project; a field it lacks keeps what was typed
                setDraft((d) => withSite(d, site));
                setErrors({});
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {field('country', t('biddingScreens.fields.country'))}
              <Select
                label={t('biddingScreens.fields.state')}
                data={[...MALAYSIAN_STATES]}
                value={draft.state || null}
                onChange={(value) => set('state', value ?? '')}
                error={error('state')}
                withAsterisk
                searchable
              />
              {field('city', t('biddingScreens.fields.city'))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              {date('constructionStart', t('biddingScreens.fields.constructionStart'))}
              {date('constructionEnd', t('biddingScreens.fields.constructionEnd'))}
              {date('deliveryStart', t('biddingScreens.fields.deliveryStart'))}
              {date('deliveryEnd', t('biddingScreens.fields.deliveryEnd'))}
            </SimpleGrid>
            <ScheduleField
              fileId={draft.deliveryScheduleFileId}
              name={draft.scheduleName}
              error={error('deliveryScheduleFileId')}
              onChange={(id, name) => setDraft((d) => ({ ...d, deliveryScheduleFileId: id, scheduleName: name }))}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {field('contactPerson', t('biddingScreens.fields.contactPerson'))}
              <TextInput
                type="tel"
                label={t('biddingScreens.fields.phone')}
                value={draft.phone}
                onChange={(e) => set('phone', e.currentTarget.value)}
                error={error('phone')}
                withAsterisk
                placeholder="012-345 6789"
              />
            </SimpleGrid>
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="md">
              {t('biddingScreens.products')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('biddingScreens.productsLimit', { count: draft.products.length, max: BIDDING_LIMITS.maxProducts })}
            </Text>
          </Group>
          <Stack gap="sm">
            {error('products') && (
              <Text c="red.8" size="sm" role="alert">
                {error('products')}
              </Text>
            )}
            {draft.products.map((product, i) => (
              <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1 }}>
                  <TextInput
                    label={t('biddingScreens.fields.specificationN', { n: i + 1 })}
                    value={product.specification}
                    onChange={(e) => setProduct(i, { specification: e.currentTarget.value })}
                    error={error(`products.${i}.specification`)}
                    withAsterisk
                  />
                  <NumberInput
                    label={t('biddingScreens.fields.quantity')}
                    value={product.quantity}
                    onChange={(value) => setProduct(i, { quantity: typeof value === 'number' ? value : '' })}
                    error={error(`products.${i}.quantity`)}
                    min={1}
                    allowDecimal={false}
                    thousandSeparator=","
                    withAsterisk
                  />
                  <TextInput
                    label={t('biddingScreens.fields.unit')}
                    value={product.unit}
                    onChange={(e) => setProduct(i, { unit: e.currentTarget.value })}
                    error={error(`products.${i}.unit`)}
                    placeholder={t('biddingScreens.unitHint')}
                    withAsterisk
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  mt={28}
                  onClick={() => setDraft((d) => ({ ...d, products: d.products.filter((_, j) => j !== i) }))}
                  aria-label={t('biddingScreens.removeProduct', { n: i + 1 })}
                  disabled={draft.products.length === 1}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() =>
                setDraft((d) => ({ ...d, products: [...d.products, { specification: '', quantity: '', unit: '' }] }))
              }
              disabled={draft.products.length >= BIDDING_LIMITS.maxProducts}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('biddingScreens.addProduct')}
            </Button>
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="md">
          <Title order={2} fz="md" mb="sm">
            {t('biddingScreens.sections.bidding')}
          </Title>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {instant('bidStartAt', t('biddingScreens.fields.bidStartAt'))}
              {instant('bidEndAt', t('biddingScreens.fields.bidEndAt'))}
              {instant('validUntil', t('biddingScreens.fields.validUntil'))}
            </SimpleGrid>
            <Text size="xs" c="gray.7">
              {t('biddingScreens.biddingRules')}
            </Text>
            <Textarea
              label={t('biddingScreens.fields.remark')}
              value={draft.remark}
              onChange={(e) => set('remark', e.currentTarget.value)}
              error={error('remark')}
              autosize
              minRows={2}
            />
          </Stack>
        </Card>

        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('biddingScreens.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('biddingScreens.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The delivery schedule: PDF, Excel or an image up to 20 MB, uploaded at once; replaced or removed. */
function ScheduleField({
  fileId,
  name,
  error,
  onChange,
}: {
  fileId: string;
  name: string;
  error?: string;
  onChange: (fileId: string, name: string) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    const refused = uploadProblem('delivery-schedule', file);
    if (refused) return setProblem(t(refused[0], refused[1]));
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await uploadFile('delivery-schedule', file);
      onChange(uploaded.id, file.name);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  const label = t('biddingScreens.fields.deliveryScheduleFileId');
  return (
    <Input.Wrapper label={label} description={t('biddingScreens.scheduleHint')} error={problem ?? error}>
      <Group gap="sm" mt={4}>
        {fileId && (
          <Group gap={4} wrap="nowrap">
            <IconFile size={16} aria-hidden />
            <Text size="sm">{name || t('biddingScreens.scheduleAttached')}</Text>
          </Group>
        )}
        <FileButton onChange={(file) => void upload(file)} accept={acceptFor('delivery-schedule')}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={busy}
              leftSection={<IconUpload size={14} aria-hidden />}
              aria-label={`${fileId ? t('biddingScreens.replaceFile') : t('biddingScreens.uploadFile')}: ${label}`}
            >
              {fileId ? t('biddingScreens.replaceFile') : t('biddingScreens.uploadFile')}
            </Button>
          )}
        </FileButton>
        {fileId && (
          <Button size="xs" variant="subtle" c="red.9" onClick={() => onChange('', '')}>
            {t('biddingScreens.removeFile')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
