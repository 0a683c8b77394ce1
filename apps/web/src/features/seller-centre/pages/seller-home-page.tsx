/** /seller: the seller centre landing page with the signed-in company and what can be done here. */
import { CentreHome } from '@/components/ui/centre-home';
import { SalesHeadline } from '@/features/dashboards/index';
import { useAuthUser } from '@/lib/auth-store';
import { holdsCapability } from '@/lib/user-access';

export function SellerHomePage() {
  const user = useAuthUser();
  return (
    <CentreHome
      titleKey="centre.sellerTitle"
      headline={holdsCapability(user, 'reports') ? <SalesHeadline /> : undefined}
      links={[
        { to: '/seller/dashboard', labelKey: 'nav.dashboard' },
        { to: '/seller/report', labelKey: 'nav.reports' },
        ...(user ? [{ to: `/store/${user.companyId}`, labelKey: 'centre.sellerLinks.store' }] : []),
        { to: '/seller/products', labelKey: 'catalogLinks.sellerProducts' },
        { to: '/seller/hub', labelKey: 'catalogLinks.hub' },
        { to: '/seller/hub/delivery', labelKey: 'catalogLinks.deliveryRates' },
        { to: '/seller/users', labelKey: 'centre.sellerLinks.users' },
        { to: '/seller/notifications', labelKey: 'centre.sellerLinks.notifications' },
        { to: '/seller/profile', labelKey: 'centre.sellerLinks.profile' },
      ]}
    />
  );
}
