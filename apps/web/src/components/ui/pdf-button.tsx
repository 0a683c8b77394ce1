/**
 * A button that fetches a private PDF (invoice, receipt, statement) with the session and either
 * opens it in a new tab or saves it under a file name; says so when it cannot.
 */
import { Button, type ButtonProps, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { fetchPrivateFile, openPrivateFile, saveBlob } from '../../lib/private-file';

/** Saves the file at `url` as `filename` through a temporary link. */
async function downloadPrivateFile(url: string, filename: string): Promise<void> {
  saveBlob(await fetchPrivateFile(url), filename);
}

export function PdfButton({
  url,
  label,
  failure,
  filename,
  ariaLabel,
  disabled,
  ...button
}: {
  url: string;
  label: string;
  /** shown under the button when the PDF cannot be fetched */
  failure: string;
  /** download under this name; without it the PDF opens in a new tab */
  filename?: string;
  /** a fuller name for screen readers, e.g. "Open invoice INV-1 as PDF" */
  ariaLabel?: string;
  disabled?: boolean;
} & Pick<ButtonProps, 'size' | 'variant' | 'className'>) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const Icon = filename ? IconDownload : IconFileTypePdf;
  return (
    <Stack gap={2} align="flex-start">
      <Button
        variant="default"
        {...button}
        loading={busy}
        disabled={disabled}
        aria-label={ariaLabel}
        leftSection={<Icon size={16} aria-hidden />}
        onClick={async () => {
          setFailed(false);
          if (filename) setBusy(true);
          try {
            await (filename ? downloadPrivateFile(url, filename) : openPrivateFile(url));
          } catch {
            setFailed(true);
          } finally {
            setBusy(false);
          }
        }}
      >
        {label}
      </Button>
      {failed && (
        <Text size="xs" c="red.8" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
