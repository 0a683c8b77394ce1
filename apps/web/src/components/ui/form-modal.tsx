/** A dialog holding a form: the whole screen on a phone, a large centred dialog from the small breakpoint up. */
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export function FormModal({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      centered
      // a long title that fills its line keeps clear of the close button
      styles={{ header: { gap: 'var(--mantine-spacing-sm)' } }}
    >
      {children}
    </Modal>
  );
}
