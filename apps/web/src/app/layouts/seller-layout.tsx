import {
  IconMessages,
  IconBell,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconClipboardList,
  IconFileDollar,
  IconFileSearch,
  IconGauge,
  IconReportAnalytics,
  IconGavel,
  IconMessageQuestion,
  IconPackage,
  IconSteeringWheel,
  IconTruckDelivery,
  IconUser,
  IconUsers,
  IconStar,
} from '@tabler/icons-react';
import { PageLoader } from '../../components/ui/page-loader';
import { useTexts } from '../../lib/use-texts';
import { CentreLayout } from './centre-layout';

/** Seller centre shell; later capabilities add their screens to this navigation. */
export function SellerLayout() {
  const textsReady = useTexts(['ap-invoices', 'driver-app']);
  if (!textsReady) return <PageLoader />;
  return (
    <CentreLayout
      titleKey="centre.sellerTitle"
      home="/seller"
      nav={[
        { to: '/seller/dashboard', labelKey: 'nav.dashboard', icon: IconGauge },
        { to: '/seller/report', labelKey: 'nav.reports', icon: IconReportAnalytics },
        { to: '/seller/products', labelKey: 'nav.products', icon: IconPackage },
        { to: '/seller/reviews', labelKey: 'nav.reviews', icon: IconStar },
        { to: '/seller/order', labelKey: 'nav.orders', icon: IconClipboardList },
        { to: '/seller/enquiry', labelKey: 'nav.enquiries', icon: IconMessageQuestion },
        { to: '/seller/chat', labelKey: 'nav.chat', icon: IconMessages },
        { to: '/seller/bidding', labelKey: 'nav.bidding', icon: IconGavel },
        { to: '/seller/apinvoice', labelKey: 'apInvoicesPage.nav', icon: IconFileDollar },
        // a common page: check a contractor before giving it credit (features/credit-reports)
        { to: '/creditreport', labelKey: 'nav.creditReports', icon: IconFileSearch },
        { to: '/seller/hub', labelKey: 'nav.hub', icon: IconBuildingWarehouse, end: true },
        { to: '/seller/branches', labelKey: 'nav.branches', icon: IconBuildingStore },
        { to: '/seller/hub/delivery', labelKey: 'nav.deliveryRates', icon: IconTruckDelivery },
        // the driver app, for the company's users with the driver toggle
        { to: '/driver', labelKey: 'driverApp.appName', icon: IconSteeringWheel },
        { to: '/seller/users', labelKey: 'nav.users', icon: IconUsers },
        { to: '/seller/notifications', labelKey: 'nav.notifications', icon: IconBell },
        { to: '/seller/profile', labelKey: 'nav.profile', icon: IconUser },
      ]}
    />
  );
}
