/**
 * The report's exports: CSV, Excel and PDF of every row under the filters shown. The file streams
 * in and the page shows how much has arrived until the browser saves it; a failed export says so.
 */
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { REPORT_FORMATS, type ReportFormat } from '@binamart/shared';
import { type DownloadProgress, downloadReport } from '../api/download-report';

type State =
  | { step: 'idle' }
  | { step: 'running'; format: ReportFormat; progress: DownloadProgress | null }
  | { step: 'done'; name: string }
  | { step: 'failed'; message: string };

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function ExportButtons({ url }: { url: (format: ReportFormat) => string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const start = async (format: ReportFormat) => {
    controller.current?.abort();
    controller.current = new AbortController();
    setState({ step: 'running', format, progress: null });
    try {
      const name = await downloadReport(
        url(format),
        (progress) => setState({ step: 'running', format, progress }),
        controller.current.signal,
      );
      setState({ step: 'done', name });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      setState({ step: 'failed', message: (error as Error).message || t('reports.export.failed') });
    }
  };
  const running = state.step === 'running';
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {REPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={running && state.format === format}
            disabled={running && state.format !== format}
            onClick={() => void start(format)}
          >
            {t(`reports.export.${format}`)}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="gray.7">
        {t('reports.export.pdfNote')}
      </Text>
      {running && (
        <Stack gap={4} role="status" aria-live="polite">
          <Progress value={100} animated striped size="sm" aria-label={t('reports.export.title')} />
          <Text size="xs">
            {state.progress
              ? t('reports.export.progress', {
                  size: sizeOf(state.progress.bytes),
                  rows: state.progress.rows.toLocaleString('en-MY'),
                })
              : t('reports.export.starting')}
          </Text>
        </Stack>
      )}
      {state.step === 'done' && (
        <Text size="sm" c="green.8" role="status">
          {t('reports.export.done', { name: state.name })}
        </Text>
      )}
      {state.step === 'failed' && (
        <Alert color="red" role="alert" title={t('reports.export.failed')}>
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
