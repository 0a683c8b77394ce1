/** The purchase order file: JPG, PNG or PDF up to 2 MB, uploaded with POST /api/files?purpose=purchase-order. */
import { Button, FileButton, Group, Input } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { PO_FILE_MAX_BYTES, PO_FILE_TYPES, uploadPurchaseOrder } from '../../api/upload-purchase-order';
import { PrivateFileLink } from '@/components/ui/private-file-link';

export interface PurchaseOrderFile {
  id: string;
  url: string;
  /** the uploaded file's name; null for the file a saved draft already has */
  name: string | null;
}

export function PurchaseOrderField({
  value,
  onChange,
  error,
}: {
  value: PurchaseOrderFile | null;
  onChange: (file: PurchaseOrderFile | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    if (!PO_FILE_TYPES.includes(file.type)) return setProblem(t('adminCheckout.poFileType'));
    if (file.size > PO_FILE_MAX_BYTES) return setProblem(t('adminCheckout.poFileTooLarge'));
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await uploadPurchaseOrder(file);
      onChange({ id: uploaded.id, url: uploaded.url, name: file.name });
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Input.Wrapper
      label={t('adminCheckout.poFile')}
      description={t('adminCheckout.poFileHint')}
      error={problem ?? error}
      labelElement="div"
    >
      <Group gap="sm" mt={6}>
        {value && <PrivateFileLink url={value.url} label={value.name ?? t('adminOrders.openFile')} icon />}
        <FileButton onChange={upload} accept={PO_FILE_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={busy}
              leftSection={<IconUpload size={14} aria-hidden />}
              aria-label={`${value ? t('adminCheckout.replace') : t('adminCheckout.upload')}: ${t('adminCheckout.poFile')}`}
            >
              {value ? t('adminCheckout.replace') : t('adminCheckout.upload')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button size="xs" variant="subtle" color="red.8" onClick={() => onChange(null)}>
            {t('adminCheckout.removeFile')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
