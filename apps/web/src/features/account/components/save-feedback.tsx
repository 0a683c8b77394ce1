import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

export type Feedback = { ok: true; message: string } | { ok: false; message: string } | null;

/** The outcome of a save, above its form: a success note or the server's message. */
export function SaveFeedback({ feedback }: { feedback: Feedback }) {
  if (!feedback) return null;
  return feedback.ok ? (
    <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
      {feedback.message}
    </Alert>
  ) : (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {feedback.message}
    </Alert>
  );
}
