/**
 * /admin/lonpac/form/{id} (spec §2, admCl): one proposal. A draft is changed, submitted to Lonpac
 * or deleted by those with admCl Write; once sent it reads as sent, beside Lonpac's answer (the
 * policy and premium, the referral or the reason it declined), the moves left and the history.
 */
import { Anchor, Grid, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { type InsuranceForm, formatDate, hasPermission, insuranceAllows } from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { DoneAlert } from '@/components/ui/done-alert';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { useInsuranceForm } from '../api/use-insurance-form';
import { useRemoveInsuranceForm } from '../api/use-remove-insurance-form';
import { InsurerAnswer } from '../components/insurer-answer';
import { InsuranceStatusBadge } from '../components/insurance-ui';
import { ProposalForm } from '../components/proposal-form';
import { ProposalHistory } from '../components/proposal-history';
import { ProposalSummary } from '../components/proposal-summary';

export function InsuranceFormPage() {
  const { id } = useParams();
  const { data, error, refetch } = useInsuranceForm(id);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  return (
    <Screen>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && <Body key={data.id} proposal={data} />}
    </Screen>
  );
}

function Body({ proposal }: { proposal: InsuranceForm }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const navigate = useNavigate();
  const location = useLocation();
  const remove = useRemoveInsuranceForm();
  const mayWrite = !!user && hasPermission(user.permissions, 'admCl', 'Write');
  const editable = mayWrite && insuranceAllows(proposal.status, 'edit');
  const [done, setDone] = useState<string | null>(
    (location.state as { saved?: boolean } | null)?.saved ? t('insuranceAdmin.saved') : null,
  );
  const [removing, setRemoving] = useState(false);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/lonpac" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('insuranceAdmin.back')}
        </Group>
      </Anchor>
      <PageHeader
        title={t('insuranceAdmin.formTitle', { number: proposal.number })}
        subtitle={
          <Text component="span" size="sm" c="gray.7">
            {t(`insuranceLabels.cover.${proposal.cover}`)} · {proposal.buyerCompany.name} ·{' '}
            {t('insuranceAdmin.createdBy', { name: proposal.createdBy, date: formatDate(proposal.createdAt) })}
          </Text>
        }
        actions={<InsuranceStatusBadge status={proposal.status} />}
      />
      <DoneAlert message={done} onClose={() => setDone(null)} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          {editable ? (
            <ProposalForm
              proposal={proposal}
              onSaved={() => setDone(t('insuranceAdmin.saved'))}
              onSubmitted={() => setDone(null)}
              onRemove={() => setRemoving(true)}
            />
          ) : (
            <ProposalSummary proposal={proposal} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <InsurerAnswer proposal={proposal} mayWrite={mayWrite} onDone={setDone} />
            <ProposalHistory events={proposal.events} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={removing}
        title={t('insuranceAdmin.removeTitle', { number: proposal.number })}
        body={t('insuranceAdmin.removeBody')}
        confirmLabel={t('insuranceAdmin.remove')}
        onConfirm={async () => {
          await remove.mutateAsync(proposal.id);
          void navigate('/admin/lonpac', { replace: true });
        }}
        onClose={() => setRemoving(false)}
      />
    </Stack>
  );
}
