/** A "← back" link above a screen. */
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
