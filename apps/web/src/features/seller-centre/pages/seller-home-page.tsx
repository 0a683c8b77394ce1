/** /seller: the seller centre landing page with the signed-in company and what can be done here. */
import { CentreHome } from '../../../components/ui/centre-home';

export function SellerHomePage() {
  return (
    <CentreHome
      titleKey="centre.sellerTitle"
      links={[{ to: '/seller/profile', labelKey: 'centre.sellerLinks.profile' }]}
    />
  );
}
