import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBell,
  IconBuildingStore,
  IconChevronDown,
  IconClipboardList,
  IconGavel,
  IconBuildingSkyscraper,
  IconCreditCard,
  IconFileSearch,
  IconLogout,
  IconMessageQuestion,
  IconReceipt,
  IconShieldCheck,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate } from 'react-router';
import { decideAccess, roleKind } from '@binamart/shared';
import { signOut } from '../../features/auth/index';
import { useAuthUser } from '../../lib/auth-store';
import { notificationsPath } from '../../features/notifications/index';

/** The signed-in user's account menu (with sign-out); nothing when signed out (the header offers sign-in then). */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const navigate = useNavigate();
  if (!user) return null;
  const kind = roleKind(user.role);
  const profilePath = kind === 'admin' ? '/admin/profile' : kind === 'seller' ? '/seller/profile' : '/profile';
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  // buyers have no side navigation: their account pages live here, minus those they may not open
  const buyerLinks =
    kind === 'buyer'
      ? [
          { to: '/order', key: 'nav.orders', icon: IconClipboardList },
          { to: '/payment', key: 'nav.payments', icon: IconReceipt },
          { to: '/enquiry', key: 'nav.enquiries', icon: IconMessageQuestion },
          { to: '/bidding', key: 'nav.bidding', icon: IconGavel },
          { to: '/favourites', key: 'nav.companyProjects', icon: IconBuildingSkyscraper },
          { to: '/cl', key: 'nav.creditLimit', icon: IconCreditCard },
          { to: '/creditreport', key: 'nav.creditReports', icon: IconFileSearch },
          { to: notificationsPath(user.role), key: 'nav.notifications', icon: IconBell },
          { to: '/users', key: 'nav.users', icon: IconUsers },
        ].filter((link) => decideAccess(link.to, user).action === 'allow')
      : [];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.profile')} data-testid="user-menu">
          <Group gap={6} wrap="nowrap">
            <Avatar color="siteBlue" radius="xl" size={32}>
              {initials}
            </Avatar>
            {!compact && (
              <Text size="sm" fw={600} visibleFrom="sm">
                {user.firstName}
              </Text>
            )}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.firstName} {user.lastName} · {user.companyName}
        </Menu.Label>
        <Menu.Item component={Link} to={profilePath} leftSection={<IconUser size={16} />}>
          {t('nav.profile')}
        </Menu.Item>
        {buyerLinks.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to} leftSection={<link.icon size={16} />}>
            {t(link.key)}
          </Menu.Item>
        ))}
        {kind === 'seller' && (
          <Menu.Item component={Link} to="/seller" leftSection={<IconBuildingStore size={16} />}>
            {t('nav.sellerCentre')}
          </Menu.Item>
        )}
        {kind === 'admin' && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShieldCheck size={16} />}>
            {t('nav.adminCentre')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={async () => {
            await signOut();
            void navigate('/', { replace: true });
          }}
        >
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
