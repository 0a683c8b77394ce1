/** What waits for someone on a centre's landing page: a link per list with something in it, or "Nothing waits for you." */
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';

export function WaitingList({ title, items }: { title: string; items: { key: string; label: string; to: string }[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {items.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('sellerDashboard.nothingWaiting')}
        </Text>
      )}
      {items.map((item) => (
        <Anchor key={item.key} component={Link} to={item.to} size="sm">
          {item.label}
        </Anchor>
      ))}
    </Stack>
  );
}
