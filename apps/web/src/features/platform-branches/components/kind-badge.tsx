/** Office or collection point, as a small badge. */
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { PlatformBranchKind } from '@binamart/shared';

export function KindBadge({ kind }: { kind: PlatformBranchKind }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={kind === 'office' ? 'siteBlue' : 'teal'}
      // teal-9 on teal's light tint is 4.3:1, short of AA for badge-sized text
      c={kind === 'office' ? 'siteBlue.8' : '#066649'}
      style={{ flexShrink: 0 }}
    >
      {t(`platformBranchKinds.${kind}`)}
    </Badge>
  );
}
