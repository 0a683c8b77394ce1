/** One uploaded file for a form field: upload, preview (image) or link (PDF), replace and remove. */
import { Anchor, Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconFile, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  MAX_UPLOAD_MB,
  type UploadPurpose,
  type UploadedFile,
  acceptFor,
  uploadFile,
  uploadProblem,
} from '../../lib/uploads';

export interface FileFieldValue {
  url: string;
  /** shown for files that are not images */
  name?: string;
  isImage: boolean;
}

export function FileField({
  label,
  description,
  purpose,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  purpose: UploadPurpose;
  value: FileFieldValue | null;
  /** the new upload, or null when removed */
  onChange: (file: UploadedFile | null, display: FileFieldValue | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    const refused = uploadProblem(purpose, file);
    if (refused) return setProblem(t(refused[0], refused[1]));
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await uploadFile(purpose, file);
      onChange(uploaded, { url: uploaded.url, name: file.name, isImage: uploaded.mimeType.startsWith('image/') });
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Input.Wrapper label={label} description={description} error={problem ?? error}>
      <Group gap="sm" mt={4} wrap="nowrap">
        {value &&
          (value.isImage ? (
            <Avatar src={value.url} alt="" radius="sm" size={56} />
          ) : (
            <Anchor href={value.url} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconFile size={16} aria-hidden />
                {value.name ?? t('productForm.currentFile')}
              </Group>
            </Anchor>
          ))}
        <Stack gap={4}>
          <FileButton onChange={upload} accept={acceptFor(purpose)}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                loading={busy}
                leftSection={<IconUpload size={14} aria-hidden />}
                aria-label={`${value ? t('productForm.replace') : t('productForm.upload')}: ${label}`}
              >
                {value ? t('productForm.replace') : t('productForm.upload')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button size="xs" variant="subtle" color="red.8" onClick={() => onChange(null, null)}>
              {t('productForm.removeFile')}
            </Button>
          )}
        </Stack>
        {!value && (
          <Text size="xs" c="gray.7">
            {purpose === 'product-file'
              ? t('productForm.fileHint')
              : // one image: the product form's "at least one … the first is the cover" is for its image list
                t('profilePage.imageHint', { max: MAX_UPLOAD_MB })}
          </Text>
        )}
      </Group>
    </Input.Wrapper>
  );
}
