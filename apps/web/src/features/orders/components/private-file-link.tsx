/** A link-styled button that opens a private upload (PO, transfer slip) with the session. */
import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPrivateFile } from '../api/private-file';

export function PrivateFileLink({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => {
          setFailure(null);
          openPrivateFile(url, t('orderDetail.fileFailed')).catch((error: Error) => setFailure(error.message));
        }}
      >
        {label}
      </Anchor>
      {failure && (
        <Text component="span" size="xs" c="red.8" role="alert" display="block">
          {failure}
        </Text>
      )}
    </>
  );
}
