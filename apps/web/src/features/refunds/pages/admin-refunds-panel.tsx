/**
 * The refunds tab of /admin/payment: every refund, newest first, by state and search; a refused
 * gateway refund may be sent again, and a refused one or a transfer-slip payment's refund is paid
 * by bank transfer and recorded here.
 */
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { REFUND_STATUSES, type Refund, type RefundStatus, formatMoney } from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ListSearch, PagedList } from '@/components/ui/paged-list';
import { ReasonModal } from '@/components/ui/reason-modal';
import { oneOf, useListParams } from '@/lib/list-params';
import { REFUND_PAGE_SIZE, useRefunds } from '../api/use-refunds';
import { useRefundAction } from '../api/use-refund-actions';
import { RefundCard } from '../components/refund-list';
import { DoneAlert } from '@/components/ui/done-alert';

const isGateway = (r: Refund) => r.payment.method === 'fpx' || r.payment.method === 'card';

export function AdminRefundsPanel() {
  const { t } = useTranslation();
  const { params, q, page, set } = useListParams();
  const status = oneOf<RefundStatus>(REFUND_STATUSES, params.get('refundStatus'));
  const query = useRefunds({ status, q: q || undefined, page });
  const act = useRefundAction();
  const [retrying, setRetrying] = useState<Refund | null>(null);
  const [transferring, setTransferring] = useState<Refund | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ListSearch
          label={t('adminOrders.searchButton')}
          placeholder={t('refundScreens.search')}
          value={q}
          onSearch={(next) => set({ q: next })}
        />
        <Select
          label={t('refundScreens.status')}
          data={[
            { value: '', label: t('refundScreens.allStatuses') },
            ...REFUND_STATUSES.map((s) => ({ value: s, label: t(`refundStatus.${s}`) })),
          ]}
          value={status ?? ''}
          onChange={(value) => set({ refundStatus: value || undefined })}
        />
      </SimpleGrid>
      <Text size="sm" c="gray.7">
        {t('refundScreens.bankProcessing')}
      </Text>
      <DoneAlert message={done} onClose={() => setDone(null)} />
      <PagedList
        query={query}
        pageSize={REFUND_PAGE_SIZE}
        page={page}
        onPage={(next) => set({ page: next })}
        empty={<Text c="gray.7">{t('refundScreens.none')}</Text>}
      >
        {(items) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((refund) => {
              const canRetry = refund.status === 'failed' && isGateway(refund);
              const canTransfer = refund.status === 'failed' || (refund.status === 'queued' && !isGateway(refund));
              return (
                <li key={refund.id}>
                  <RefundCard
                    refund={refund}
                    receipt
                    actions={
                      (canRetry || canTransfer) && (
                        <Group gap="xs">
                          {refund.status === 'queued' && (
                            <Text size="xs" c="orange.9" fw={600}>
                              {t('refundScreens.byTransfer')}
                            </Text>
                          )}
                          {canRetry && (
                            <Button
                              size="xs"
                              leftSection={<IconRefresh size={14} aria-hidden />}
                              onClick={() => setRetrying(refund)}
                              aria-label={`${t('refundScreens.retry')} ${refund.reference}`}
                            >
                              {t('refundScreens.retry')}
                            </Button>
                          )}
                          {canTransfer && (
                            <Button
                              size="xs"
                              variant="outline"
                              leftSection={<IconBuildingBank size={14} aria-hidden />}
                              onClick={() => setTransferring(refund)}
                              aria-label={`${t('refundScreens.recordTransfer')} ${refund.reference}`}
                            >
                              {t('refundScreens.recordTransfer')}
                            </Button>
                          )}
                        </Group>
                      )
                    }
                  />
                  <Text size="xs" c="gray.7" mt={4}>
                    {t('refundScreens.buyer')}: {refund.buyer.name}
                  </Text>
                </li>
              );
            })}
          </Stack>
        )}
      </PagedList>
      <ConfirmModal
        opened={retrying !== null}
        title={`${t('refundScreens.retry')}: ${retrying?.reference ?? ''}`}
        body={retrying ? formatMoney(retrying.amountSen, retrying.currency) : ''}
        confirmLabel={t('refundScreens.retry')}
        onConfirm={async () => {
          await act.mutateAsync({ id: retrying!.id, action: 'retry' });
          setDone(t('refundScreens.retried', { reference: retrying!.reference }));
        }}
        onClose={() => setRetrying(null)}
      />
      <ReasonModal
        opened={transferring !== null}
        title={`${t('refundScreens.recordTransfer')}: ${transferring?.reference ?? ''}`}
        intro={
          transferring
            ? `${formatMoney(transferring.amountSen, transferring.currency)} · ${transferring.buyer.name}. ${t('refundScreens.transferHint')}`
            : ''
        }
        reasonLabel={t('refundScreens.transferReference')}
        confirmLabel={t('refundScreens.recordTransfer')}
        onClose={() => setTransferring(null)}
        onConfirm={async (bankReference) => {
          await act.mutateAsync({ id: transferring!.id, action: 'transferred', bankReference });
          setDone(t('refundScreens.transferRecorded', { reference: transferring!.reference }));
        }}
      />
    </Stack>
  );
}
