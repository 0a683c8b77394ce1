import { Anchor, Group, Image, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore, IconFileText, IconGavel, IconPackage, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import type { ChatSide, ChatSubject } from '@binamart/shared';
import { subjectPath } from '../lib/conversation-names';

const ICONS = {
  product: IconPackage,
  store: IconBuildingStore,
  order: IconReceipt,
  enquiry: IconFileText,
  bidding: IconGavel,
} as const;

/** What the conversation is about, as a small card linking to its page. */
export function SubjectCard({ subject, side }: { subject: ChatSubject; side: ChatSide }) {
  const { t } = useTranslation();
  const Icon = ICONS[subject.kind];
  const path = subjectPath(subject, side);
  return (
    <Paper withBorder radius="md" p="xs" data-testid="chat-subject">
      <Group gap="sm" wrap="nowrap">
        {subject.imageUrl ? (
          <Image src={subject.imageUrl} alt="" w={44} h={44} radius="sm" fit="cover" />
        ) : (
          <ThemeIcon variant="light" size={44} radius="sm">
            <Icon size={24} aria-hidden />
          </ThemeIcon>
        )}
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text size="xs" c="dimmed">
            {t(`chat.about.${subject.kind}`)}
            {subject.reference && subject.reference !== subject.title ? ` · ${subject.reference}` : ''}
          </Text>
          <Text size="sm" fw={600} truncate>
            {subject.title}
          </Text>
        </Stack>
        {path && (
          <Anchor component={Link} to={path} size="sm">
            {t('chat.openSubject')}
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}
