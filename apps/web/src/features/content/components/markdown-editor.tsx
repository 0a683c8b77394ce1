/**
 * The news editor: Markdown in a text area with buttons for headings, bold, lists, links and
 * pictures (uploaded through the files service), and a preview drawn by the same renderer the
 * server uses to sanitise what it stores.
 */
import { Button, FileButton, Group, SegmentedControl, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconBold, IconH2, IconLink, IconList, IconListNumbers, IconPhotoPlus } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { renderMarkdown } from '@binamart/shared';
import { uploadFile, uploadProblem } from '@/lib/uploads';
import { ArticleBody } from './article-body';

interface MarkdownEditorProps {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name: string;
}

export function MarkdownEditor({ label, description, value, onChange, error, name }: MarkdownEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  /** Puts `before` and `after` around the selection (or `fallback` when nothing is selected). */
  const wrap = (before: string, after = '', fallback = '') => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const chosen = value.slice(start, end) || fallback;
    const next = value.slice(0, start) + before + chosen + after + value.slice(end);
    onChange(next);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + before.length, start + before.length + chosen.length);
    });
  };
  /** Starts each selected line (or a new line) with `prefix`. */
  const prefixLines = (prefix: (line: number) => string) => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const lineStart = value.lastIndexOf('\n', start - 1) + 1;
    const block = value.slice(lineStart, end) || '';
    const lines = block.split('\n').map((line, i) => prefix(i) + line);
    onChange(value.slice(0, lineStart) + lines.join('\n') + value.slice(end));
    requestAnimationFrame(() => element?.focus());
  };
  const insertPicture = async (file: File | null) => {
    setUploadError(null);
    if (!file) return;
    const refused = uploadProblem('content-image', file);
    if (refused) {
      setUploadError(t(refused[0], refused[1]));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadFile('content-image', file);
      const alt = file.name.replace(/\.[a-z]+$/i, '').replace(/[[\]()]/g, '');
      wrap(`\n\n![${alt}](${uploaded.url})\n\n`);
    } catch (problem) {
      setUploadError(problem instanceof Error ? problem.message : t('adminPosts.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const tool = (labelKey: string, icon: ReactNode, action: () => void) => (
    <Tooltip label={t(labelKey)} key={labelKey}>
      <Button variant="default" size="compact-md" px={8} aria-label={t(labelKey)} onClick={action}>
        {icon}
      </Button>
    </Tooltip>
  );

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fw={500} size="sm" component="label" htmlFor={name}>
          {label}{' '}
          <span aria-hidden style={{ color: 'var(--mantine-color-error)' }}>
            *
          </span>
        </Text>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(v) => setMode(v as 'write' | 'preview')}
          data={[
            { value: 'write', label: t('adminPosts.write') },
            { value: 'preview', label: t('adminPosts.preview') },
          ]}
        />
      </Group>
      {mode === 'write' ? (
        <>
          <Group gap={4} wrap="wrap">
            {tool('adminPosts.toolbar.heading', <IconH2 size={18} aria-hidden />, () => prefixLines(() => '## '))}
            {tool('adminPosts.toolbar.bold', <IconBold size={18} aria-hidden />, () => wrap('**', '**', 'bold'))}
            {tool('adminPosts.toolbar.list', <IconList size={18} aria-hidden />, () => prefixLines(() => '- '))}
            {tool('adminPosts.toolbar.numbered', <IconListNumbers size={18} aria-hidden />, () =>
              prefixLines((i) => `${i + 1}. `),
            )}
            {tool('adminPosts.toolbar.link', <IconLink size={18} aria-hidden />, () =>
              wrap('[', '](https://)', 'link'),
            )}
            <FileButton onChange={(file) => void insertPicture(file)} accept="image/png,image/jpeg">
              {(props) => (
                <Tooltip label={t('adminPosts.toolbar.image')}>
                  <Button
                    {...props}
                    variant="default"
                    size="compact-md"
                    px={8}
                    loading={uploading}
                    aria-label={t('adminPosts.toolbar.image')}
                  >
                    <IconPhotoPlus size={18} aria-hidden />
                  </Button>
                </Tooltip>
              )}
            </FileButton>
          </Group>
          <Textarea
            id={name}
            ref={area}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            autosize
            minRows={10}
            maxRows={30}
            description={description}
            error={error ?? uploadError}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 14 } }}
          />
        </>
      ) : value.trim() ? (
        <div style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, padding: 16 }}>
          <ArticleBody html={renderMarkdown(value)} />
        </div>
      ) : (
        <Text c="gray.7" size="sm">
          {t('adminPosts.previewEmpty')}
        </Text>
      )}
    </Stack>
  );
}
