/** Saved checkouts (drafts): what each holds, resume and delete. */
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type Checkout, formatDateTime, formatMoney } from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useDeleteDraft } from '../api/use-delete-draft';
import { useDrafts } from '../api/use-drafts';

export function DraftsList() {
  const { t } = useTranslation();
  const { data, error } = useDrafts();
  const deleteDraft = useDeleteDraft();
  const [deleting, setDeleting] = useState<Checkout | null>(null);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="drafts-title">
      <Title order={2} fz="lg" id="drafts-title">
        {t('cartPage.drafts')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('cartPage.draftsIntro')}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      {data && data.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('cartPage.noDrafts')}
        </Text>
      )}
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {data?.map((draft) => {
          const date = formatDateTime(draft.updatedAt);
          const sellers = [...new Set(draft.lines.map((l) => l.seller.name))].join(', ');
          return (
            <li key={draft.id} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Group justify="space-between" py="sm" gap="sm" wrap="wrap">
                <Stack gap={0} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Text size="sm" fw={600}>
                    {t('cartPage.draftItems', { count: draft.lines.length })} ·{' '}
                    {formatMoney(draft.subtotalSen, draft.currency)}
                  </Text>
                  {draft.details.projectDetails && (
                    <Text size="sm" lineClamp={1}>
                      {draft.details.projectDetails}
                    </Text>
                  )}
                  <Text size="xs" c="gray.7" lineClamp={2}>
                    {sellers}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t('cartPage.draftSaved', { date })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button component={Link} to={`/checkout?draft=${draft.id}`} size="xs">
                    {t('cartPage.resume')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    color="red.8"
                    onClick={() => setDeleting(draft)}
                    aria-label={t('cartPage.deleteDraftLabel', { date })}
                  >
                    {t('cartPage.deleteDraft')}
                  </Button>
                </Group>
              </Group>
            </li>
          );
        })}
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        title={t('cartPage.deleteDraftTitle')}
        body={t('cartPage.deleteDraftBody')}
        confirmLabel={t('cartPage.deleteDraft')}
        onConfirm={() => deleteDraft.mutateAsync(deleting!.id)}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
