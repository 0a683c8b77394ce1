/**
 * The administrators' moves on an enquiry (admEnq Write): close it with a reason while the states
 * table allows, and hand it to another of the supplier's users while it is still open.
 */
import { Alert, Button, Card, Group, Select, Stack, Title } from '@mantine/core';
import { IconUserShare, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type Enquiry, OPEN_ENQUIRY_STATUSES, enquiryAllows } from '@binamart/shared';
import { ReasonModal } from '@/components/ui/reason-modal';
import { useAssignEnquiry, useCloseEnquiry, useEnquiryAssignees } from '../api/use-admin-enquiry-actions';

export function AdminEnquiryActions({ enquiry, onDone }: { enquiry: Enquiry; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const closable = enquiryAllows(enquiry.status, 'close');
  const assignable = OPEN_ENQUIRY_STATUSES.includes(enquiry.status);
  const close = useCloseEnquiry(enquiry.id);
  const assign = useAssignEnquiry(enquiry.id);
  const assignees = useEnquiryAssignees(enquiry.id, assignable);
  const [closing, setClosing] = useState(false);
  // starts at who answers it now; Reassign waits for another choice
  const [userId, setUserId] = useState<string | null>(enquiry.assignee?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!closable && !assignable) return null;
  const options = (assignees.data ?? []).map((a) => ({ value: a.id, label: `${a.name} · ${a.email}` }));
  const reassign = async () => {
    if (!userId) return;
    setFailure(null);
    try {
      const updated = await assign.mutateAsync(userId);
      setUserId(updated.assignee?.id ?? null);
      onDone(t('enquiryScreens.admin.assigned', { name: updated.assignee?.name ?? '' }));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.internal'));
    }
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="admin-enquiry-actions">
      <Stack gap="sm">
        <Title order={2} fz="md" id="admin-enquiry-actions">
          {t('enquiryScreens.admin.title')}
        </Title>
        {assignable && (
          <Group align="flex-end" gap="xs" wrap="wrap">
            <Select
              label={t('enquiryScreens.admin.assignTo')}
              placeholder={t('enquiryScreens.admin.choosePerson')}
              data={options}
              value={userId}
              onChange={setUserId}
              nothingFoundMessage={t('enquiryScreens.admin.noAssignees')}
              disabled={assignees.isLoading}
              searchable
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button
              variant="default"
              leftSection={<IconUserShare size={16} aria-hidden />}
              disabled={!userId || userId === enquiry.assignee?.id}
              loading={assign.isPending}
              onClick={() => void reassign()}
            >
              {t('enquiryScreens.admin.assign')}
            </Button>
          </Group>
        )}
        {assignees.error && (
          <Alert color="red" role="alert">
            {assignees.error.message}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {closable && (
          <Button
            variant="default"
            c="red.9"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setClosing(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('enquiryScreens.admin.close')}
          </Button>
        )}
      </Stack>
      <ReasonModal
        opened={closing}
        title={t('enquiryScreens.admin.closeTitle', { number: enquiry.number })}
        intro={t('enquiryScreens.admin.closeIntro')}
        reasonLabel={t('enquiryScreens.admin.reason')}
        confirmLabel={t('enquiryScreens.admin.close')}
        onClose={() => setClosing(false)}
        onConfirm={async (reason) => {
          await close.mutateAsync(reason);
          onDone(t('enquiryScreens.admin.closed'));
        }}
      />
    </Card>
  );
}
