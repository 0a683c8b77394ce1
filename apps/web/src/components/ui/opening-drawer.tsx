/** The Drawer that LazyDrawer loads: it mounts closed, so its first opening slides in as every other does. */
import { Drawer, type DrawerProps } from '@mantine/core';
import { useEffect, useState } from 'react';

export function OpeningDrawer({ opened, ...props }: DrawerProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <Drawer opened={mounted && opened} {...props} />;
}
