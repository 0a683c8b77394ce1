/**
 * The quotation's attachment (a drawing, a price list, a brochure: PDF, JPG or PNG up to 2 MB):
 * uploaded as a private file when chosen, its id kept in the form; opened with the session.
 */
import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { MAX_UPLOAD_MB, acceptFor, uploadFile, uploadProblem } from '@/lib/uploads';

const PURPOSE = 'quotation-attachment';

export interface Attachment {
  id: string;
  url: string;
  name: string;
}

export function AttachmentField({
  value,
  onChange,
  error,
}: {
  value: Attachment | null;
  onChange: (next: Attachment | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    const refused = uploadProblem(PURPOSE, file);
    if (refused) return setProblem(t(refused[0], refused[1]));
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await uploadFile(PURPOSE, file);
      onChange({ id: uploaded.id, url: uploaded.url, name: file.name });
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  const label = t('quotationForm.attachment');
  return (
    <Input.Wrapper
      label={label}
      description={t('quotationForm.attachmentHint', { max: MAX_UPLOAD_MB })}
      error={problem ?? error}
    >
      <Stack gap={6} mt={4}>
        {value && <PrivateFileLink url={value.url} label={value.name} icon />}
        <Group gap="xs">
          <FileButton onChange={(file) => void upload(file)} accept={acceptFor(PURPOSE)}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                loading={busy}
                leftSection={<IconUpload size={14} aria-hidden />}
                aria-label={`${value ? t('quotationForm.replaceFile') : t('quotationForm.uploadFile')}: ${label}`}
              >
                {value ? t('quotationForm.replaceFile') : t('quotationForm.uploadFile')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button size="xs" variant="subtle" color="red.8" onClick={() => onChange(null)}>
              {t('quotationForm.removeFile')}
            </Button>
          )}
        </Group>
        {!value && (
          <Text size="xs" c="gray.7">
            {t('quotationForm.noAttachment')}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
