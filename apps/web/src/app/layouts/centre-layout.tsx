/** The seller centre and admin centre shell: a header and a side navigation that folds away on phones. */
import { AppShell, Burger, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/translation';
import { NavLink, Outlet } from 'react-router';
import { decideAccess } from '@binamart/shared';
import { useAuthUser } from '../../lib/auth-store';
import type { LayoutBase, LayoutContext } from '../../lib/layout-base';
import { HeaderAccount } from './header-account';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import classes from './layout.module.css';

export interface CentreNavItem {
  to: string;
  labelKey: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  end?: boolean;
}

export function CentreLayout({ titleKey, home, nav }: { titleKey: string; home: LayoutBase; nav: CentreNavItem[] }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const user = useAuthUser();
  // only the screens this user may open are offered
  const items = nav.filter((item) => decideAccess(item.to, user).action === 'allow');
  const context: LayoutContext = { base: home };
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            />
            <Logo to={home} />
            <Text fw={600} c="gray.7" visibleFrom="xs">
              {t(titleKey)}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group visibleFrom="sm">
              <LanguageSwitch />
            </Group>
            <HeaderAccount compact />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t(titleKey)} style={{ overflowY: 'auto' }}>
        <Stack gap={4} component="nav">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={classes.sideLink} onClick={close}>
              <item.icon size={18} aria-hidden />
              {t(item.labelKey)}
            </NavLink>
          ))}
        </Stack>
        <Stack mt="auto" hiddenFrom="sm">
          <LanguageSwitch />
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <Outlet context={context} />
      </AppShell.Main>
    </AppShell>
  );
}
