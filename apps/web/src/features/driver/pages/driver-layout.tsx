/**
 * The driver app's own phone-first shell: a slim header with the app name, the driver's name,
 * the language and sign-out, and one column under it; no seller side menu. It links the web
 * app manifest and registers the service worker, so the driver can install /driver on a phone.
 */
import { ActionIcon, AppShell, Box, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLanguage, IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, Outlet } from 'react-router';
import { LANGUAGES } from '@binamart/shared';
import { signOut } from '@/features/auth/index';
import { NotificationBell } from '@/features/notifications/index';
import { useAuthUser } from '@/lib/auth-store';
import { chooseLanguage } from '@/lib/choose-language';

/**
 * Points <link rel="manifest"> at the driver app's manifest while a driver page is shown (the
 * marketplace's own is back afterwards) and registers /sw.js for the /driver scope.
 */
function useInstallableApp() {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const link = existing ?? document.head.appendChild(document.createElement('link'));
    const marketplace = existing?.getAttribute('href') ?? null;
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    if ('serviceWorker' in navigator && window.isSecureContext) {
      // fetch the DO screen's code now as well, so the worker keeps it for a start without a network
      void import('./driver-order-page').catch(() => {});
      navigator.serviceWorker
        .register('/sw.js', { scope: '/driver' })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          // the scripts and styles this page already loaded, for the worker to keep
          const urls = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.startsWith(`${window.location.origin}/assets/`))
            .map((name) => new URL(name).pathname);
          registration.active?.postMessage({ type: 'cache-assets', urls });
        })
        .catch((error: unknown) => {
          // the app works without it; only the offline start is lost
          console.warn('The driver app could not register its service worker', error);
        });
    }
    return () => {
      if (marketplace) link.setAttribute('href', marketplace);
      else link.remove();
    };
  }, []);
}

export function DriverLayout() {
  const { t, i18n } = useTranslation();
  const user = useAuthUser();
  useInstallableApp();
  return (
    <AppShell header={{ height: 60 }} padding={0} bg="gray.0">
      <AppShell.Header bg="siteBlue.8" c="white" withBorder={false}>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap" maw={720} mx="auto">
          <UnstyledButton component={Link} to="/driver" aria-label={t('driverApp.home')} c="white">
            <Group gap={10} wrap="nowrap">
              <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true">
                <rect width="64" height="64" rx="12" fill="#ffffff" />
                <path d="M14 44V24l18-10 18 10v20H38V32H26v12z" fill="#f5b301" />
              </svg>
              <Stack gap={0}>
                <Text fw={800} lh={1.2}>
                  {t('driverApp.appName')}
                </Text>
                {user && (
                  <Text size="xs" lh={1.3} c="siteBlue.0" lineClamp={1}>
                    {user.firstName} {user.lastName}
                  </Text>
                )}
              </Stack>
            </Group>
          </UnstyledButton>
          <Group gap={4} wrap="nowrap">
            <NotificationBell to="/driver/notifications" color="white" />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="white" size={44} aria-label={t('language.label')}>
                  <IconLanguage size={24} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {LANGUAGES.map((language) => (
                  <Menu.Item
                    key={language}
                    onClick={() => void chooseLanguage(language)}
                    fw={i18n.language === language ? 700 : undefined}
                    aria-current={i18n.language === language ? 'true' : undefined}
                  >
                    {t(`language.${language}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <ActionIcon
              variant="subtle"
              color="white"
              size={44}
              aria-label={t('driverApp.signOut')}
              title={t('driverApp.signOut')}
              onClick={() => void signOut()}
            >
              <IconLogout size={24} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main">
        <Box maw={720} mx="auto" px="sm" py="md">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
