/**
 * /company without an id: the directory of verified suppliers, for anyone. Search by name or what
 * they sell, a state (office or branch) and a category; each supplier's profile in brief, its
 * rating and categories, and a link to its shop. The filters stay in the address.
 */
import { Anchor, Badge, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Stars } from '@/components/ui/stars';
import { IconBuildingStore, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type DirectorySupplier, MALAYSIAN_STATES } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { ListSearch, ListStack, PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import { useCategories } from '@/lib/categories';
import { useListParams } from '@/lib/list-params';
import { useSuppliers } from '../api/use-suppliers';

const PAGE_SIZE = 12;

function SupplierCard({ supplier }: { supplier: DirectorySupplier }) {
  const { t } = useTranslation();
  const titleId = `supplier-${supplier.id}`;
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={titleId} padding="md">
      <Stack gap="xs" h="100%">
        <Title order={2} size="h5" id={titleId}>
          <Anchor component={Link} to={`/store/${supplier.id}`} inherit>
            {supplier.name}
          </Anchor>
        </Title>
        {(supplier.businessType || supplier.yearEstablished) && (
          <Text size="sm" c="gray.7">
            {[
              supplier.businessType,
              supplier.yearEstablished && t('directory.since', { year: supplier.yearEstablished }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        {supplier.mainProduct && <Text size="sm">{supplier.mainProduct}</Text>}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            {[supplier.city, supplier.states.join(', ')].filter(Boolean).join(' · ') || t('directory.noLocation')}
          </Text>
        </Group>
        {supplier.rating.count > 0 ? (
          <Group gap={6}>
            <Stars value={supplier.rating.average} size="sm" />
            <Text size="sm">
              {t('directory.rating', { average: supplier.rating.average.toFixed(1), count: supplier.rating.count })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            {t('directory.notRated')}
          </Text>
        )}
        {supplier.categories.length > 0 && (
          <Group gap={6} aria-label={t('directory.sellsIn')}>
            {supplier.categories.map((name) => (
              <Badge key={name} variant="light" color="gray" tt="none">
                {name}
              </Badge>
            ))}
          </Group>
        )}
        <Group justify="space-between" mt="auto" pt="xs">
          <Text size="sm" c="gray.7">
            {t('directory.products', { count: supplier.products })}
          </Text>
          <Anchor component={Link} to={`/store/${supplier.id}`} size="sm" fw={600}>
            <Group gap={4} component="span">
              <IconBuildingStore size={16} aria-hidden />
              {t('directory.openStore')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

export function SupplierDirectoryPage() {
  const { t } = useTranslation();
  const { params, page, q, set } = useListParams();
  const state = params.get('state') ?? '';
  const category = params.get('category') ?? '';
  const query = useSuppliers({
    q: q || undefined,
    state: state || undefined,
    category: category || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const categories = useCategories();
  const tops = categories.filter((c) => c.parentId === null);
  const categoryOptions = tops.map((top) => ({
    group: top.name,
    items: [
      { value: top.slug, label: t('directory.allOf', { name: top.name }) },
      ...categories.filter((c) => c.parentId === top.id).map((c) => ({ value: c.slug, label: c.name })),
    ],
  }));
  return (
    <Screen>
      <ListStack>
        <PageHeader title={t('directory.title')} subtitle={t('directory.subtitle')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <ListSearch
            label={t('directory.search')}
            placeholder={t('directory.searchPlaceholder')}
            value={q}
            onSearch={(next) => set({ q: next })}
          />
          <Select
            label={t('directory.state')}
            data={[
              { value: '', label: t('directory.allStates') },
              ...MALAYSIAN_STATES.map((s) => ({ value: s, label: s })),
            ]}
            value={state}
            onChange={(value) => set({ state: value || undefined })}
          />
          <Select
            label={t('directory.category')}
            data={[{ group: '', items: [{ value: '', label: t('directory.allCategories') }] }, ...categoryOptions]}
            value={category}
            onChange={(value) => set({ category: value || undefined })}
            searchable
          />
        </SimpleGrid>
        {query.data && (
          <Text size="sm" c="gray.7" role="status">
            {t('directory.found', { count: query.data.total })}
          </Text>
        )}
        <PagedList
          query={query}
          pageSize={PAGE_SIZE}
          page={page}
          onPage={(next) => set({ page: next })}
          pagesLabel={t('directory.pages')}
          empty={<Text>{t('directory.none')}</Text>}
        >
          {(items) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {items.map((supplier) => (
                <SupplierCard key={supplier.id} supplier={supplier} />
              ))}
            </SimpleGrid>
          )}
        </PagedList>
      </ListStack>
    </Screen>
  );
}
