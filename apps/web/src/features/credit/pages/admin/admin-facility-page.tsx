/**
 * /admin/cl/detail/:id (company facility) and /admin/cl/projects/:id (project facility): the balances,
 * the ledger history page by page, and — with admCl Write — setting the limit or the status.
 */
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  ACTION_NEEDS,
  CREDIT_FACILITY_STATUSES,
  type CreditFacility,
  type CreditLedgerEntry,
  formatDateTime,
  formatMoney,
  senToRinggit,
} from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { PagedList } from '@/components/ui/paged-list';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/use-can';
import { useAdminFacility } from '../../api/use-admin-facility';
import { type FacilityStatus } from '../../api/use-admin-facilities';
import { useChangeFacility } from '../../api/use-change-facility';
import { FACILITY_LEDGER_PAGE_SIZE as LEDGER_PAGE_SIZE, useFacilityLedger } from '../../api/use-facility-ledger';
import { LimitFields, useLimitForm } from '../../components/admin/limit-form';
import { FacilityStatusBadge } from '../../components/admin/credit-badges';

export function AdminFacilityPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: facility, error, refetch } = useAdminFacility(id);
  // admCl Write sets the limit and the status; without it the page says whom to ask
  const setLimit = useCan(ACTION_NEEDS.setCreditLimit);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/cl/cllist" size="sm">
          ← {t('adminCredit.facility.back')}
        </Anchor>
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!facility && !error && <PageLoader />}
        {facility && (
          <>
            <PageHeader
              title={facility.projectName ?? facility.company.name}
              subtitle={
                <Group gap={6} component="span">
                  <FacilityStatusBadge status={facility.status} />
                  <Text span size="sm" c="gray.7">
                    {t(`adminCredit.facilityKind.${facility.kind}`)}
                    {facility.projectName && ` · ${facility.company.name}`}
                    {facility.contractNumber && ` · ${facility.contractNumber}`}
                  </Text>
                </Group>
              }
            />
            <Balances facility={facility} />
            {setLimit.allowed && (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <SetLimit facility={facility} />
                <SetStatus facility={facility} />
              </SimpleGrid>
            )}
            {setLimit.reason && (
              <Alert color="gray" role="note" icon={<IconLock aria-hidden />}>
                {setLimit.reason}
              </Alert>
            )}
            <Ledger facilityId={facility.id} />
          </>
        )}
      </Stack>
    </Screen>
  );
}

function Balances({ facility }: { facility: CreditFacility }) {
  const { t } = useTranslation();
  const items: [string, number, string?][] = [
    [t('adminCredit.fields.approvedLimit'), facility.approvedSen],
    [t('adminCredit.fields.reserved'), facility.reservedSen, t('adminCredit.facility.reservedHint')],
    [t('adminCredit.fields.invoiced'), facility.postedSen, t('adminCredit.facility.invoicedHint')],
    [t('adminCredit.fields.available'), facility.availableSen],
  ];
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="facility-balances">
      <Title order={2} fz="lg" mb="sm" id="facility-balances">
        {t('adminCredit.facility.balances')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
        {items.map(([label, sen, hint], index) => (
          <div key={label}>
            <Text component="dt" size="xs" c="gray.7">
              {label}
            </Text>
            <Text
              component="dd"
              m={0}
              fz={{ base: 'md', sm: 'xl' }}
              fw={700}
              c={index === 3 ? (sen > 0 ? 'teal.9' : 'red.8') : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {formatMoney(sen)}
            </Text>
            {hint && (
              <Text component="dd" m={0} size="xs" c="gray.7">
                {hint}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" c="gray.7" mt="sm">
        {t('adminCredit.facility.updated', { at: formatDateTime(facility.updatedAt) })}
      </Text>
    </Card>
  );
}

const signed = (sen: number) => (sen === 0 ? '—' : `${sen > 0 ? '+' : '−'}${formatMoney(Math.abs(sen))}`);

function Ledger({ facilityId }: { facilityId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  const { data, error, refetch } = useFacilityLedger(facilityId, page);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="facility-ledger" p={0}>
      <Title order={2} fz="lg" p="md" pb="xs" id="facility-ledger">
        {t('adminCredit.facility.ledger')}
      </Title>
      <Stack gap="sm" p="md" pt={0}>
        <PagedList
          query={{ data, error, refetch }}
          pageSize={LEDGER_PAGE_SIZE}
          page={page}
          onPage={(next) => setParams({ page: String(next) })}
          empty={
            <Text size="sm" c="gray.7">
              {t('adminCredit.facility.noLedger')}
            </Text>
          }
        >
          {(items) => (
            <>
              <LedgerTable entries={items} />
              <Stack gap="xs" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((entry) => (
                  <li key={entry.id}>
                    <LedgerCard entry={entry} />
                  </li>
                ))}
              </Stack>
            </>
          )}
        </PagedList>
      </Stack>
    </Card>
  );
}

function EntryReference({ entry }: { entry: CreditLedgerEntry }) {
  const { t } = useTranslation();
  return (
    <>
      {entry.orderId && entry.orderNumber && (
        <Anchor component={Link} to={`/admin/order/${entry.orderId}`} size="sm">
          {t('adminCredit.facility.order', { number: entry.orderNumber })}
        </Anchor>
      )}
      {entry.note && (
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {entry.note}
        </Text>
      )}
    </>
  );
}

function LedgerTable({ entries }: { entries: CreditLedgerEntry[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760} visibleFrom="md">
      <Table verticalSpacing="xs" striped>
        <Table.Caption>{t('adminCredit.facility.ledgerCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminCredit.facility.when')}</Table.Th>
            <Table.Th>{t('adminCredit.facility.entry')}</Table.Th>
            <Table.Th ta="right">{t('adminCredit.fields.approvedLimit')}</Table.Th>
            <Table.Th ta="right">{t('adminCredit.fields.reserved')}</Table.Th>
            <Table.Th ta="right">{t('adminCredit.fields.invoiced')}</Table.Th>
            <Table.Th ta="right">{t('adminCredit.facility.availableAfter')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.at)}
                </Text>
                {entry.actorName && (
                  <Text size="xs" c="gray.7">
                    {entry.actorName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {t(`creditLedgerKind.${entry.kind}`)}
                </Text>
                <EntryReference entry={entry} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {signed(entry.approvedDeltaSen)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {signed(entry.reservedDeltaSen)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {signed(entry.postedDeltaSen)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600}>
                {formatMoney(entry.availableAfterSen)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LedgerCard({ entry }: { entry: CreditLedgerEntry }) {
  const { t } = useTranslation();
  const deltas: [string, number][] = [
    [t('adminCredit.fields.approvedLimit'), entry.approvedDeltaSen],
    [t('adminCredit.fields.reserved'), entry.reservedDeltaSen],
    [t('adminCredit.fields.invoiced'), entry.postedDeltaSen],
  ];
  return (
    <Card withBorder radius="sm" p="sm" component="article">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600}>
          {t(`creditLedgerKind.${entry.kind}`)}
        </Text>
        <Text size="xs" c="gray.7" ta="right">
          {formatDateTime(entry.at)}
        </Text>
      </Group>
      <EntryReference entry={entry} />
      {deltas
        .filter(([, sen]) => sen !== 0)
        .map(([label, sen]) => (
          <Group key={label} justify="space-between" wrap="nowrap">
            <Text size="sm">{label}</Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {signed(sen)}
            </Text>
          </Group>
        ))}
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('adminCredit.facility.availableAfter')}</Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(entry.availableAfterSen)}
        </Text>
      </Group>
      {entry.actorName && (
        <Text size="xs" c="gray.7">
          {entry.actorName}
        </Text>
      )}
    </Card>
  );
}

function SetLimit({ facility }: { facility: CreditFacility }) {
  const { t } = useTranslation();
  const changeFacility = useChangeFacility();
  const form = useLimitForm(senToRinggit(facility.approvedSen));
  const [done, setDone] = useState<string | null>(null);
  const submit = async () => {
    setDone(null);
    const saved = await form.submit((approvedSen, note) =>
      changeFacility.mutateAsync({ change: 'limit', id: facility.id, approvedSen, note }),
    );
    if (!saved) return;
    setDone(t('adminCredit.set.saved', { amount: formatMoney(saved.approvedSen) }));
    form.setAmount(senToRinggit(saved.approvedSen));
  };
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="set-limit">
      <Title order={2} fz="lg" mb="xs" id="set-limit">
        {t('adminCredit.facility.setLimit')}
      </Title>
      <LimitFields form={form} floorSen={facility.reservedSen + facility.postedSen} onSubmit={() => void submit()}>
        {done && (
          <Alert color="teal" role="status" icon={<IconCircleCheck aria-hidden />}>
            {done}
          </Alert>
        )}
      </LimitFields>
    </Card>
  );
}

function SetStatus({ facility }: { facility: CreditFacility }) {
  const { t } = useTranslation();
  const changeFacility = useChangeFacility();
  const [status, setStatusValue] = useState<FacilityStatus>(facility.status);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setFailure(null);
    setDone(null);
    setNoteError(note.trim() ? null : t('validation.required'));
    if (!note.trim()) return;
    setBusy(true);
    try {
      const saved = await changeFacility.mutateAsync({ change: 'status', id: facility.id, status, note: note.trim() });
      setDone(t('adminCredit.facility.statusSaved', { status: t(`facilityStatus.${saved.status}`) }));
      setNote('');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="set-status">
      <Title order={2} fz="lg" mb="xs" id="set-status">
        {t('adminCredit.facility.setStatus')}
      </Title>
      <Text size="xs" c="gray.7" mb="sm">
        {t('adminCredit.facility.statusHint')}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {done && (
            <Alert color="teal" role="status" icon={<IconCircleCheck aria-hidden />}>
              {done}
            </Alert>
          )}
          <Select
            label={t('adminCredit.fields.status')}
            data={CREDIT_FACILITY_STATUSES.map((s) => ({ value: s, label: t(`facilityStatus.${s}`) }))}
            value={status}
            onChange={(value) => value && setStatusValue(value as FacilityStatus)}
            withAsterisk
          />
          <Textarea
            label={t('adminCredit.set.note')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={noteError}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="default" loading={busy} disabled={status === facility.status}>
              {t('adminCredit.facility.saveStatus')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
