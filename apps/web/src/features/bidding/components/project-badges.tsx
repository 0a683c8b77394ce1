/** The state of a project and of a bid as a coloured badge (dark shades: readable white text), named in the reader's language. */
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { BidStatus, ProjectStatus } from '@binamart/shared';

const PROJECT_COLOURS: Record<ProjectStatus, string> = {
  incomplete: 'gray.7',
  draft: 'gray.7',
  upcoming: 'cyan.9',
  active: 'blue.8',
  selection: 'violet.8',
  noBids: 'pink.9',
  awarded: 'teal.9',
  closed: 'dark.6',
  expired: 'gray.8',
  revoked: 'red.9',
};

const BID_COLOURS: Record<BidStatus, string> = {
  submitted: 'blue.8',
  shortlisted: 'violet.8',
  revised: 'indigo.8',
  finalist: 'grape.9',
  awarded: 'teal.9',
  notSelected: 'gray.7',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={PROJECT_COLOURS[status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {t(`projectStatus.${status}`)}
    </Badge>
  );
}

export function BidStatusBadge({ status }: { status: BidStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={BID_COLOURS[status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {t(`bidStatus.${status}`)}
    </Badge>
  );
}
