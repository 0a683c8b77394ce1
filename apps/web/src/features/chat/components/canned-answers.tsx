import { ActionIcon, Button, Group, Menu, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconMessageBolt, IconPencil, IconPlus, IconSettings, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type CannedAnswer, type CannedAnswerInput, LANGUAGES, type Language } from '@binamart/shared';
import { ApiError } from '@/lib/api-client';
import { useCannedAnswers, useDeleteCannedAnswer, useSaveCannedAnswer } from '../api/use-canned-answers';

const LANGUAGE_NAMES: Record<Language, string> = { 'en-us': 'English', 'zh-cn': '中文', ms: 'Bahasa Melayu' };

/** The composer's menu of canned answers: choosing one puts its text in the message; Write may manage them. */
export function CannedAnswersMenu({ onPick, canManage }: { onPick: (body: string) => void; canManage: boolean }) {
  const { t } = useTranslation();
  const answers = useCannedAnswers();
  const [managing, setManaging] = useState(false);
  return (
    <>
      <Menu position="top-start" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={t('chat.admin.insert')}>
            <IconMessageBolt size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown maw={320}>
          <Menu.Label>{t('chat.admin.canned')}</Menu.Label>
          {(answers.data ?? []).length === 0 && (
            <Text size="xs" c="dimmed" px="sm">
              {t('chat.admin.noCanned')}
            </Text>
          )}
          {(answers.data ?? []).map((answer) => (
            <Menu.Item key={answer.id} onClick={() => onPick(answer.body)}>
              <Text size="sm" fw={500}>
                {answer.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {LANGUAGE_NAMES[answer.language]} · {answer.body}
              </Text>
            </Menu.Item>
          ))}
          {canManage && (
            <>
              <Menu.Divider />
              <Menu.Item leftSection={<IconSettings size={16} aria-hidden />} onClick={() => setManaging(true)}>
                {t('chat.admin.manageCanned')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={managing} onClose={() => setManaging(false)} title={t('chat.admin.manageCanned')} size="lg">
        <CannedAnswersManager answers={answers.data ?? []} />
      </Modal>
    </>
  );
}

function CannedAnswersManager({ answers }: { answers: CannedAnswer[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<(CannedAnswerInput & { id?: string }) | null>(null);
  const remove = useDeleteCannedAnswer();
  if (editing) return <CannedAnswerForm initial={editing} onDone={() => setEditing(null)} />;
  return (
    <Stack gap="xs">
      {answers.map((answer) => (
        <Group key={answer.id} justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {answer.title}{' '}
              <Text span size="xs" c="dimmed">
                ({LANGUAGE_NAMES[answer.language]})
              </Text>
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {answer.body}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={`${t('chat.admin.editCanned')}: ${answer.title}`}
              onClick={() => setEditing(answer)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('chat.admin.deleteCanned')}: ${answer.title}`}
              onClick={() => remove.mutate(answer.id)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setEditing({ title: '', body: '', language: 'en-us' })}
      >
        {t('chat.admin.addCanned')}
      </Button>
    </Stack>
  );
}

function CannedAnswerForm({ initial, onDone }: { initial: CannedAnswerInput & { id?: string }; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCannedAnswer();
  const [form, setForm] = useState(initial);
  const fieldError = (path: string) =>
    save.error instanceof ApiError ? save.error.details.find((d) => d.path === path)?.message : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(form, { onSuccess: onDone });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('chat.admin.cannedTitle')}
          value={form.title}
          onChange={(event) => setForm({ ...form, title: event.currentTarget.value })}
          error={fieldError('title')}
          maxLength={80}
        />
        <Textarea
          label={t('chat.admin.cannedBody')}
          value={form.body}
          onChange={(event) => setForm({ ...form, body: event.currentTarget.value })}
          error={fieldError('body')}
          autosize
          minRows={3}
          maxLength={2000}
        />
        <Select
          label={t('chat.admin.cannedLanguage')}
          data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          value={form.language}
          onChange={(value) => value && setForm({ ...form, language: value as Language })}
          error={fieldError('language')}
          allowDeselect={false}
        />
        {save.error && !(save.error instanceof ApiError && save.error.details.length > 0) && (
          <Text size="sm" c="red.8" role="alert">
            {save.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onDone}>
            {t('chat.admin.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('chat.admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
