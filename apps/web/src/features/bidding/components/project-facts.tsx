/**
 * Everything a project says (spec §3): titles, description, trade, site, construction and
 * delivery periods, contact, bidding times and validity, and its products. The buyer, the
 * suppliers and administrators see the same facts.
 */
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type BiddingProject, formatDateTime } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { calendarDate } from '@/lib/calendar-dates';
import { useCategoryName } from '../lib/category-name';

const span = (from: string | null, to: string | null) =>
  from && to ? `${calendarDate(from)} – ${calendarDate(to)}` : '—';

/** `scheduleUrl`: where this reader fetches the project's delivery schedule. */
export function ProjectFacts({ project, scheduleUrl }: { project: BiddingProject; scheduleUrl: string }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const dash = (value: string | null) => value || '—';
  const at = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <div>
            <Title order={2} fz="lg">
              {project.fullTitle || project.shortTitle || t('biddingScreens.untitled')}
            </Title>
            {project.name && (
              <Text size="sm" c="gray.7">
                {project.name}
              </Text>
            )}
          </div>
          {project.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {project.description}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Fact label={t('biddingScreens.fields.category')}>
              {[categoryName(project.categoryId), categoryName(project.subcategoryId)].filter(Boolean).join(' › ') ||
                '—'}
            </Fact>
            <Fact label={t('biddingScreens.fields.site')}>
              {[project.city, project.state, project.country].filter(Boolean).join(', ') || '—'}
            </Fact>
            <Fact label={t('biddingScreens.fields.buyer')}>{project.buyer.name}</Fact>
            {project.companyProject && <Fact label={t('siteTag.label')}>{project.companyProject.name}</Fact>}
            <Fact label={t('biddingScreens.fields.construction')}>
              {span(project.constructionStart, project.constructionEnd)}
            </Fact>
            <Fact label={t('biddingScreens.fields.delivery')}>{span(project.deliveryStart, project.deliveryEnd)}</Fact>
            <Fact label={t('biddingScreens.fields.contact')}>
              {[project.contactPerson, project.phone].filter(Boolean).join(' · ') || '—'}
            </Fact>
            <Fact label={t('biddingScreens.fields.bidStartAt')}>{at(project.bidStartAt)}</Fact>
            <Fact label={t('biddingScreens.fields.bidEndAt')}>{at(project.bidEndAt)}</Fact>
            <Fact label={t('biddingScreens.fields.validUntil')}>{at(project.validUntil)}</Fact>
            {project.cycleTwoEndAt && <Fact label={t('biddingScreens.cycleTwoEnds')}>{at(project.cycleTwoEndAt)}</Fact>}
          </SimpleGrid>
          {project.deliveryScheduleFileId && (
            <Fact label={t('biddingScreens.fields.deliveryScheduleFileId')}>
              <PrivateFileLink
                url={scheduleUrl}
                label={t('biddingScreens.openSchedule')}
                failure={t('bidding.fileNotAvailable')}
                icon
              />
            </Fact>
          )}
          {project.remark && <Fact label={t('biddingScreens.fields.remark')}>{dash(project.remark)}</Fact>}
          {project.revokedReason && <Fact label={t('biddingScreens.revokedReason')}>{project.revokedReason}</Fact>}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="md" mb="xs">
          {t('biddingScreens.products')}
        </Title>
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('biddingScreens.fields.specification')}</Table.Th>
                <Table.Th ta="right">{t('biddingScreens.fields.quantity')}</Table.Th>
                <Table.Th>{t('biddingScreens.fields.unit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {project.products.map((p, i) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{p.specification}</Table.Td>
                  <Table.Td ta="right">{p.quantity.toLocaleString('en-MY')}</Table.Td>
                  <Table.Td>{p.unit}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
