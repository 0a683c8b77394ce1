/** What several of these screens share. */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import {
  ACTION_NEEDS,
  CREDIT_APPLICATION_KINDS,
  type CreditApplicationKind,
  type CreditFacility,
  formatMoney,
} from '@binamart/shared';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/use-can';
import type { CreditApplicationSummary } from '../api/use-credit-overview';
import { FacilityStatusBadge } from '../components/credit-ui';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in buyer may apply (buyCl Write, as the API checks). */
export function useCanApply() {
  return useCan(ACTION_NEEDS.applyCredit).allowed;
}

export const notFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export function Back({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      ‹ {label}
    </Anchor>
  );
}

/** The company's drafts open in the form, not as a second application. */
export function openDraft(applications: CreditApplicationSummary[], kind: CreditApplicationKind) {
  return applications.find((a) => a.kind === kind && (a.status === 'draft' || a.status === 'documentsRequested'));
}

export function ProjectFacilityList({ facilities }: { facilities: CreditFacility[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {facilities.map((f) => {
        const name = f.projectName ?? t('creditKind.project');
        return (
          <li key={f.id} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Group justify="space-between" py="sm" gap="sm" align="flex-start">
              <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Group gap="xs">
                  <Text size="sm" fw={700}>
                    {name}
                  </Text>
                  <FacilityStatusBadge status={f.status} />
                </Group>
                {f.contractNumber && (
                  <Text size="xs" c="gray.7">
                    {t('creditPage.contractNumber', { number: f.contractNumber })}
                  </Text>
                )}
                <Text size="xs" c="gray.7">
                  {t('creditPage.approved')}: {formatMoney(f.approvedSen)} · {t('creditPage.available')}:{' '}
                  {formatMoney(f.availableSen)}
                </Text>
              </Stack>
              <Anchor
                component={Link}
                to={`/cl/projectcl/${f.id}`}
                size="sm"
                fw={600}
                aria-label={t('creditPage.viewFor', { name })}
              >
                {t('creditPage.view')}
              </Anchor>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}

export const isKind = (v: string | null): v is CreditApplicationKind =>
  (CREDIT_APPLICATION_KINDS as readonly string[]).includes(v ?? '');
