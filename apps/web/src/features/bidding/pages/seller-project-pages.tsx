/**
 * The supplier's side of a project: /seller/bidding/details/{id} (the project, its schedule, and
 * the supplier's own bid with its state) and /seller/bidding/bid/{id} (a unit price per item in
 * RM or USD, the total as it is typed, at least one item priced; placed once, revised once in the
 * second cycle when shortlisted).
 */
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconGavel } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  type BidView,
  type SellerProjectDetail,
  bidInputSchema,
  bidTotalSen,
  formatDateTime,
  formatMoney,
  hasPermission,
  ringgitToSen,
  senToRinggit,
} from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { holdsCapability } from '@/lib/user-access';
import { useSellerProject, useSubmitBid } from '../api/bidding-api';
import { BidStatusBadge, ProjectStatusBadge } from '../components/project-badges';
import { ProjectFacts } from '../components/project-facts';
import { DoneAlert } from '@/components/ui/done-alert';

/** What the supplier may do with its bid now: place it, revise it, or nothing. */
function bidMove(project: SellerProjectDetail): 'place' | 'revise' | null {
  const bid = project.myBid;
  if (!bid) return project.status === 'active' ? 'place' : null;
  return project.cycleTwoOpen && bid.status === 'shortlisted' ? 'revise' : null;
}

function useMayBid() {
  const user = useAuthUser();
  return user !== null && hasPermission(user.permissions, 'sellBid', 'Write') && holdsCapability(user, 'bid');
}

function useSellerProjectPage() {
  const { id = '' } = useParams();
  const query = useSellerProject(id);
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return { id, ...query, notFound };
}

function MyBid({ project, bid }: { project: SellerProjectDetail; bid: BidView }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="md">
            {t('biddingScreens.yourBid')}
          </Title>
          <BidStatusBadge status={bid.status} />
        </Group>
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Tbody>
              {project.products.map((p, i) => {
                const price = bid.lines.find((l) => l.productLineId === p.id)?.unitPriceSen ?? null;
                return (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      {i + 1}. {p.specification}
                    </Table.Td>
                    <Table.Td ta="right">
                      {p.quantity} {p.unit}
                    </Table.Td>
                    <Table.Td ta="right">
                      {price === null ? t('biddingScreens.notOffered') : formatMoney(price, bid.currency)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              <Table.Tr>
                <Table.Td colSpan={2} fw={700}>
                  {t('biddingScreens.total')}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatMoney(bid.totalSen, bid.currency)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {bid.remarks && (
          <Text size="sm" c="gray.7">
            {t('biddingScreens.terms')}: {bid.remarks}
          </Text>
        )}
        <Text size="xs" c="gray.7">
          {t('biddingScreens.submittedAt', { at: formatDateTime(bid.submittedAt) })}
        </Text>
      </Stack>
    </Card>
  );
}

export function SellerProjectPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const mayBid = useMayBid();
  const { data: project, error, refetch, notFound } = useSellerProjectPage();
  const [done, setDone] = useState((location.state as { bid?: string } | null)?.bid ?? null);
  if (notFound) return <NotFoundMessage />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!project) return <PageLoader />;
  const move = bidMove(project);
  return (
    <Screen>
      <Stack gap="md">
        <PageHeader
          title={`${project.number} · ${project.shortTitle ?? ''}`}
          subtitle={<ProjectStatusBadge status={project.status} />}
          actions={
            mayBid &&
            move && (
              <Button
                component={Link}
                to={`/seller/bidding/bid/${project.id}`}
                leftSection={<IconGavel size={16} aria-hidden />}
              >
                {t(move === 'place' ? 'biddingScreens.placeBid' : 'biddingScreens.reviseBid')}
              </Button>
            )
          }
        />
        <DoneAlert
          message={done && t(done === 'revise' ? 'biddingScreens.done.revise' : 'biddingScreens.done.place')}
          onClose={() => setDone(null)}
        />
        {project.status === 'active' && project.bidEndAt && (
          <Alert color="blue">{t('biddingScreens.openUntil', { at: formatDateTime(project.bidEndAt) })}</Alert>
        )}
        {move === 'revise' && (
          <Alert color="violet">
            {t('biddingScreens.invitedCycleTwo', { at: formatDateTime(project.cycleTwoEndAt!) })}
          </Alert>
        )}
        {project.myBid && <MyBid project={project} bid={project.myBid} />}
        <ProjectFacts project={project} scheduleUrl={`/api/seller/bidding/projects/${project.id}/schedule`} />
      </Stack>
    </Screen>
  );
}

/** A price typed in RM (or USD) per line; empty for an item not offered. */
type Prices = Record<string, number | ''>;

/** The number a price field holds (it reports "3380.00" as a string while formatted). */
function amountOf(value: number | string): number | '' {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : '';
}

export function BidPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id, data: project, error, refetch, notFound } = useSellerProjectPage();
  if (notFound) return <NotFoundMessage />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!project) return <PageLoader />;
  const move = bidMove(project);
  if (!move) {
    return (
      <Screen>
        <Stack gap="md">
          <PageHeader title={`${project.number} · ${project.shortTitle ?? ''}`} />
          <Alert color="orange" icon={<IconAlertCircle aria-hidden />}>
            {t(project.myBid ? 'bidding.revisionNotAllowed' : 'bidding.sessionEnded')}
          </Alert>
          <Button
            component={Link}
            to={`/seller/bidding/details/${id}`}
            variant="default"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('biddingScreens.backToProject')}
          </Button>
        </Stack>
      </Screen>
    );
  }
  return (
    <BidForm
      project={project}
      revise={move === 'revise'}
      onDone={() => void navigate(`/seller/bidding/details/${id}`, { state: { bid: move } })}
    />
  );
}

function BidForm({ project, revise, onDone }: { project: SellerProjectDetail; revise: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitBid(project.id, revise);
  const old = project.myBid;
  const [currency, setCurrency] = useState<'MYR' | 'USD'>(old?.currency ?? 'MYR');
  const [prices, setPrices] = useState<Prices>(() =>
    Object.fromEntries(
      project.products.map((p) => {
        const price = old?.lines.find((l) => l.productLineId === p.id)?.unitPriceSen ?? null;
        return [p.id, price === null ? '' : senToRinggit(price)];
      }),
    ),
  );
  const [remarks, setRemarks] = useState(old?.remarks ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const lines = project.products.map((p) => ({
    productLineId: p.id,
    unitPriceSen: prices[p.id] === '' || prices[p.id] === undefined ? null : ringgitToSen(prices[p.id] as number),
  }));
  const total = bidTotalSen(lines, new Map(project.products.map((p) => [p.id, p.quantity])));

  const send = async () => {
    setFailure(null);
    const parsed = bidInputSchema.safeParse({ currency, lines, remarks });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      setFailure(t(parsed.error.issues[0]!.message));
      return;
    }
    setErrors({});
    try {
      await submit.mutateAsync(parsed.data);
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.details.length > 0) {
        setErrors(Object.fromEntries(e.details.map((d) => [d.path, d.message])));
      }
      setFailure(e instanceof Error ? e.message : t('errors.internal'));
    }
  };

  return (
    <Screen>
      <Stack gap="md">
        <PageHeader
          title={t(revise ? 'biddingScreens.reviseBid' : 'biddingScreens.placeBid')}
          subtitle={`${project.number} · ${project.shortTitle ?? ''} · ${project.buyer.name}`}
        />
        <Alert color="blue">
          {revise
            ? t('biddingScreens.reviseIntro', { at: formatDateTime(project.cycleTwoEndAt!) })
            : t('biddingScreens.bidIntro', { at: formatDateTime(project.bidEndAt!) })}
        </Alert>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack gap="md">
            <Card withBorder radius="md" padding="md">
              <Stack gap="sm">
                <Text size="sm" fw={500} id="bid-currency">
                  {t('biddingScreens.currency')}
                </Text>
                <SegmentedControl
                  value={currency}
                  onChange={(value) => setCurrency(value === 'USD' ? 'USD' : 'MYR')}
                  data={[
                    { value: 'MYR', label: 'RM (MYR)' },
                    { value: 'USD', label: 'USD' },
                  ]}
                  aria-labelledby="bid-currency"
                  style={{ alignSelf: 'flex-start' }}
                />
                {project.products.map((p, i) => {
                  const price = lines[i]!.unitPriceSen;
                  return (
                    <Card key={p.id} withBorder padding="sm" radius="sm">
                      <Stack gap={6}>
                        <Text size="sm" fw={600}>
                          {i + 1}. {p.specification}
                        </Text>
                        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
                          <NumberInput
                            label={t('biddingScreens.unitPrice', { unit: p.unit })}
                            value={prices[p.id]}
                            onChange={(value) => setPrices((ps) => ({ ...ps, [p.id]: amountOf(value) }))}
                            error={
                              errors[`lines.${i}.unitPriceSen`] ? t(errors[`lines.${i}.unitPriceSen`]!) : undefined
                            }
                            min={0}
                            decimalScale={2}
                            fixedDecimalScale
                            thousandSeparator=","
                            prefix={currency === 'MYR' ? 'RM ' : 'USD '}
                            placeholder={t('biddingScreens.notOffered')}
                            inputMode="decimal"
                            maw={220}
                          />
                          <Text size="sm" c="gray.7">
                            × {p.quantity.toLocaleString('en-MY')} {p.unit} ={' '}
                            <Text span fw={600} c="dark">
                              {price === null ? '—' : formatMoney(price * p.quantity, currency)}
                            </Text>
                          </Text>
                        </Group>
                      </Stack>
                    </Card>
                  );
                })}
                {errors.lines && (
                  <Text c="red.8" size="sm" role="alert">
                    {t(errors.lines)}
                  </Text>
                )}
                <Group justify="space-between">
                  <Text fw={700}>{t('biddingScreens.total')}</Text>
                  <Text fw={700} fz="lg" aria-live="polite">
                    {formatMoney(total, currency)}
                  </Text>
                </Group>
                <Textarea
                  label={t('biddingScreens.terms')}
                  description={t('biddingScreens.termsHint')}
                  value={remarks}
                  onChange={(e) => setRemarks(e.currentTarget.value)}
                  autosize
                  minRows={2}
                  maxLength={1000}
                />
              </Stack>
            </Card>
            {failure && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button component={Link} to={`/seller/bidding/details/${project.id}`} variant="default">
                {t('biddingScreens.cancel')}
              </Button>
              <Button type="submit" loading={submit.isPending}>
                {t(revise ? 'biddingScreens.submitRevision' : 'biddingScreens.submitBid')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Screen>
  );
}
