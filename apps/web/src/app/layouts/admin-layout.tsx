import {
  IconHeadset,
  IconBell,
  IconCash,
  IconCreditCard,
  IconFileDollar,
  IconFileInvoice,
  IconFileMinus,
  IconFilePlus,
  IconFileText,
  IconFileSearch,
  IconPercentage,
  IconReceipt,
  IconTicket,
  IconCategory,
  IconPackage,
  IconGauge,
  IconReportAnalytics,
  IconArrowsSplit,
  IconGavel,
  IconMessageQuestion,
  IconMail,
  IconNews,
  IconAd2,
  IconClockExclamation,
  IconMailForward,
  IconTruckDelivery,
  IconUser,
  IconUserCheck,
  IconUsers,
  IconStar,
  IconBuilding,
  IconShieldCheck,
} from '@tabler/icons-react';
import { PageLoader } from '../../components/ui/page-loader';
import { useTexts } from '../../lib/use-texts';
import { CentreLayout } from './centre-layout';

/** Admin centre shell; later capabilities add their screens to this navigation. */
export function AdminLayout() {
  const textsReady = useTexts([
    'admin-commerce',
    'admin-credit',
    'ap-invoices',
    'admin-billing',
    'insurance',
    'content',
  ]);
  if (!textsReady) return <PageLoader />;
  return (
    <CentreLayout
      titleKey="centre.adminTitle"
      home="/admin"
      nav={[
        { to: '/admin/dashboard', labelKey: 'nav.dashboard', icon: IconGauge },
        { to: '/admin/report', labelKey: 'nav.reports', icon: IconReportAnalytics },
        { to: '/admin/saleschannel', labelKey: 'nav.salesChannels', icon: IconArrowsSplit },
        { to: '/admin/products', labelKey: 'nav.products', icon: IconPackage },
        { to: '/admin/reviews', labelKey: 'nav.reviews', icon: IconStar },
        { to: '/admin/categories', labelKey: 'nav.categories', icon: IconCategory },
        { to: '/admin/order', labelKey: 'adminOrders.nav', icon: IconReceipt },
        { to: '/admin/payment', labelKey: 'adminPayments.nav', icon: IconCash },
        { to: '/admin/enquiry', labelKey: 'nav.enquiries', icon: IconMessageQuestion },
        { to: '/admin/bidding', labelKey: 'nav.bidding', icon: IconGavel },
        { to: '/admin/saleEnquiry', labelKey: 'nav.salesEnquiries', icon: IconTruckDelivery },
        { to: '/admin/apinvoice', labelKey: 'adminApInvoices.nav', icon: IconFileDollar },
        { to: '/admin/or', labelKey: 'adminBillingOrders.nav', icon: IconFileText },
        { to: '/admin/in', labelKey: 'adminNotes.nav.invoices', icon: IconFileInvoice },
        { to: '/admin/cn', labelKey: 'adminNotes.nav.credit', icon: IconFileMinus },
        { to: '/admin/dn', labelKey: 'adminNotes.nav.debit', icon: IconFilePlus },
        { to: '/admin/cl', labelKey: 'adminCredit.nav', icon: IconCreditCard },
        { to: '/admin/lonpac', labelKey: 'insuranceAdmin.nav', icon: IconShieldCheck },
        { to: '/creditreport', labelKey: 'nav.creditReports', icon: IconFileSearch },
        { to: '/admin/voucher', labelKey: 'vouchersPage.nav', icon: IconTicket },
        { to: '/admin/feeconfiguration', labelKey: 'feesPage.nav', icon: IconPercentage },
        { to: '/admin/branch', labelKey: 'nav.branches', icon: IconBuilding },
        { to: '/admin/registrations', labelKey: 'nav.registrations', icon: IconUserCheck },
        { to: '/admin/users', labelKey: 'nav.users', icon: IconUsers },
        { to: '/admin/notifications', labelKey: 'nav.notifications', icon: IconBell },
        { to: '/admin/chats', labelKey: 'nav.chats', icon: IconHeadset },
        { to: '/admin/messages', labelKey: 'nav.messages', icon: IconMail },
        { to: '/admin/posts', labelKey: 'adminPosts.nav', icon: IconNews },
        { to: '/admin/ads', labelKey: 'adminAds.nav', icon: IconAd2 },
        { to: '/admin/outbox', labelKey: 'nav.outbox', icon: IconMailForward },
        { to: '/admin/jobs', labelKey: 'nav.jobs', icon: IconClockExclamation },
        { to: '/admin/profile', labelKey: 'nav.profile', icon: IconUser },
      ]}
    />
  );
}
