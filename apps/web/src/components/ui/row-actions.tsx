/** The edit and delete icon buttons of a list row; the label names the row for screen readers. */
import { ActionIcon } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

type EditTarget = { onClick: () => void; to?: never } | { to: string; onClick?: never };

export function EditAction({ label, ...target }: { label: string } & EditTarget) {
  const icon = <IconPencil size={18} aria-hidden />;
  return target.to ? (
    <ActionIcon component={Link} to={target.to} variant="subtle" aria-label={label}>
      {icon}
    </ActionIcon>
  ) : (
    <ActionIcon variant="subtle" aria-label={label} onClick={target.onClick}>
      {icon}
    </ActionIcon>
  );
}

export function DeleteAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red.8" aria-label={label} onClick={onClick}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}
