import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { Level } from '@binamart/shared';

const LEVEL_COLOR: Record<Level, string> = {
  Block: 'red.8',
  NoPermission: 'gray.7',
  Read: 'blue.8',
  Write: 'teal.9',
  Allow: 'green.9',
};

/** A permission level as a coloured badge with its translated name. */
export function LevelBadge({ level }: { level: Level }) {
  const { t } = useTranslation();
  return (
    <Badge color={LEVEL_COLOR[level]} variant="filled" autoContrast>
      {t(`levels.${level}`)}
    </Badge>
  );
}
