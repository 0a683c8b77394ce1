/** /admin/order/Drafts: orders started for buyers and not placed yet: resume, edit or delete each. */
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation } from 'react-router';
import { type Checkout, formatDateTime, formatMoney } from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { DeleteAction, EditAction } from '@/components/ui/row-actions';
import { Screen } from '@/components/ui/screen';
import { useAdminDrafts } from '../../api/use-admin-drafts';
import { useDeleteAdminCheckout } from '../../api/use-delete-admin-checkout';
import { DoneAlert } from '@/components/ui/done-alert';

export function DraftsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data, error, refetch } = useAdminDrafts();
  const deleteDraft = useDeleteAdminCheckout();
  const [deleting, setDeleting] = useState<Checkout | null>(null);
  const [notice, setNotice] = useState<string | null>(
    (location.state as { saved?: boolean } | null)?.saved ? t('adminCheckout.saved') : null,
  );
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/order" size="sm">
          ← {t('adminOrders.back')}
        </Anchor>
        <PageHeader title={t('adminDrafts.title')} subtitle={t('adminDrafts.subtitle')} />
        <DoneAlert message={notice} onClose={() => setNotice(null)} />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && data.length === 0 && <Text c="gray.7">{t('adminDrafts.empty')}</Text>}
        {data && data.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.map((draft) => {
              const name = draft.buyerCompany.name;
              return (
                <li key={draft.id}>
                  <Card withBorder radius="md" component="article" aria-labelledby={`draft-${draft.id}`}>
                    <Group justify="space-between" align="flex-start" gap="sm">
                      <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                        <Title order={2} fz="md" id={`draft-${draft.id}`}>
                          {name}
                        </Title>
                        <Text size="sm">
                          {t('adminDrafts.items', { count: draft.lines.length })} ·{' '}
                          {formatMoney(draft.subtotalSen, draft.currency)}
                          {draft.poNumber && ` · ${t('adminOrders.poNumber')} ${draft.poNumber}`}
                        </Text>
                        <Text size="xs" c="gray.7">
                          {t('adminDrafts.updated')}: {formatDateTime(draft.updatedAt)} ·{' '}
                          {t('adminDrafts.createdBy', { name: draft.createdByName })}
                        </Text>
                      </Stack>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          component={Link}
                          to={`/admin/order/PlaceOrder/${draft.id}`}
                          size="xs"
                          leftSection={<IconPlayerPlay size={14} aria-hidden />}
                          aria-label={t('adminDrafts.resumeLabel', { name })}
                        >
                          {t('adminDrafts.resume')}
                        </Button>
                        <EditAction label={t('adminDrafts.edit', { name })} to={`/admin/order/edit/${draft.id}`} />
                        <DeleteAction label={t('adminDrafts.delete', { name })} onClick={() => setDeleting(draft)} />
                      </Group>
                    </Group>
                  </Card>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        title={t('adminDrafts.deleteTitle')}
        body={t('adminDrafts.deleteBody', { name: deleting?.buyerCompany.name ?? '' })}
        confirmLabel={t('adminDrafts.confirmDelete')}
        onConfirm={async () => {
          await deleteDraft.mutateAsync(deleting!.id);
          setNotice(t('adminDrafts.deleted'));
        }}
        onClose={() => setDeleting(null)}
      />
    </Screen>
  );
}
