/**
 * Write or edit a news post (postInputSchema drives the form and its messages): the address,
 * state, cover and publishing window, and a tab per language version (English always).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import {
  type AdminPost,
  LANGUAGES,
  type Language,
  POST_STATUSES,
  type PostInput,
  type PostValues,
  postInputSchema,
  slugFrom,
} from '@binamart/shared';
import { FileField, type FileFieldValue } from '@/components/ui/file-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useSavePost } from '../api/use-save-post';
import { fromLocalInput, toLocalInput } from '../lib/malaysian-time';
import { MarkdownEditor } from './markdown-editor';

const valuesOf = (post: AdminPost | null): PostInput => ({
  slug: post?.slug ?? '',
  status: post?.status ?? 'draft',
  coverFileId: post?.coverFileId ?? null,
  publishAt: post?.publishAt ?? null,
  unpublishAt: post?.unpublishAt ?? null,
  versions: post?.versions.map(({ language, title, summary, body }) => ({ language, title, summary, body })) ?? [
    { language: 'en-us', title: '', summary: '', body: '' },
  ],
});

export function PostForm({ post, onSaved }: { post: AdminPost | null; onSaved: (saved: AdminPost) => void }) {
  const { t } = useTranslation();
  const save = useSavePost();
  const [failure, setFailure] = useState<string | null>(null);
  const [cover, setCover] = useState<FileFieldValue | null>(
    post?.coverUrl ? { url: post.coverUrl, isImage: true } : null,
  );
  const [slugTouched, setSlugTouched] = useState(!!post);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PostInput, unknown, PostValues>({
    resolver: zodResolver(postInputSchema),
    defaultValues: valuesOf(post),
  });
  const versions = useFieldArray({ control, name: 'versions' });
  const watched = useWatch({ control, name: 'versions' });
  const slug = useWatch({ control, name: 'slug' });
  const [tab, setTab] = useState<string>('0');
  const message = (m?: string) => (m ? t(m) : undefined);
  const missing = LANGUAGES.filter((language) => !watched?.some((v) => v.language === language));
  const languageName = (language: Language) => t(`contentLanguages.${language}`);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved(await save.mutateAsync({ id: post?.id ?? null, input: values }));
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });

  const timeField = (name: 'publishAt' | 'unpublishAt') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          type="datetime-local"
          label={t(`adminPosts.fields.${name}`)}
          description={t(`adminPosts.fields.${name}Hint`)}
          value={toLocalInput(field.value)}
          onChange={(event) => field.onChange(fromLocalInput(event.currentTarget.value))}
          onBlur={field.onBlur}
          error={message(errors[name]?.message)}
        />
      )}
    />
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Tabs value={tab} onChange={(value) => setTab(value ?? '0')} keepMounted={false}>
          <Tabs.List>
            {versions.fields.map((field, index) => (
              <Tabs.Tab key={field.id} value={String(index)}>
                {languageName(field.language as Language)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {versions.fields.map((field, index) => {
            const versionErrors = errors.versions?.[index];
            return (
              <Tabs.Panel key={field.id} value={String(index)} pt="md">
                <Stack gap="md">
                  <TextInput
                    label={t('adminPosts.fields.title')}
                    withAsterisk
                    error={message(versionErrors?.title?.message)}
                    {...register(`versions.${index}.title`, {
                      onChange: (event: ChangeEvent<HTMLInputElement>) => {
                        if (!slugTouched && field.language === 'en-us')
                          setValue('slug', slugFrom(event.target.value), { shouldDirty: true });
                      },
                    })}
                  />
                  <Textarea
                    label={t('adminPosts.fields.summary')}
                    description={t('adminPosts.fields.summaryHint')}
                    withAsterisk
                    autosize
                    minRows={2}
                    error={message(versionErrors?.summary?.message)}
                    {...register(`versions.${index}.summary`)}
                  />
                  <Controller
                    control={control}
                    name={`versions.${index}.body`}
                    render={({ field: body }) => (
                      <MarkdownEditor
                        name={`post-body-${field.language}`}
                        label={t('adminPosts.fields.body')}
                        description={t('adminPosts.fields.bodyHint')}
                        value={body.value ?? ''}
                        onChange={body.onChange}
                        error={message(versionErrors?.body?.message)}
                      />
                    )}
                  />
                  {field.language !== 'en-us' && (
                    <Group>
                      <Button
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={16} aria-hidden />}
                        onClick={() => {
                          versions.remove(index);
                          setTab('0');
                        }}
                      >
                        {t('adminPosts.removeLanguage', { language: languageName(field.language as Language) })}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Tabs.Panel>
            );
          })}
        </Tabs>
        {errors.versions?.message && (
          <Text c="red" size="sm" role="alert">
            {message(errors.versions.message)}
          </Text>
        )}
        {missing.length > 0 && (
          <Group gap="xs">
            {missing.map((language) => (
              <Button
                key={language}
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => {
                  versions.append({ language, title: '', summary: '', body: '' });
                  setTab(String(versions.fields.length));
                }}
              >
                {t('adminPosts.addLanguage', { language: languageName(language) })}
              </Button>
            ))}
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('adminPosts.fields.slug')}
            description={t('adminPosts.fields.slugHint', { slug: slug || '…' })}
            withAsterisk
            error={message(errors.slug?.message)}
            {...register('slug', { onChange: () => setSlugTouched(true) })}
          />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Stack gap={4}>
                <Text fw={500} size="sm" id="post-status">
                  {t('adminPosts.fields.status')}
                </Text>
                <SegmentedControl
                  aria-labelledby="post-status"
                  value={field.value}
                  onChange={field.onChange}
                  data={POST_STATUSES.map((status) => ({ value: status, label: t(`adminPosts.statuses.${status}`) }))}
                />
              </Stack>
            )}
          />
          {timeField('publishAt')}
          {timeField('unpublishAt')}
        </SimpleGrid>
        <FileField
          label={t('adminPosts.fields.cover')}
          description={t('adminPosts.fields.coverHint')}
          purpose="content-image"
          value={cover}
          onChange={(file, display) => {
            setCover(display);
            setValue('coverFileId', file?.id ?? null, { shouldDirty: true });
          }}
          error={message(errors.coverFileId?.message)}
        />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('adminPosts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
