import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

/** The BinaMart mark and name, linking home. */
export function Logo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label="BinaMart home">
      <Group gap={8} wrap="nowrap">
        <svg width="30" height="30" viewBox="0 0 64 64" aria-hidden="true">
          <rect width="64" height="64" rx="12" fill={inverted ? '#ffffff' : '#16406e'} />
          <path d="M14 44V24l18-10 18 10v20H38V32H26v12z" fill="#f5b301" />
        </svg>
        <Text fw={800} fz="xl" c={inverted ? 'white' : 'siteBlue.7'} style={{ letterSpacing: '-0.02em' }}>
          BinaMart
        </Text>
      </Group>
    </UnstyledButton>
  );
}
