/** /seller/hub, /seller/branches and /seller/hub/delivery: hub registration, branches and delivery rates. */
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { DeleteAction, EditAction } from '@/components/ui/row-actions';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type DeliveryRate, formatMoney } from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useDeleteRate } from '../api/use-delete-rate';
import { useDeliveryRates } from '../api/use-delivery-rates';
import { BranchesSection } from '../components/branches-section';
import { HubGate } from '../components/hub-gate';
import { RateModal } from '../components/rate-modal';
import { DoneAlert } from '@/components/ui/done-alert';
import { SellerChannelsCard } from '@/features/sales-channels/index';

export function HubPage() {
  const { t } = useTranslation();
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('hubPage.title')}
          subtitle={t('hubPage.intro')}
          actions={
            <Button
              component={Link}
              to="/seller/hub/delivery"
              variant="default"
              leftSection={<IconTruckDelivery size={16} aria-hidden />}
            >
              {t('hubPage.manageDelivery')}
            </Button>
          }
        />
        <HubGate>
          <BranchesSection />
        </HubGate>
        <SellerChannelsCard />
      </Stack>
    </Screen>
  );
}

export function BranchesPage() {
  const { t } = useTranslation();
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('nav.branches')} subtitle={t('hubPage.branchesIntro')} />
        <HubGate>
          <BranchesSection />
        </HubGate>
      </Stack>
    </Screen>
  );
}

function RatesTable() {
  const { t } = useTranslation();
  const { data, error, refetch } = useDeliveryRates();
  const deleteRate = useDeleteRate();
  const [editing, setEditing] = useState<DeliveryRate | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<DeliveryRate | null>(null);
  const [saved, setSaved] = useState(false);
  const rates = [...(data ?? [])].sort((a, b) => a.withinKm - b.withinKm);
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('hubPage.rateExplain')}
      </Alert>
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {t('hubPage.deliveryTitle')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          {t('hubPage.addRate')}
        </Button>
      </Group>
      <DoneAlert message={saved && t('hubPage.saved')} onClose={() => setSaved(false)} />
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && (
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('hubPage.withinKm')}</Table.Th>
                  <Table.Th>{t('hubPage.tripFee')}</Table.Th>
                  <Table.Th>{t('hubPage.freeAbove')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('hubPage.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rates.map((rate) => (
                  <Table.Tr key={rate.id}>
                    <Table.Td>{t('hubPage.withinValue', { km: rate.withinKm })}</Table.Td>
                    <Table.Td>{formatMoney(rate.tripFeeSen)}</Table.Td>
                    <Table.Td>
                      {rate.freeAboveSen === null ? t('hubPage.noFreeDelivery') : formatMoney(rate.freeAboveSen)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <EditAction
                          label={t('hubPage.editRateNamed', { km: rate.withinKm })}
                          onClick={() => setEditing(rate)}
                        />
                        <DeleteAction
                          label={t('hubPage.deleteRateNamed', { km: rate.withinKm })}
                          onClick={() => setDeleting(rate)}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {rates.length === 0 && (
            <Text c="gray.7" p="md">
              {t('hubPage.noRates')}
            </Text>
          )}
        </Card>
      )}
      <RateModal
        rate={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          setSaved(true);
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('hubPage.deleteRateNamed', { km: deleting?.withinKm ?? '' })}
        body={formatMoney(deleting?.tripFeeSen ?? 0)}
        confirmLabel={t('sellerProducts.delete')}
        onConfirm={() => deleteRate.mutateAsync(deleting!.id)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

export function DeliveryRatesPage() {
  const { t } = useTranslation();
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('hubPage.deliveryTitle')}
          subtitle={
            <>
              {t('hubPage.deliveryIntro')}{' '}
              <Anchor component={Link} to="/seller/hub" size="sm">
                {t('hubPage.goToHub')}
              </Anchor>
            </>
          }
        />
        <HubGate>
          <RatesTable />
        </HubGate>
      </Stack>
    </Screen>
  );
}
