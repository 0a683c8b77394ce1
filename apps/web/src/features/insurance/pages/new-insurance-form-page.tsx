/** /admin/lonpac/form (admCl Write): a new insurance or bond proposal, saved as a draft, then opened. */
import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { ProposalForm } from '../components/proposal-form';

export function NewInsuranceFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Screen>
      <Stack gap="lg" maw={960}>
        <Anchor component={Link} to="/admin/lonpac" size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('insuranceAdmin.back')}
          </Group>
        </Anchor>
        <PageHeader title={t('insuranceAdmin.newTitle')} subtitle={t('insuranceAdmin.newSubtitle')} />
        <ProposalForm
          proposal={null}
          onSaved={(form) => void navigate(`/admin/lonpac/form/${form.id}`, { state: { saved: true } })}
        />
      </Stack>
    </Screen>
  );
}
