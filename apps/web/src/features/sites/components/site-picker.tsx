/**
 * Choose one of the company's projects (its sites) to fill a form: checkout and the bidding project
 * form. The favourite is marked and listed first; "Manage company projects" opens /favourites.
 */
import { Anchor, Select, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import type { CompanyProject } from '@binamart/shared';
import { useCompanyProjects } from '../api/sites-api';

export function SitePicker({
  value,
  onPick,
  error,
  manageLink = true,
}: {
  value: string | null;
  /** the chosen project, or null for none */
  onPick: (site: CompanyProject | null) => void;
  error?: string;
  manageLink?: boolean;
}) {
  const { t } = useTranslation();
  const { data: sites = [] } = useCompanyProjects();
  const none = '';
  return (
    <Stack gap={4} data-field="companyProjectId">
      <Select
        label={t('sitePicker.label')}
        description={t('sitePicker.hint')}
        data={[
          { value: none, label: t('sitePicker.none') },
          ...sites.map((s) => ({
            value: s.id,
            label: s.isFavourite ? t('sitePicker.favouriteMark', { name: s.name }) : s.name,
          })),
        ]}
        value={value ?? none}
        onChange={(id) => onPick(sites.find((s) => s.id === id) ?? null)}
        error={error}
      />
      {manageLink && (
        <Anchor component={Link} to="/favourites" size="sm">
          {t('sitePicker.manage')}
        </Anchor>
      )}
    </Stack>
  );
}
