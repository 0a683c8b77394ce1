/** One private file for an AP invoice or a payout (JPG, PNG or PDF up to 20 MB): upload, replace, remove. */
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { AP_FILE_MAX_MB, AP_FILE_TYPES, type ApUploadPurpose, uploadApFile } from '../api/upload-ap-file';

export function ApFileField({
  purpose,
  label,
  fileId,
  onChange,
  error,
}: {
  purpose: ApUploadPurpose;
  label: string;
  fileId: string | undefined;
  /** the uploaded file's id, or undefined when removed */
  onChange: (fileId: string | undefined) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    if (!AP_FILE_TYPES.includes(file.type)) return setProblem(t('apInvoiceForm.fileType'));
    if (file.size > AP_FILE_MAX_MB * 1024 * 1024) {
      return setProblem(t('apInvoiceForm.fileTooLarge', { max: AP_FILE_MAX_MB }));
    }
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await uploadApFile(purpose, file);
      setName(file.name);
      onChange(uploaded.id);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper
      label={label}
      description={t('apInvoiceForm.fileHint', { max: AP_FILE_MAX_MB })}
      error={problem ?? error}
      withAsterisk
      labelElement="div"
    >
      <Group gap="sm" mt={6}>
        {fileId && (
          <Group gap={4} wrap="nowrap" c="teal.8" style={{ minWidth: 0 }}>
            <IconCircleCheck size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          </Group>
        )}
        <FileButton onChange={upload} accept={AP_FILE_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={busy}
              leftSection={<IconUpload size={14} aria-hidden />}
              aria-label={`${fileId ? t('apInvoiceForm.fileReplace') : t('apInvoiceForm.fileUpload')}: ${label}`}
            >
              {fileId ? t('apInvoiceForm.fileReplace') : t('apInvoiceForm.fileUpload')}
            </Button>
          )}
        </FileButton>
        {fileId && (
          <Button
            size="xs"
            variant="subtle"
            color="red.8"
            onClick={() => {
              setName(null);
              onChange(undefined);
            }}
          >
            {t('apInvoiceForm.fileRemove')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
