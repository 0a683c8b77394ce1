/** Application and facility states as coloured badges (the labels come from parts/credit.ts). */
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { CreditApplicationStatus, CreditFacility } from '@binamart/shared';

const WRAPPING = {
  root: { height: 'auto', minHeight: 20, paddingBlock: 2, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

const APPLICATION_COLOR: Record<CreditApplicationStatus, string> = {
  draft: 'gray.7',
  submitted: 'blue.8',
  documentsRequested: 'orange.8',
  approved: 'teal.9',
  rejected: 'red.8',
};

const FACILITY_COLOR: Record<CreditFacility['status'], string> = {
  active: 'teal.9',
  overdue: 'orange.8',
  inactive: 'gray.7',
};

export function ApplicationStatusBadge({ status }: { status: CreditApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={APPLICATION_COLOR[status]} variant="filled" autoContrast styles={WRAPPING}>
      {t(`creditStatus.${status}`)}
    </Badge>
  );
}

export function FacilityStatusBadge({ status }: { status: CreditFacility['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={FACILITY_COLOR[status]} variant="filled" autoContrast styles={WRAPPING}>
      {t(`facilityStatus.${status}`)}
    </Badge>
  );
}
