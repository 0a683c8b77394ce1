/** A link-styled button that opens a private upload (PO, transfer slip) with the session. */
import { Anchor, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { openPrivateFile } from '../../lib/private-file';

export function PrivateFileLink({
  url,
  label,
  failure,
  icon = false,
}: {
  url: string;
  label: string;
  /** shown when the file cannot be opened (default: the common "could not be loaded") */
  failure?: string;
  /** a file icon before the label */
  icon?: boolean;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => {
          setFailed(false);
          openPrivateFile(url).catch(() => setFailed(true));
        }}
        style={icon ? { display: 'inline-flex', alignItems: 'center', gap: 4 } : undefined}
      >
        {icon && <IconFile size={16} aria-hidden />}
        {label}
      </Anchor>
      {failed && (
        <Text component="span" size="xs" c="red.8" role="alert" display="block">
          {failure ?? t('common.loadFailed')}
        </Text>
      )}
    </>
  );
}
