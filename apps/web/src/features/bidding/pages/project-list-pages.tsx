/**
 * The lists of eBidding: /bidding (the buyer company's projects, by state, with "Post a project"
 * for those who may), /seller/bidding and /seller/bidding/projects (open projects by trade, state
 * and closing time, the supplier's own trades first; and the projects it bid on), /admin/bidding
 * (every company's projects).
 */
import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { ACTION_NEEDS, MALAYSIAN_STATES, PROJECT_STATUSES, type ProjectStatus } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PermittedAction } from '@/components/ui/permitted-action';
import { ListSearch, PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useCategories } from '@/lib/categories';
import { oneOf, useListParams } from '@/lib/list-params';
import { PROJECT_PAGE_SIZE, useAdminProjects, useBuyerProjects, useSellerProjects } from '../api/bidding-api';
import { BiddingFiguresCard } from '../components/bidding-figures';
import { BidStatusBadge } from '../components/project-badges';
import { ProjectCard } from '../components/project-card';

const cardList = { component: 'ul', p: 0, m: 0, style: { listStyle: 'none' } } as const;

/**
 * A list of projects by state and search, each opening its page: the buyer's own (with "Post a
 * project" for those who may) and the administrators' (every company's, naming the buyer).
 */
function ProjectListScreen({ side }: { side: 'buyer' | 'admin' }) {
  const { t } = useTranslation();
  const { params, q, page, set } = useListParams();
  const status = oneOf<ProjectStatus>(PROJECT_STATUSES, params.get('status'));
  const filter = { status, q: q || undefined, page };
  const buyerQuery = useBuyerProjects(filter, side === 'buyer');
  const adminQuery = useAdminProjects(filter, side === 'admin');
  const query = side === 'buyer' ? buyerQuery : adminQuery;
  return (
    <Screen>
      <Stack gap="md">
        <PageHeader
          title={t(side === 'buyer' ? 'biddingScreens.buyerTitle' : 'biddingScreens.adminTitle')}
          subtitle={t(side === 'buyer' ? 'biddingScreens.buyerIntro' : 'biddingScreens.adminIntro')}
          actions={
            side === 'buyer' && (
              // buyBid Write and, for staff, "bid" (as the API checks): else disabled, with whom to ask
              <PermittedAction need={ACTION_NEEDS.manageBidding}>
                <Button component={Link} to="/bidding/create" leftSection={<IconPlus size={16} aria-hidden />}>
                  {t('biddingScreens.post')}
                </Button>
              </PermittedAction>
            )
          }
        />
        {side === 'admin' && <BiddingFiguresCard />}
        <StatusTabs
          value={status}
          statuses={PROJECT_STATUSES}
          label={t('biddingScreens.byStatus')}
          allLabel={t('biddingScreens.all')}
          statusLabel={(s) => t(`projectStatus.${s}`)}
          onChange={(next) => set({ status: next })}
        />
        <ListSearch
          label={t('biddingScreens.search')}
          placeholder={t('biddingScreens.searchHint')}
          value={q}
          onSearch={(next) => set({ q: next })}
          maw={420}
        />
        <PagedList
          query={query}
          pageSize={PROJECT_PAGE_SIZE}
          page={page}
          onPage={(next) => set({ page: next })}
          empty={
            <Text c="gray.7">{t(side === 'buyer' ? 'biddingScreens.noneBuyer' : 'biddingScreens.noneAdmin')}</Text>
          }
          pagesLabel={t('biddingScreens.pages')}
        >
          {(items) => (
            <Stack gap="sm" {...cardList}>
              {items.map((project) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    to={side === 'buyer' ? `/bidding/details/${project.id}` : `/admin/bidding/${project.id}`}
                    extra={
                      side === 'admin' && (
                        <Text size="sm" c="gray.7">
                          {t('biddingScreens.by', { name: project.buyer.name })}
                        </Text>
                      )
                    }
                  />
                </li>
              ))}
            </Stack>
          )}
        </PagedList>
      </Stack>
    </Screen>
  );
}

/** /bidding: the company's projects. */
export const BuyerProjectsPage = () => <ProjectListScreen side="buyer" />;

/** /admin/bidding: every company's projects. */
export const AdminProjectsPage = () => <ProjectListScreen side="admin" />;

const CLOSING = [6, 24, 72] as const;

/** /seller/bidding and /seller/bidding/projects: projects to bid on, and the supplier's bids. */
export function SellerProjectsPage() {
  const { t } = useTranslation();
  const categories = useCategories().filter((c) => c.parentId === null);
  const { params, q, page, set } = useListParams();
  const scope = params.get('scope') === 'mine' ? 'mine' : 'open';
  const categoryId = params.get('category') ?? undefined;
  const state = params.get('state') ?? undefined;
  const closing = Number(params.get('closing')) || undefined;
  const query = useSellerProjects({
    scope,
    q: q || undefined,
    page,
    categoryId,
    state,
    closingWithinHours: scope === 'open' ? closing : undefined,
  });
  return (
    <Screen>
      <Stack gap="md">
        <PageHeader title={t('biddingScreens.sellerTitle')} subtitle={t('biddingScreens.sellerIntro')} />
        <SegmentedControl
          value={scope}
          onChange={(value) => set({ scope: value === 'mine' ? 'mine' : undefined })}
          data={[
            { value: 'open', label: t('biddingScreens.openProjects') },
            { value: 'mine', label: t('biddingScreens.myBids') },
          ]}
          aria-label={t('biddingScreens.sellerTitle')}
          style={{ alignSelf: 'flex-start' }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <ListSearch
            label={t('biddingScreens.search')}
            placeholder={t('biddingScreens.searchHint')}
            value={q}
            onSearch={(next) => set({ q: next })}
          />
          <Select
            label={t('biddingScreens.fields.category')}
            data={[
              { value: '', label: t('biddingScreens.allCategories') },
              ...categories.map((c) => ({ value: c.id, label: c.name })),
            ]}
            value={categoryId ?? ''}
            onChange={(value) => set({ category: value || undefined })}
          />
          <Select
            label={t('biddingScreens.fields.state')}
            data={[
              { value: '', label: t('biddingScreens.allStates') },
              ...MALAYSIAN_STATES.map((s) => ({ value: s, label: s })),
            ]}
            value={state ?? ''}
            onChange={(value) => set({ state: value || undefined })}
            searchable
          />
          {scope === 'open' && (
            <Select
              label={t('biddingScreens.closingWithin')}
              data={[
                { value: '', label: t('biddingScreens.anyTime') },
                ...CLOSING.map((h) => ({ value: String(h), label: t('biddingScreens.withinHours', { count: h }) })),
              ]}
              value={closing ? String(closing) : ''}
              onChange={(value) => set({ closing: value || undefined })}
            />
          )}
        </SimpleGrid>
        <PagedList
          query={query}
          pageSize={PROJECT_PAGE_SIZE}
          page={page}
          onPage={(next) => set({ page: next })}
          empty={<Text c="gray.7">{t(scope === 'open' ? 'biddingScreens.noneOpen' : 'biddingScreens.noneMine')}</Text>}
          pagesLabel={t('biddingScreens.pages')}
        >
          {(items) => (
            <Stack gap="sm" {...cardList}>
              {items.map((project) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    to={`/seller/bidding/details/${project.id}`}
                    extra={
                      project.myBidStatus ? (
                        <Group gap="xs">
                          <Text size="sm">{t('biddingScreens.yourBid')}</Text>
                          <BidStatusBadge status={project.myBidStatus} />
                        </Group>
                      ) : (
                        <Text size="sm" c="gray.7">
                          {t('biddingScreens.by', { name: project.buyer.name })}
                        </Text>
                      )
                    }
                  />
                </li>
              ))}
            </Stack>
          )}
        </PagedList>
      </Stack>
    </Screen>
  );
}
