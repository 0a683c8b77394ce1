import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLayoutBase } from '../../lib/layout-base';

/** A screen's frame: a centred container on the main site; the centre layouts already pad their content. */
export function Screen({ children }: { children: ReactNode }) {
  const base = useLayoutBase();
  if (base) return <Box maw={1100}>{children}</Box>;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {children}
    </Container>
  );
}
