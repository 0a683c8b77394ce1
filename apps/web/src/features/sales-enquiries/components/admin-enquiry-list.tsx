/**
 * The administrators' list of enquiries (/admin/saleEnquiry): a search in code, e-mail and name, the
 * type, state tabs, then cards on phones and a table from the small breakpoint up, and paging. The
 * filters and the page live in the address.
 */
import { Anchor, Card, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import {
  SALES_ENQUIRY_STATUSES,
  SALES_ENQUIRY_TYPES,
  type SalesEnquiryListItem,
  formatDateTime,
} from '@binamart/shared';
import { ListSearch, PagedList } from '@/components/ui/paged-list';
import { StatusTabs } from '@/components/ui/status-tabs';
import { calendarDate } from '@/lib/calendar-dates';
import { oneOf, useListParams } from '@/lib/list-params';
import { SALES_ENQUIRY_PAGE_SIZE, useAdminSalesEnquiries } from '../api/use-admin-sales-enquiries';
import { EnquiryStatusBadge } from './enquiry-ui';

export function AdminEnquiryList() {
  const { t } = useTranslation();
  const { params, page, q, set } = useListParams();
  const status = oneOf(SALES_ENQUIRY_STATUSES, params.get('status'));
  const type = oneOf(SALES_ENQUIRY_TYPES, params.get('type'));
  const query = useAdminSalesEnquiries({ type, status, q: q || undefined, page });

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <ListSearch
          label={t('salesEnquiryAdmin.search')}
          placeholder={t('salesEnquiryAdmin.searchPlaceholder')}
          value={q}
          onSearch={(next) => set({ q: next })}
          maw={360}
        />
        <Select
          label={t('salesEnquiryAdmin.typeFilter')}
          data={[
            { value: '', label: t('salesEnquiryAdmin.allTypes') },
            ...SALES_ENQUIRY_TYPES.map((value) => ({ value, label: t(`salesEnquiryLabels.type.${value}`) })),
          ]}
          value={type ?? ''}
          onChange={(next) => set({ type: next || undefined })}
          w={200}
        />
      </Group>
      <StatusTabs
        value={status}
        statuses={SALES_ENQUIRY_STATUSES}
        label={t('salesEnquiryAdmin.statusFilter')}
        allLabel={t('salesEnquiryAdmin.all')}
        statusLabel={(s) => t(`salesEnquiryLabels.status.${s}`)}
        onChange={(next) => set({ status: next })}
      />
      <PagedList
        query={query}
        pageSize={SALES_ENQUIRY_PAGE_SIZE}
        page={page}
        onPage={(next) => set({ page: next })}
        pagesLabel={t('salesEnquiryAdmin.pages')}
        empty={
          <Card withBorder radius="md">
            <Text c="gray.7">{t('salesEnquiryAdmin.empty')}</Text>
          </Card>
        }
      >
        {(items) => (
          <>
            <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((enquiry) => (
                <EnquiryCard key={enquiry.id} enquiry={enquiry} />
              ))}
            </Stack>
            <Card withBorder radius="md" p={0} visibleFrom="sm">
              <EnquiryTable enquiries={items} caption={t('salesEnquiryAdmin.caption', { page })} />
            </Card>
          </>
        )}
      </PagedList>
    </Stack>
  );
}

function CodeLink({ enquiry }: { enquiry: SalesEnquiryListItem }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={`/admin/saleEnquiry/${enquiry.id}`}
      fw={700}
      ff="monospace"
      aria-label={t('salesEnquiryAdmin.open', { code: enquiry.code })}
      style={{ whiteSpace: 'nowrap' }}
    >
      {enquiry.code}
    </Anchor>
  );
}

/** The item category of a sales or logistics enquiry, or an other enquiry's subject. */
function About({ enquiry }: { enquiry: SalesEnquiryListItem }) {
  const { t } = useTranslation();
  if (enquiry.itemCategory) return <>{t(`salesEnquiryLabels.category.${enquiry.itemCategory}`)}</>;
  return <>{enquiry.subject}</>;
}

function EnquiryCard({ enquiry }: { enquiry: SalesEnquiryListItem }) {
  const { t } = useTranslation();
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <CodeLink enquiry={enquiry} />
          <EnquiryStatusBadge status={enquiry.status} />
        </Group>
        <Text size="sm" fw={600}>
          {t(`salesEnquiryLabels.type.${enquiry.type}`)} · <About enquiry={enquiry} />
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {enquiry.contactPerson} · {enquiry.email}
        </Text>
        <Text size="xs" c="gray.7">
          {formatDateTime(enquiry.createdAt)}
          {enquiry.deliveryDate &&
            ` · ${t('salesEnquiryAdmin.columns.deliveryDate')}: ${calendarDate(enquiry.deliveryDate)}`}
          {' · '}
          {t('salesEnquiryAdmin.answerCount', { count: enquiry.answerCount })}
        </Text>
      </Stack>
    </Card>
  );
}

function EnquiryTable({ enquiries, caption }: { enquiries: SalesEnquiryListItem[]; caption: string }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`salesEnquiryAdmin.columns.${key}`);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('code')}</Table.Th>
            <Table.Th>{c('type')}</Table.Th>
            <Table.Th>{c('contact')}</Table.Th>
            <Table.Th>{c('about')}</Table.Th>
            <Table.Th>{c('deliveryDate')}</Table.Th>
            <Table.Th>{c('filed')}</Table.Th>
            <Table.Th>{c('answers')}</Table.Th>
            <Table.Th>{c('status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {enquiries.map((enquiry) => (
            <Table.Tr key={enquiry.id}>
              <Table.Td>
                <CodeLink enquiry={enquiry} />
              </Table.Td>
              <Table.Td>{t(`salesEnquiryLabels.type.${enquiry.type}`)}</Table.Td>
              <Table.Td>
                <Text size="sm">{enquiry.contactPerson}</Text>
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {enquiry.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <About enquiry={enquiry} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {enquiry.deliveryDate ? calendarDate(enquiry.deliveryDate) : '–'}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(enquiry.createdAt)}</Table.Td>
              <Table.Td>{enquiry.answerCount}</Table.Td>
              <Table.Td>
                <EnquiryStatusBadge status={enquiry.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
