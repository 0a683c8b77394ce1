/** /admin/outbox: every e-mail the marketplace sent or kept, with its text on demand, and every SMS; newest first. */
import { Accordion, Anchor, Badge, Card, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type OutboxMessage, type SmsOutboxMessage, formatDateTime } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';

import { OUTBOX_PAGE_SIZE as PAGE_SIZE, useOutbox } from '../api/use-outbox';
import { SMS_OUTBOX_PAGE_SIZE, useSmsOutbox } from '../api/use-sms-outbox';

const STATUS_COLOR: Record<OutboxMessage['status'] | SmsOutboxMessage['status'], string> = {
  kept: 'gray.7',
  queued: 'blue.9',
  sent: 'teal.9',
  failed: 'red.9',
};
const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** The plain text with its links clickable (verification and invitation links). */
function MessageText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="outbox-text">
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <Anchor key={index} href={part} size="sm">
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

function EmailList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const query = useOutbox(page, q);
  return (
    <Stack gap="md">
      <TextInput
        label={t('outboxPage.search')}
        description={t('outboxPage.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
        maxLength={100}
        maw={480}
      />
      <PagedList
        query={query}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={setPage}
        empty={<Text c="gray.7">{t(q ? 'outboxPage.noMatch' : 'outboxPage.empty')}</Text>}
      >
        {(items) => (
          <Accordion variant="separated" radius="md" chevronPosition="left">
            {items.map((m) => (
              <Accordion.Item key={m.id} value={m.id} bg="white">
                <Accordion.Control aria-label={`${m.subject} → ${m.toAddress}`}>
                  <Stack gap={4}>
                    <Group gap="xs" justify="space-between">
                      <Text fw={600} size="sm">
                        {m.subject}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {formatDateTime(m.createdAt)}
                      </Text>
                    </Group>
                    <Group gap="xs">
                      <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
                        {t('outboxPage.to')}: {m.toAddress}
                      </Text>
                      <Badge size="sm" variant="light" color="gray" c="gray.8">
                        {/* a templated e-mail, or a notice named by its notification's title */}
                        {t([`outboxPage.templates.${m.template}`, `notificationTypes.${m.template}.title`], {
                          defaultValue: m.template,
                        })}
                      </Badge>
                      <Badge size="sm" variant="filled" color={STATUS_COLOR[m.status]}>
                        {t(`outboxPage.status.${m.status}`)}
                      </Badge>
                    </Group>
                  </Stack>
                </Accordion.Control>
                <Accordion.Panel>
                  <MessageText text={m.text} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </PagedList>
    </Stack>
  );
}

/** The SMS: to whom, about what, how it went (and why not), and the text as sent. */
function SmsList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useSmsOutbox(page);
  return (
    <PagedList
      query={query}
      pageSize={SMS_OUTBOX_PAGE_SIZE}
      page={page}
      onPage={setPage}
      empty={<Text c="gray.7">{t('outboxPage.smsEmpty')}</Text>}
    >
      {(items) => (
        <Stack gap="sm">
          {items.map((m) => (
            <Card key={m.id} withBorder radius="md" component="article" aria-label={`SMS → ${m.toPhone}`}>
              <Stack gap={4}>
                <Group gap="xs" justify="space-between">
                  <Text fw={600} size="sm">
                    {t(`notificationTypes.${m.type}.title`, { defaultValue: m.type })}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {formatDateTime(m.createdAt)}
                  </Text>
                </Group>
                <Group gap="xs">
                  <Text size="sm" c="gray.8">
                    {t('outboxPage.to')}: {m.toPhone}
                  </Text>
                  <Badge size="sm" variant="filled" color={STATUS_COLOR[m.status]}>
                    {t(`outboxPage.status.${m.status}`)}
                  </Badge>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {m.text}
                </Text>
                {m.error && (
                  <Text size="sm" c="red.9">
                    {t('outboxPage.smsError', { error: m.error })}
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </PagedList>
  );
}

export function OutboxPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('outboxPage.title')} subtitle={t('outboxPage.intro')} />
      <Tabs defaultValue="email" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="email">{t('outboxPage.tabs.email')}</Tabs.Tab>
          <Tabs.Tab value="sms">{t('outboxPage.tabs.sms')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="email">
          <EmailList />
        </Tabs.Panel>
        <Tabs.Panel value="sms">
          <SmsList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
