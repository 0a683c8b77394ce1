/** /admin: the admin centre landing page with the signed-in company and what can be done here. */
import { CentreHome } from '@/components/ui/centre-home';

export function AdminHomePage() {
  return (
    <CentreHome
      titleKey="centre.adminTitle"
      links={[
        { to: '/admin/dashboard', labelKey: 'nav.dashboard' },
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
