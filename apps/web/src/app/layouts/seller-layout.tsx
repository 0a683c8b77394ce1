import { IconBell, IconGauge, IconUser, IconUsers } from '@tabler/icons-react';
import { CentreLayout } from './centre-layout';

/** Seller centre shell; later capabilities add their screens to this navigation. */
export function SellerLayout() {
  return (
    <CentreLayout
      titleKey="centre.sellerTitle"
      home="/seller"
      nav={[
        { to: '/seller', labelKey: 'nav.dashboard', icon: IconGauge, end: true },
        { to: '/seller/users', labelKey: 'nav.users', icon: IconUsers },
        { to: '/seller/notifications', labelKey: 'nav.notifications', icon: IconBell },
        { to: '/seller/profile', labelKey: 'nav.profile', icon: IconUser },
      ]}
    />
  );
}
