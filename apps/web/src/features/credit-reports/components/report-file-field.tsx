/** The report's PDF from the bureau's portal (PDF only, up to 20 MB): upload, replace, remove. */
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { REPORT_FILE_MAX_MB, uploadReportFile } from '../api/upload-report-file';

export function ReportFileField({
  fileId,
  onChange,
  error,
}: {
  fileId: string | undefined;
  /** the uploaded file's id, or undefined when removed */
  onChange: (fileId: string | undefined) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const a = (key: string) => t(`creditReportPages.admin.${key}`);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    if (file.type !== 'application/pdf') return setProblem(a('fileType'));
    if (file.size > REPORT_FILE_MAX_MB * 1024 * 1024) {
      return setProblem(t('creditReportPages.admin.fileTooLarge', { max: REPORT_FILE_MAX_MB }));
    }
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await uploadReportFile(file);
      setName(file.name);
      onChange(uploaded.id);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper label={a('file')} error={problem ?? error} withAsterisk labelElement="div">
      <Group gap="sm" mt={6}>
        {fileId && (
          <Group gap={4} wrap="nowrap" c="teal.8" style={{ minWidth: 0 }}>
            <IconCircleCheck size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          </Group>
        )}
        <FileButton onChange={(file) => void upload(file)} accept="application/pdf">
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={busy}
              leftSection={<IconUpload size={14} aria-hidden />}
            >
              {fileId ? a('fileReplace') : a('fileUpload')}
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
            {a('fileRemove')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
