/** Pieces of the buyer credit pages: status badges, the facility's figures, its ledger and a list of applications. */
import { Alert, Anchor, Badge, Box, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import {
  type CreditApplicationStatus,
  type CreditFacility,
  type CreditLedgerEntry,
  formatDate,
  formatDateTime,
  formatMoney,
  creditApplicationAllows,
} from '@binamart/shared';
import { PagedList } from '@/components/ui/paged-list';
import { OverdueCreditNote } from '@/features/checkout/index';
import type { CreditApplicationSummary } from '../api/use-credit-overview';
import { LEDGER_PAGE_SIZE, useLedger } from '../api/use-ledger';

const STATUS_COLOURS: Record<CreditApplicationStatus, string> = {
  draft: 'gray.7',
  submitted: 'blue.8',
  documentsRequested: 'orange.9',
  approved: 'teal.9',
  rejected: 'red.8',
};
const FACILITY_COLOURS: Record<CreditFacility['status'], string> = {
  active: 'teal.9',
  overdue: 'orange.9',
  inactive: 'gray.7',
};

export function ApplicationStatusBadge({ status }: { status: CreditApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="filled" radius="sm">
      {t(`creditStatus.${status}`)}
    </Badge>
  );
}

export function FacilityStatusBadge({ status }: { status: CreditFacility['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={FACILITY_COLOURS[status]} variant="filled" radius="sm">
      {t(`facilityStatus.${status}`)}
    </Badge>
  );
}

/** Where an application opens: the form while the buyer may still change it, else the read-only view. */
export function applicationPath(a: Pick<CreditApplicationSummary, 'id' | 'kind' | 'status'>, canEdit: boolean) {
  if (canEdit && creditApplicationAllows(a.status, 'edit')) return `/cl/apply/${a.id}`;
  if (a.kind === 'project') return `/cl/projectcl/${a.id}`;
  return a.kind === 'topup' ? `/tclApplication/${a.id}` : `/clApplication/${a.id}`;
}

/** An application's name in lists: its project, or its kind. */
export function applicationName(a: Pick<CreditApplicationSummary, 'kind' | 'projectName'>, t: (k: string) => string) {
  return a.kind === 'project' && a.projectName ? a.projectName : t(`creditKind.${a.kind}`);
}

function Figure({ label, value, hint, strong }: { label: string; value: string; hint?: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={strong ? 24 : 20} fw={700} c={strong ? 'siteBlue.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/** Approved, used (reserved + invoiced) and available, with a bar of the used share. */
export function FacilityFigures({ facility }: { facility: CreditFacility }) {
  const { t } = useTranslation();
  const used = facility.reservedSen + facility.postedSen;
  const percent = facility.approvedSen > 0 ? Math.min(100, Math.round((used / facility.approvedSen) * 100)) : 0;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure label={t('creditPage.approved')} value={formatMoney(facility.approvedSen)} />
        <Figure label={t('creditPage.used')} value={formatMoney(used)} hint={t('creditPage.usedHint')} />
        <Figure label={t('creditPage.available')} value={formatMoney(facility.availableSen)} strong />
      </SimpleGrid>
      <Progress
        value={percent}
        color={percent >= 90 ? 'red.7' : percent >= 70 ? 'orange.7' : 'siteBlue.7'}
        size="lg"
        radius="xl"
        aria-label={t('creditPage.usedShare', { percent })}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="gray.7">
          {t('creditPage.usedShare', { percent })}
        </Text>
        <Text size="sm" c="gray.7">
          {t('creditPage.reserved')}: {formatMoney(facility.reservedSen)} · {t('creditPage.invoiced')}:{' '}
          {formatMoney(facility.postedSen)}
        </Text>
      </Group>
      {facility.status === 'overdue' && <OverdueCreditNote />}
      {facility.status === 'inactive' && (
        <Alert color="gray" role="status">
          {t('creditPage.inactiveNote')}
        </Alert>
      )}
    </Stack>
  );
}

/** What an entry did to the available credit: more limit adds, reserving and invoicing take. */
function availableChange(e: CreditLedgerEntry) {
  return e.approvedDeltaSen - e.reservedDeltaSen - e.postedDeltaSen;
}

function signed(sen: number) {
  return sen > 0 ? `+ ${formatMoney(sen)}` : sen < 0 ? `− ${formatMoney(-sen)}` : formatMoney(0);
}

function OrderLink({ entry }: { entry: CreditLedgerEntry }) {
  if (!entry.orderId || !entry.orderNumber) return <>—</>;
  return (
    <Anchor component={Link} to={`/order/${entry.orderId}`} size="sm">
      {entry.orderNumber}
    </Anchor>
  );
}

/** The facility's ledger, newest first, a page at a time: a table on wide screens, a list on phones. */
export function LedgerHistory({ facilityId, headingId }: { facilityId: string; headingId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useLedger(facilityId, page);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb="sm" id={headingId}>
        {t('creditPage.ledgerTitle')}
      </Title>
      <PagedList
        query={{ data, error, refetch }}
        pageSize={LEDGER_PAGE_SIZE}
        page={page}
        onPage={setPage}
        empty={
          <Text size="sm" c="gray.7">
            {t('creditPage.ledgerEmpty')}
          </Text>
        }
      >
        {(items) => (
          <Stack gap="sm">
            <Box visibleFrom="sm">
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('creditPage.ledger.date')}</Table.Th>
                    <Table.Th>{t('creditPage.ledger.entry')}</Table.Th>
                    <Table.Th>{t('creditPage.ledger.order')}</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>{t('creditPage.ledger.change')}</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>{t('creditPage.ledger.availableAfter')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {t(`creditLedgerKind.${e.kind}`)}
                        </Text>
                        {e.note && (
                          <Text size="xs" c="gray.7">
                            {e.note}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <OrderLink entry={e} />
                      </Table.Td>
                      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                        {signed(availableChange(e))}
                      </Table.Td>
                      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                        {formatMoney(e.availableAfterSen)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
            <Stack gap={0} component="ul" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }}>
              {items.map((e) => (
                <li key={e.id} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
                  <Stack gap={2} py="xs">
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {t(`creditLedgerKind.${e.kind}`)}
                      </Text>
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {signed(availableChange(e))}
                      </Text>
                    </Group>
                    <Group justify="space-between" gap="xs">
                      <Text size="xs" c="gray.7">
                        {formatDateTime(e.at)}
                        {e.orderNumber ? ' · ' : ''}
                        {e.orderNumber && <OrderLink entry={e} />}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {t('creditPage.ledger.availableAfter')}: {formatMoney(e.availableAfterSen)}
                      </Text>
                    </Group>
                    {e.note && (
                      <Text size="xs" c="gray.7">
                        {e.note}
                      </Text>
                    )}
                  </Stack>
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </PagedList>
    </Card>
  );
}

/** Applications as cards that fit a phone: kind, status, amounts, dates and where to open each. */
export function ApplicationList({
  applications,
  canEdit,
  empty,
  onDelete,
}: {
  applications: CreditApplicationSummary[];
  canEdit: boolean;
  empty: string;
  onDelete?: (a: CreditApplicationSummary) => void;
}) {
  const { t } = useTranslation();
  if (applications.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {empty}
      </Text>
    );
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {applications.map((a) => {
        const name = applicationName(a, t);
        const editable = canEdit && creditApplicationAllows(a.status, 'edit');
        return (
          <li key={a.id} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Group justify="space-between" align="flex-start" py="sm" gap="sm">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Group gap="xs">
                  <Text size="sm" fw={700}>
                    {name}
                  </Text>
                  <ApplicationStatusBadge status={a.status} />
                </Group>
                {a.kind === 'project' && (
                  <Text size="xs" c="gray.7">
                    {t('creditKind.project')}
                    {a.contractNumber ? ` · ${t('creditPage.contractNumber', { number: a.contractNumber })}` : ''}
                  </Text>
                )}
                <Text size="xs" c="gray.7">
                  {t('creditList.requested')}: {a.requestedSen != null ? formatMoney(a.requestedSen) : '—'}
                  {a.approvedSen != null && ` · ${t('creditList.approved')}: ${formatMoney(a.approvedSen)}`}
                </Text>
                <Text size="xs" c="gray.7">
                  {t('creditList.updated')}: {formatDate(a.updatedAt)}
                  {a.status === 'submitted' &&
                    a.stage &&
                    ` · ${t('creditList.stage', { tier: t(`creditTier.${a.stage}`) })}`}
                </Text>
              </Stack>
              <Group gap="xs">
                <Anchor
                  component={Link}
                  to={applicationPath(a, canEdit)}
                  size="sm"
                  fw={600}
                  aria-label={t(editable ? 'creditList.continueFor' : 'creditList.viewFor', { name })}
                >
                  {editable ? t('creditList.continue') : t('creditList.view')}
                </Anchor>
                {onDelete && canEdit && creditApplicationAllows(a.status, 'discard') && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    c="red.8"
                    onClick={() => onDelete(a)}
                    aria-label={t('creditList.deleteFor', { name })}
                  >
                    {t('creditList.delete')}
                  </Anchor>
                )}
              </Group>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
