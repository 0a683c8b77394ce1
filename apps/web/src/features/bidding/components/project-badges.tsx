/** The state of a project and of a bid as a coloured badge, named in the reader's language. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BidStatus, ProjectStatus } from '@binamart/shared';

const PROJECT_COLOURS: Record<ProjectStatus, string> = {
  incomplete: 'gray',
  draft: 'gray',
  upcoming: 'blue',
  active: 'teal',
  selection: 'violet',
  noBids: 'orange',
  awarded: 'green',
  closed: 'dark',
  expired: 'orange',
  revoked: 'red',
};

const BID_COLOURS: Record<BidStatus, string> = {
  submitted: 'blue',
  shortlisted: 'violet',
  revised: 'indigo',
  finalist: 'grape',
  awarded: 'green',
  notSelected: 'gray',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={PROJECT_COLOURS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`projectStatus.${status}`)}
    </Badge>
  );
}

export function BidStatusBadge({ status }: { status: BidStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={BID_COLOURS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`bidStatus.${status}`)}
    </Badge>
  );
}
