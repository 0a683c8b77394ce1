/** /admin: the admin centre landing page with the signed-in company and what can be done here. */
import { hasPermission } from '@binamart/shared';
import { CentreHome } from '@/components/ui/centre-home';
import { AdminHeadline } from '@/features/dashboards/index';
import { useAuthUser } from '@/lib/auth-store';

export function AdminHomePage() {
  const user = useAuthUser();
  return (
    <CentreHome
      titleKey="centre.adminTitle"
      headline={user && hasPermission(user.permissions, 'admReport', 'Read') ? <AdminHeadline /> : undefined}
      links={[
        { to: '/admin/dashboard', labelKey: 'nav.dashboard' },
        { to: '/admin/report', labelKey: 'nav.reports' },
        { to: '/admin/products', labelKey: 'catalogLinks.adminProducts' },
        { to: '/admin/categories', labelKey: 'catalogLinks.adminCategories' },
        { to: '/admin/registrations', labelKey: 'centre.adminLinks.registrations' },
        { to: '/admin/users', labelKey: 'centre.adminLinks.users' },
        { to: '/admin/notifications', labelKey: 'centre.adminLinks.notifications' },
        { to: '/admin/messages', labelKey: 'centre.adminLinks.messages' },
        { to: '/admin/outbox', labelKey: 'centre.adminLinks.outbox' },
        { to: '/admin/profile', labelKey: 'centre.sellerLinks.profile' },
      ]}
    />
  );
}
