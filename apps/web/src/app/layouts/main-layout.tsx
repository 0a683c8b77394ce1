/** The main site: header with navigation, language and account; footer with the information pages. */
import {
  ActionIcon,
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, NavLink, Outlet } from 'react-router';
import { LazyDrawer, warmDrawer } from '../../components/ui/lazy-drawer';
import { useAuthUser } from '../../lib/auth-store';
import type { LayoutContext } from '../../lib/layout-base';
import { HeaderAccount } from './header-account';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import classes from './layout.module.css';

const NAV = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/shop', key: 'nav.shop' },
  { to: '/about', key: 'nav.about' },
  { to: '/help', key: 'nav.help' },
  { to: '/contact', key: 'nav.contact' },
] as const;

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className={classes.skipLink}>
      {t('nav.skipToContent')}
    </a>
  );
}

const CONTEXT: LayoutContext = { base: '' };

export function MainLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const user = useAuthUser();
  return (
    <Box className={classes.page}>
      <SkipLink />
      <header className={classes.header}>
        <Container size="xl" h="100%">
          <Group justify="space-between" h="100%" wrap="nowrap" gap="sm">
            <Group gap="lg" wrap="nowrap">
              <Logo />
              {/* from 1200 px: in Malay the five links, the language and the account buttons need it */}
              <Group component="nav" aria-label={t('nav.menu')} gap={4} visibleFrom="lg" wrap="nowrap">
                {NAV.map((item) => (
                  <NavLink key={item.to} to={item.to} end={'end' in item} className={classes.navLink}>
                    {t(item.key)}
                  </NavLink>
                ))}
              </Group>
            </Group>
            <Group gap="sm" wrap="nowrap" className={classes.headerActions}>
              <Box visibleFrom="xl">
                <HeaderSearch width={220} />
              </Box>
              <ActionIcon
                component={Link}
                to="/shop"
                variant="subtle"
                color="gray.8"
                size="lg"
                radius="xl"
                hiddenFrom="xl"
                // the narrowest phones search from the menu drawer: the header keeps room for the cart
                visibleFrom="xs"
                aria-label={t('nav.searchLabel')}
              >
                <IconSearch size={22} aria-hidden />
              </ActionIcon>
              <Box visibleFrom="sm">
                <LanguageSwitch />
              </Box>
              <HeaderAccount cart />
              <Burger
                opened={opened}
                onClick={toggle}
                onPointerEnter={warmDrawer}
                onFocus={warmDrawer}
                hiddenFrom="lg"
                aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              />
            </Group>
          </Group>
        </Container>
      </header>
      <LazyDrawer opened={opened} onClose={close} title={t('nav.menu')} size="xs" position="right" hiddenFrom="lg">
        <Stack component="nav" aria-label={t('nav.menu')} gap="xs">
          <HeaderSearch onDone={close} />
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={'end' in item} className={classes.navLink} onClick={close}>
              {t(item.key)}
            </NavLink>
          ))}
          <Divider my="sm" />
          {!user && (
            <Stack gap="xs" mb="sm">
              <Button component={Link} to="/register" onClick={close}>
                {t('nav.register')}
              </Button>
              <Button component={Link} to="/login" variant="default" onClick={close}>
                {t('nav.login')}
              </Button>
            </Stack>
          )}
          <LanguageSwitch />
        </Stack>
      </LazyDrawer>
      <main id="main" className={classes.main}>
        <Outlet context={CONTEXT} />
      </main>
      <Footer />
    </Box>
  );
}

function Footer() {
  const { t } = useTranslation();
  const columns = [
    {
      title: 'footer.company',
      links: [
        ['/about', 'nav.about'],
        ['/advertising', 'footer.advertising'],
        ['/certification', 'footer.certification'],
        ['/download', 'footer.download'],
      ],
    },
    {
      title: 'footer.policies',
      links: [
        ['/tnc', 'footer.tnc'],
        ['/potc', 'footer.potc'],
        ['/tnc/seller', 'footer.sellerTnc'],
        ['/privacy', 'footer.privacy'],
      ],
    },
    {
      title: 'footer.support',
      links: [
        ['/help', 'nav.help'],
        ['/contact', 'nav.contact'],
        ['/SalesEnquiry', 'nav.salesEnquiry'],
        ['/company', 'nav.suppliers'],
        ['/map', 'nav.map'],
        ['/calculator', 'nav.calculators'],
      ],
    },
  ] as const;
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Logo inverted />
            <Text size="sm" c="gray.3">
              {t('app.tagline')}
            </Text>
            <Text size="sm" c="gray.3">
              {t('footer.hotline')}
            </Text>
          </Stack>
          {columns.map((column) => (
            <Stack key={column.title} gap={6}>
              <Text fw={700} c="white">
                {t(column.title)}
              </Text>
              {column.links.map(([to, key]) => (
                <Anchor key={to} component={Link} to={to} c="gray.2" size="sm" underline="hover">
                  {t(key)}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="xs" c="gray.4" mt="xl">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </footer>
  );
}
