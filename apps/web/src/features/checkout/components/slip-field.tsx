/** The manual bank transfer slip: JPG, PNG or PDF up to 2 MB, uploaded with POST /api/files?purpose=payment-slip. */
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { MAX_IMAGE_BYTES } from '@binamart/shared';
import { api } from '@/lib/api';
import type { UploadedFile } from '@/lib/uploads';

const TYPES = ['image/png', 'image/jpeg', 'application/pdf'];

export function SlipField({
  fileId,
  onChange,
  error,
}: {
  fileId: string | null;
  onChange: (fileId: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t('checkoutPage.payment.slipType'));
    if (file.size > MAX_IMAGE_BYTES) return setProblem(t('checkoutPage.payment.slipTooLarge'));
    setProblem(null);
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const uploaded = await api.upload<UploadedFile>('/api/files?purpose=payment-slip', form);
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
      label={t('checkoutPage.payment.slip')}
      description={t('checkoutPage.payment.slipHint')}
      error={problem ?? error}
      withAsterisk
      labelElement="div"
    >
      <Group gap="sm" mt={6}>
        {fileId && (
          <Group gap={4} wrap="nowrap" c="teal.8">
            <IconCircleCheck size={18} aria-hidden />
            <Text size="sm" fw={600}>
              {name ?? t('checkoutPage.payment.slipUploaded')}
            </Text>
          </Group>
        )}
        <FileButton onChange={upload} accept={TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={busy}
              leftSection={<IconUpload size={14} aria-hidden />}
            >
              {fileId ? t('checkoutPage.payment.slipReplace') : t('checkoutPage.payment.slipUpload')}
            </Button>
          )}
        </FileButton>
        {fileId && (
          <Button size="xs" variant="subtle" color="red.8" onClick={() => onChange(null)}>
            {t('checkoutPage.payment.slipRemove')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
