import { IconGauge, IconMail, IconUser } from '@tabler/icons-react';
import { CentreLayout } from './centre-layout';

/** Admin centre shell; later capabilities add their screens to this navigation. */
export function AdminLayout() {
  return (
    <CentreLayout
      titleKey="centre.adminTitle"
      home="/admin"
      nav={[
        { to: '/admin', labelKey: 'nav.dashboard', icon: IconGauge, end: true },
        { to: '/admin/messages', labelKey: 'nav.messages', icon: IconMail },
        { to: '/admin/profile', labelKey: 'nav.profile', icon: IconUser },
      ]}
    />
  );
}
