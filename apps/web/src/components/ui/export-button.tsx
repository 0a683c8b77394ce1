/** Downloads what a list shows as a file: one button per format, the failure said beside it. */
import { Button, Menu, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { downloadFile } from '@/lib/download';

export interface ExportButtonProps {
  /** the export's address without its format, with the list's filters */
  url: (format: 'csv' | 'xlsx') => string;
  /** offer XLSX beside CSV */
  xlsx?: boolean;
}

export function ExportButton({ url, xlsx = false }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(url(format));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('bulk.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  const icon = <IconDownload size={18} aria-hidden />;
  return (
    <>
      {xlsx ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" leftSection={icon} loading={busy}>
              {t('bulk.export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void run('csv')}>{t('bulk.exportCsv')}</Menu.Item>
            <Menu.Item onClick={() => void run('xlsx')}>{t('bulk.exportXlsx')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Button variant="default" leftSection={icon} loading={busy} onClick={() => void run('csv')}>
          {t('bulk.exportCsv')}
        </Button>
      )}
      {failure && (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      )}
    </>
  );
}
