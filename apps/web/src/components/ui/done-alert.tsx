/** What an action on the page just did, above its content, until closed (nothing when `message` is null). */
import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function DoneAlert({ message, onClose }: { message: ReactNode; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status" withCloseButton onClose={onClose}>
      {message}
    </Alert>
  );
}
