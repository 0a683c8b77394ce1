/**
 * /admin/chats and /admin/chats/{id} (admChat): the customer-service queue by state, the open
 * conversation with assign, close and canned answers, and the customer's company, orders and
 * credit beside it (below the conversation on a phone).
 */
import {
  Box,
  Checkbox,
  Grid,
  Group,
  Pagination,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useParams } from 'react-router';
import { SUPPORT_STATUSES, type SupportStatus, hasPermission } from '@binamart/shared';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useAuthUser } from '@/lib/auth-store';
import { useSupportCounts, useSupportQueue } from '../api/use-support';
import { useConversation } from '../api/use-conversation';
import { CannedAnswersMenu } from '../components/canned-answers';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { CustomerPanel } from '../components/customer-panel';
import { SupportActions } from '../components/support-actions';
import classes from '../components/chat.module.css';

export function AdminChatsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const user = useAuthUser();
  const canManage = !!user && hasPermission(user.permissions, 'admChat', 'Write');
  const [status, setStatus] = useState<SupportStatus | 'all'>('new');
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState(1);
  const queue = useSupportQueue(status, mine, page);
  const counts = useSupportCounts();
  const [drafts, setDrafts] = useState<Record<string, string>>({});

  const label = (s: SupportStatus) => `${t(`chat.status.${s}`)}${counts.data ? ` (${counts.data[s]})` : ''}`;
  const list = (
    <div className={classes.frame}>
      <Stack gap="xs" p="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Title order={1} size="h3">
          {t('chat.admin.title')}
        </Title>
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label={t('chat.admin.queue')}
          value={status}
          onChange={(value) => {
            setStatus(value as SupportStatus | 'all');
            setPage(1);
          }}
          data={[
            ...SUPPORT_STATUSES.map((s) => ({ value: s, label: label(s) })),
            { value: 'all', label: t('chat.admin.all') },
          ]}
          style={{ flexWrap: 'wrap' }}
        />
        <Checkbox
          label={t('chat.admin.mine')}
          checked={mine}
          onChange={(event) => {
            setMine(event.currentTarget.checked);
            setPage(1);
          }}
        />
      </Stack>
      <ScrollArea style={{ flex: 1 }}>
        {queue.isPending ? (
          <PageLoader />
        ) : queue.isError ? (
          <QueryError error={queue.error} />
        ) : queue.data.items.length === 0 ? (
          <Text size="sm" c="dimmed" p="md">
            {t('chat.admin.empty')}
          </Text>
        ) : (
          <ConversationList conversations={queue.data.items} base="/admin/chats" activeId={id} showStatus />
        )}
      </ScrollArea>
      {queue.data && queue.data.total > queue.data.pageSize && (
        <Group justify="center" p="xs">
          <Pagination
            size="sm"
            value={page}
            onChange={setPage}
            total={Math.ceil(queue.data.total / queue.data.pageSize)}
          />
        </Group>
      )}
    </div>
  );

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }} display={{ base: id ? 'none' : 'block', md: 'block' }}>
        {list}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 6 }} display={{ base: id ? 'block' : 'none', md: 'block' }}>
        {id ? (
          <AdminConversation
            key={id}
            id={id}
            canManage={canManage}
            text={drafts[id] ?? ''}
            onText={(text) => setDrafts((all) => ({ ...all, [id]: text }))}
          />
        ) : (
          <Box className={classes.frame} p="xl">
            <Text c="dimmed">{t('chat.pickConversation')}</Text>
          </Box>
        )}
      </Grid.Col>
      {id && (
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <CustomerPanel id={id} />
        </Grid.Col>
      )}
    </Grid>
  );
}

function AdminConversation({
  id,
  canManage,
  text,
  onText,
}: {
  id: string;
  canManage: boolean;
  text: string;
  onText: (text: string) => void;
}) {
  const conversation = useConversation(id);
  return (
    <ConversationView
      id={id}
      back="/admin/chats"
      text={text}
      onText={onText}
      actions={conversation.data && <SupportActions conversation={conversation.data} />}
      composerExtra={
        <CannedAnswersMenu canManage={canManage} onPick={(body) => onText(text ? `${text}\n${body}` : body)} />
      }
    />
  );
}
