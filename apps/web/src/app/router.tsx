/**
 * Every screen of the web app. The guard wraps them all; screens load lazily. Paths the
 * spec names but that no capability has built yet fall through to the not-found page
 * (after the guard has had its say). The routes are matched by <BrowserRouter> and useRoutes:
 * no screen loads data through the router, and its data router (createBrowserRouter) would add
 * some 13 kB to the first load; an error no screen handled shows RootBoundary until the next
 * navigation, as the root route's errorElement did.
 */
import { Component, type ReactNode } from 'react';
import { type Location, type Params, type RouteObject, matchRoutes, useLocation, useRoutes } from 'react-router';
import { withTexts } from '../lib/i18n';
import { type LazyPageComponent, lazyPage } from '../lib/lazy-page';
import { authStore } from '../lib/auth-store';
import { shopPageQuery, shopProductsQuery } from '../lib/shop';
// the first queries of the pages a visit most often opens on, asked for with their code (preloadScreens)
import { productQuery } from '../features/catalog/index';
import { checkoutQuery } from '../features/checkout/index';
import { placementAdsQuery } from '../features/content/index';
import { MainLayout } from './layouts/main-layout';
import { queryClient } from './providers';
import { RootBoundary } from './root-boundary';
import { RouteGuard } from './route-guard';
import { UpdatePrompt } from './update-prompt';
import { useStandaloneBack } from './use-standalone-back';
import { Navigate, Outlet } from 'react-router';

const home = withTexts(['content'], () => import('../features/home/pages/home-page'));
const auth = () => import('../features/auth/pages/login-page');
const verify = withTexts(['account-screens'], () => import('../features/auth/pages/verify-page'));
const forgot = withTexts(['account-screens'], () => import('../features/auth/pages/forgot-password-page'));
const reset = withTexts(['account-screens'], () => import('../features/auth/pages/reset-password-page'));
const registration = withTexts(['account-screens'], () => import('../features/registration/pages/register-page'));
const info = () => import('../features/info/pages/info-pages');
const contact = withTexts(['platform-branches'], () => import('../features/info/pages/contact-page'));
const forbidden = () => import('../features/errors/pages/forbidden-page');
const notFound = () => import('../features/errors/pages/not-found-page');
const profile = withTexts(['push', 'account-screens'], () => import('../features/account/pages/profile-page'));
const users = withTexts(['account-screens'], () => import('../features/users/pages/users-page'));
const userCreate = withTexts(['account-screens'], () => import('../features/users/pages/user-create-page'));
const userDetails = withTexts(['account-screens'], () => import('../features/users/pages/user-details-page'));
const notifications = withTexts(
  ['delivery', 'notices'],
  () => import('../features/notifications/pages/notifications-page'),
);
const company = withTexts(['ratings'], () => import('../features/company/pages/company-pages'));
const sellerHome = withTexts(['dashboards'], () => import('../features/seller-centre/pages/seller-home-page'));
// the supplier's dashboard (features/dashboards)
const dashboards = withTexts(['dashboards', 'commerce'], () => import('../features/dashboards/pages/index'));
// reports for administrators and suppliers (features/reports)
const reports = withTexts(['reports', 'commerce', 'delivery', 'dashboards'], () => import('../features/reports/index'));
// how orders come in, and the channels suppliers take (features/sales-channels)
const salesChannels = withTexts(['sales-channels'], () => import('../features/sales-channels/pages/index'));
const adminHome = withTexts(['dashboards'], () => import('../features/admin-centre/pages/admin-home-page'));
const messages = withTexts(['content'], () => import('../features/admin-centre/pages/contact-messages-page'));
const registrations = withTexts(
  ['account-screens'],
  () => import('../features/registration/pages/admin/registrations-page'),
);
const outbox = withTexts(['notices'], () => import('../features/admin-centre/pages/outbox-page'));
const jobs = () => import('../features/admin-centre/pages/jobs-page');
// the shop's filters load their own texts (sites) with their code
const shop = withTexts(['content'], () => import('../features/catalog/pages/shop-page'));
// the product page's buying tools and reviews load their texts with their code (catalog/pages/product-page.tsx)
const product = withTexts(['content'], () => import('../features/catalog/pages/product-page'));
const map = withTexts(['platform-branches'], () => import('../features/map/pages/map-page'));
const hub = withTexts(['sales-channels'], () => import('../features/hub/pages/hub-pages'));
// the seller's products, their bulk work and the catalogue import (texts: bulk)
const sellerProducts = withTexts(['bulk'], () => import('../features/catalog/pages/seller/seller-products-page'));
const catalogueImport = withTexts(['bulk'], () => import('../features/catalog/pages/seller/catalogue-import-page'));
const productManage = () => import('../features/catalog/pages/seller/product-manage-page');
const adminProducts = withTexts(['bulk'], () => import('../features/catalog/pages/admin/admin-products-page'));
const adminProduct = () => import('../features/catalog/pages/admin/admin-product-page');
const adminCategories = () => import('../features/catalog/pages/admin/admin-categories-page');
const orderPages = withTexts(
  [
    'commerce',
    'checkout-screens',
    'order-screens',
    'ap-invoices',
    'delivery',
    'driver-app',
    'delivery-partner',
    'refunds',
    'sites',
    'bulk',
  ],
  () => import('../features/orders/pages/order-pages'),
);
const payments = withTexts(['commerce', 'order-screens'], () => import('../features/orders/pages/payments-page'));
const receipt = withTexts(
  ['commerce', 'checkout-screens', 'order-screens', 'billing-screens', 'refunds'],
  () => import('../features/orders/pages/receipt-page'),
);
const cart = withTexts(['commerce', 'checkout-screens'], () => import('../features/cart/pages/cart-page'));
// the checkout form loads its own texts with its code (checkout/pages/checkout-page.tsx)
const checkout = withTexts(['checkout-screens'], () => import('../features/checkout/pages/checkout-page'));
const paymentStatus = withTexts(
  ['commerce', 'checkout-screens', 'credit-screens', 'billing-screens', 'refunds'],
  () => import('../features/checkout/pages/payment-status-page'),
);
const creditCreditPage = withTexts(
  ['credit', 'credit-screens', 'insurance'],
  () => import('../features/credit/pages/credit-page'),
);
const creditCreditTncPage = withTexts(
  ['credit', 'credit-screens'],
  () => import('../features/credit/pages/credit-tnc-page'),
);
const creditApplyPage = withTexts(['credit', 'credit-screens'], () => import('../features/credit/pages/apply-page'));
const creditApplicationPage = withTexts(
  ['credit', 'credit-screens'],
  () => import('../features/credit/pages/application-page'),
);
const creditProjectsPage = withTexts(
  ['credit', 'credit-screens'],
  () => import('../features/credit/pages/projects-page'),
);
const creditProjectCreditPage = withTexts(
  ['credit', 'credit-screens'],
  () => import('../features/credit/pages/project-credit-page'),
);
const creditApplicationsPage = withTexts(
  ['credit', 'credit-screens'],
  () => import('../features/credit/pages/applications-page'),
);
const creditApplicationViewPage = withTexts(
  ['credit', 'credit-screens'],
  () => import('../features/credit/pages/application-view-page'),
);
// invoices (features/invoices)
const invoicePages = withTexts(
  ['invoices', 'billing-screens'],
  () => import('../features/invoices/pages/invoice-pages'),
);
const invoicePayment = withTexts(
  ['commerce', 'checkout-screens', 'billing-screens'],
  () => import('../features/invoices/pages/invoice-payment-page'),
);
// admin invoice detail, credit and debit notes, invoice PDF (features/admin-billing)
const adminBilling = withTexts(
  ['invoices', 'billing', 'admin-billing', 'commerce', 'refunds'],
  () => import('../features/invoices/pages/admin/index'),
);
// AP invoices for sellers and administrators (features/ap-invoices)
const apInvoicePages = withTexts(
  ['billing', 'ap-invoices'],
  () => import('../features/ap-invoices/pages/ap-invoice-pages'),
);
// tracking and acknowledgement (features/delivery)
const deliveryPages = withTexts(
  ['commerce', 'delivery', 'delivery-screens', 'delivery-partner'],
  () => import('../features/delivery/pages/delivery-pages'),
);
// the driver app (features/driver)
const driverLayout = withTexts(['driver-app', 'notices'], () => import('../features/driver/pages/driver-layout'));
const driverHome = withTexts(['delivery', 'driver-app'], () => import('../features/driver/pages/driver-home-page'));
const driverOrder = withTexts(['delivery', 'driver-app'], () => import('../features/driver/pages/driver-order-page'));
// statements of account (features/statements)
const statementPages = withTexts(
  ['statements', 'billing-screens'],
  () => import('../features/statements/pages/statement-pages'),
);

// admin orders, vouchers, fee configuration and payments (features/admin-orders)
const adminOrders = withTexts(
  ['commerce', 'admin-commerce'],
  () => import('../features/orders/pages/admin/admin-orders-page'),
);
const adminOrder = withTexts(
  [
    'commerce',
    'checkout-screens',
    'order-screens',
    'admin-commerce',
    'delivery',
    'driver-app',
    'delivery-partner',
    'refunds',
    'sites',
  ],
  () => import('../features/orders/pages/admin/admin-order-page'),
);
const adminOrderInfo = withTexts(
  ['commerce', 'admin-commerce', 'delivery-partner'],
  () => import('../features/orders/pages/admin/admin-order-info-page'),
);
const adminOrderCreate = withTexts(
  ['admin-commerce'],
  () => import('../features/orders/pages/admin/create-order-pages'),
);
const adminOrderDrafts = withTexts(['admin-commerce'], () => import('../features/orders/pages/admin/drafts-page'));
const adminPlaceOrder = withTexts(
  ['commerce', 'checkout-screens', 'admin-commerce', 'credit-screens', 'delivery-partner', 'sites'],
  () => import('../features/orders/pages/admin/place-order-page'),
);
const adminVouchers = withTexts(['admin-commerce'], () => import('../features/orders/pages/admin/vouchers-page'));
const adminFees = withTexts(['admin-commerce'], () => import('../features/orders/pages/admin/fee-configuration-page'));
const adminPayments = withTexts(
  ['commerce', 'admin-commerce', 'refunds'],
  () => import('../features/orders/pages/admin/admin-payments-page'),
);
// admin credit applications and limits (features/admin-credit)
const adminCredit = withTexts(
  ['credit', 'admin-credit', 'credit-report-screens'],
  () => import('../features/credit/pages/admin/index'),
);

// eBidding for buyers, suppliers and administrators (features/bidding)
const bidding = withTexts(['bidding', 'sites'], () => import('../features/bidding/index'));
// construction calculators and their embeddable widget (features/calculators)
const calculators = withTexts(['calculators'], () => import('../features/calculators/index'));
// ratings and reviews (features/ratings)
const ratings = withTexts(['ratings'], () => import('../features/ratings/pages/index'));
// a buyer company's construction projects (features/sites), from the page's own file: the shop takes the
// feature's projects hook from its index.ts, which, loaded here, would bring the whole page to the shop
const sites = withTexts(['sites'], () => import('../features/sites/pages/sites-page'));
// public sales, logistics and other enquiries, and the administrators' list (features/sales-enquiries)
const salesEnquiries = withTexts(['sales-enquiries'], () => import('../features/sales-enquiries/index'));
// the platform's own offices and collection points (features/platform-branches)
const platformBranches = withTexts(
  ['platform-branches'],
  () => import('../features/platform-branches/pages/admin-branches-page'),
);
// pay-per-use credit reports: buying, paying, reading, and the admin credit review's (features/credit-reports)
const creditReports = withTexts(
  ['credit-report-screens', 'credit-report-messages', 'commerce', 'checkout-screens', 'refunds'],
  () => import('../features/credit-reports/pages/index'),
);
// insurance and bond proposals passed to Lonpac (features/insurance)
const adminInsurance = withTexts(['insurance'], () => import('../features/insurance/pages/admin-insurance-page'));
const newInsuranceForm = withTexts(['insurance'], () => import('../features/insurance/pages/new-insurance-form-page'));
const insuranceForm = withTexts(['insurance'], () => import('../features/insurance/pages/insurance-form-page'));
// product enquiries and quotations for buyers, suppliers and administrators (features/enquiries)
const enquiries = withTexts(
  ['enquiries', 'enquiry-messages', 'commerce', 'sites'],
  () => import('../features/enquiries/pages/index'),
);

// chat between buyers and suppliers, and customer service (features/chat)
const chat = withTexts(['chat'], () => import('../features/chat/pages/chat-page'));
const adminChats = withTexts(['chat'], () => import('../features/chat/pages/admin-chats-page'));

// news posts and advertisements: the public news and the administrators' pages (features/content)
const newsList = withTexts(['content'], () => import('../features/content/pages/news-list-page'));
const newsArticle = withTexts(['content'], () => import('../features/content/pages/news-article-page'));
const adminPosts = withTexts(['content'], () => import('../features/content/pages/admin-posts-page'));
const postEdit = withTexts(['content'], () => import('../features/content/pages/post-edit-page'));
const adminAds = withTexts(['content'], () => import('../features/content/pages/admin-ads-page'));
const adEdit = withTexts(['content'], () => import('../features/content/pages/ad-edit-page'));

// the shells of the other sides load with their first page (a visitor's first load has only the main
// one), with the texts their menus use (useTexts in each)
const adminLayout = withTexts(
  ['admin-commerce', 'admin-credit', 'ap-invoices', 'admin-billing', 'insurance', 'content'],
  () => import('./layouts/admin-layout'),
);
const sellerLayout = withTexts(['ap-invoices', 'driver-app'], () => import('./layouts/seller-layout'));
const quotationLayout = () => import('./layouts/quotation-layout');

const NotFound = lazyPage(notFound, 'NotFoundPage');
const Profile = lazyPage(profile, 'ProfilePage');
const Notifications = lazyPage(notifications, 'NotificationsPage');
const ProductManage = lazyPage(productManage, 'ProductManagePage');

/** Screens every side has, under its own base path (/users, /seller/users, /admin/users …). */
const accountScreens: RouteObject[] = [
  { path: 'profile', Component: Profile },
  { path: 'notifications', Component: Notifications },
  { path: 'users', Component: lazyPage(users, 'UsersPage') },
  { path: 'users/create', Component: lazyPage(userCreate, 'UserCreatePage') },
  { path: 'users/details/:id', Component: lazyPage(userDetails, 'UserDetailsPage') },
];

/** What a route may ask for before its page is drawn (preloadScreens). */
interface ScreenHandle {
  prefetch?: (params: Params, search: URLSearchParams) => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const prefetchShop: ScreenHandle['prefetch'] = (_params, search) => {
  void queryClient.prefetchQuery(shopProductsQuery(shopPageQuery(search)));
  void queryClient.prefetchQuery(placementAdsQuery('shop-top'));
};
const prefetchProduct: ScreenHandle['prefetch'] = ({ id }) => {
  if (id && UUID.test(id)) void queryClient.prefetchQuery(productQuery(id));
};
// a draft is the signed-in buyer's: asked for only with a sign-in (the page sends anyone else to sign in)
const prefetchCheckout: ScreenHandle['prefetch'] = (_params, search) => {
  const draft = search.get('draft') ?? '';
  if (authStore.get() && UUID.test(draft)) void queryClient.prefetchQuery(checkoutQuery(draft));
};

function GuardedRoot() {
  // the installed app's back button on its home pages leaves the app (spec §2)
  useStandaloneBack();
  return (
    <>
      <RouteGuard>
        <Outlet />
      </RouteGuard>
      <UpdatePrompt />
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <GuardedRoot />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, Component: lazyPage(home, 'HomePage') },
          { path: 'login', Component: lazyPage(auth, 'LoginPage') },
          { path: 'register', Component: lazyPage(registration, 'RegisterPage') },
          { path: 'verify', Component: lazyPage(verify, 'VerifyPage') },
          { path: 'forgot', Component: lazyPage(forgot, 'ForgotPasswordPage') },
          { path: 'reset', Component: lazyPage(reset, 'ResetPasswordPage') },
          { path: '403', Component: lazyPage(forbidden, 'ForbiddenPage') },
          { path: 'about', Component: lazyPage(info, 'AboutPage') },
          { path: 'tnc', Component: lazyPage(info, 'TermsPage') },
          { path: 'tnc/seller', Component: lazyPage(info, 'SellerTermsPage') },
          { path: 'potc', Component: lazyPage(info, 'PurchaseOrderTermsPage') },
          { path: 'privacy', Component: lazyPage(info, 'PrivacyPage') },
          { path: 'help', Component: lazyPage(info, 'HelpPage') },
          { path: 'download', Component: lazyPage(info, 'DownloadPage') },
          { path: 'advertising', Component: lazyPage(info, 'AdvertisingPage') },
          { path: 'certification', Component: lazyPage(info, 'CertificationPage') },
          { path: 'contact', Component: lazyPage(contact, 'ContactPage') },
          { path: 'news', Component: lazyPage(newsList, 'NewsListPage') },
          { path: 'news/:key', Component: lazyPage(newsArticle, 'NewsArticlePage') },
          { path: 'store/:id', Component: lazyPage(company, 'StorePage') },
          { path: 'company', Component: lazyPage(company, 'CompanyPage') },
          { path: 'shop', Component: lazyPage(shop, 'ShopPage'), handle: { prefetch: prefetchShop } },
          { path: 'product/:id', Component: lazyPage(product, 'ProductPage'), handle: { prefetch: prefetchProduct } },
          { path: 'map', Component: lazyPage(map, 'MapPage') },
          { path: 'calculator', Component: lazyPage(calculators, 'CalculatorsPage') },
          // cart, checkout and payment result (features/cart)
          { path: 'cart', Component: lazyPage(cart, 'CartPage') },
          { path: 'checkout', Component: lazyPage(checkout, 'CheckoutPage'), handle: { prefetch: prefetchCheckout } },
          { path: 'payment/status/:id', Component: lazyPage(paymentStatus, 'PaymentStatusPage') },
          // buyer orders, payments and receipts (features/orders)
          // buyer credit limit and applications (features/credit)
          { path: 'cl', Component: lazyPage(creditCreditPage, 'CreditPage') },
          { path: 'cl/tnc', Component: lazyPage(creditCreditTncPage, 'CreditTncPage') },
          { path: 'cl/apply', Component: lazyPage(creditApplyPage, 'ApplyPage') },
          { path: 'cl/apply/:id', Component: lazyPage(creditApplicationPage, 'ApplicationPage') },
          { path: 'cl/projects', Component: lazyPage(creditProjectsPage, 'ProjectsPage') },
          { path: 'cl/projectcl/:id', Component: lazyPage(creditProjectCreditPage, 'ProjectCreditPage') },
          { path: 'buyer/cllist', Component: lazyPage(creditApplicationsPage, 'ApplicationsPage') },
          { path: 'clApplication', Component: lazyPage(creditApplicationsPage, 'ApplicationsPage') },
          { path: 'clApplication/:id', Component: lazyPage(creditApplicationViewPage, 'ApplicationViewPage') },
          { path: 'tclApplication/:id', Component: lazyPage(creditApplicationViewPage, 'ApplicationViewPage') },
          { path: 'order', Component: lazyPage(orderPages, 'BuyerOrdersPage') },
          { path: 'order/:id', Component: lazyPage(orderPages, 'BuyerOrderPage') },
          { path: 'order/:id/rate', Component: lazyPage(ratings, 'RateOrderPage') },
          { path: 'info/:id', Component: lazyPage(orderPages, 'BuyerOrderInfoPage') },
          { path: 'payment', Component: lazyPage(payments, 'PaymentsPage') },
          { path: 'receipt/:id', Component: lazyPage(receipt, 'ReceiptPage') },
          // buyer invoices (features/invoices)
          { path: 'invoice', Component: lazyPage(invoicePages, 'InvoicesPage') },
          // buyer invoice payment (features/invoices)
          // tracking and acknowledgement (features/delivery)
          { path: 'delivery/:id', Component: lazyPage(deliveryPages, 'DeliveryTrackingPage') },
          { path: 'acknowledge/:id', Component: lazyPage(deliveryPages, 'AcknowledgePage') },
          { path: 'invoice/payment', Component: lazyPage(invoicePayment, 'InvoicePaymentPage') },
          { path: 'statementofaccounts', Component: lazyPage(statementPages, 'StatementPage') },
          // eBidding (features/bidding)
          { path: 'bidding', Component: lazyPage(bidding, 'BuyerProjectsPage') },
          { path: 'bidding/create', Component: lazyPage(bidding, 'ProjectCreatePage') },
          { path: 'bidding/edit/:id', Component: lazyPage(bidding, 'ProjectEditPage') },
          { path: 'bidding/details/:id', Component: lazyPage(bidding, 'BuyerProjectPage') },
          { path: 'favourites', Component: lazyPage(sites, 'SitesPage') },
          // public sales, logistics and other enquiries (features/sales-enquiries); paths match in any case
          { path: 'SalesEnquiry', Component: lazyPage(salesEnquiries, 'SalesEnquiryPage') },
          { path: 'SalesEnquiry/:code', Component: lazyPage(salesEnquiries, 'SalesEnquiryViewPage') },
          // credit reports, a common page of any signed-in role (features/credit-reports)
          { path: 'creditreport', Component: lazyPage(creditReports, 'CreditReportsPage') },
          { path: 'creditreport/disclaimer', Component: lazyPage(creditReports, 'CreditReportTermsPage') },
          { path: 'buylite', Component: lazyPage(creditReports, 'BuyLitePage') },
          { path: 'buyccm', Component: lazyPage(creditReports, 'BuyCcmPage') },
          { path: 'payment/:id', Component: lazyPage(creditReports, 'ReportPaymentPage') },
          { path: 'lite/:id', Component: lazyPage(creditReports, 'LiteReportPage') },
          { path: 'ccm/:id', Component: lazyPage(creditReports, 'CcmReportPage') },
          // product enquiries (features/enquiries)
          { path: 'chat', Component: lazyPage(chat, 'ChatPage') },
          { path: 'chat/:id', Component: lazyPage(chat, 'ChatPage') },
          { path: 'enquiry', Component: lazyPage(enquiries, 'BuyerEnquiriesPage') },
          { path: 'enquiry/:id', Component: lazyPage(enquiries, 'BuyerEnquiryPage') },
          ...accountScreens,
          { path: '*', Component: NotFound },
        ],
      },
      // a quotation in its own print-friendly layout (features/enquiries)
      {
        path: 'quotation/:id',
        Component: lazyPage(quotationLayout, 'QuotationLayout'),
        children: [{ index: true, Component: lazyPage(enquiries, 'QuotationPage') }],
      },
      // one calculator alone, for another site's page to embed in an iframe
      { path: 'calculator/widget', Component: lazyPage(calculators, 'CalculatorWidgetPage') },
      // the driver app: its own phone-first layout (features/driver)
      {
        path: 'driver',
        Component: lazyPage(driverLayout, 'DriverLayout'),
        children: [
          { index: true, Component: lazyPage(driverHome, 'DriverHomePage') },
          { path: 'do/:id', Component: lazyPage(driverOrder, 'DriverOrderPage') },
          { path: 'notifications', Component: Notifications },
          { path: '*', Component: NotFound },
        ],
      },
      {
        path: 'seller',
        Component: lazyPage(sellerLayout, 'SellerLayout'),
        children: [
          { index: true, Component: lazyPage(sellerHome, 'SellerHomePage') },
          { path: 'dashboard', Component: lazyPage(dashboards, 'SellerDashboardPage') },
          { path: 'report', element: <Navigate to="sales" replace /> },
          { path: 'report/:kind', Component: lazyPage(reports, 'SellerReportPage') },
          { path: 'hub', Component: lazyPage(hub, 'HubPage') },
          { path: 'hub/delivery', Component: lazyPage(hub, 'DeliveryRatesPage') },
          { path: 'branches', Component: lazyPage(hub, 'BranchesPage') },
          { path: 'products', Component: lazyPage(sellerProducts, 'SellerProductsPage') },
          { path: 'products/import', Component: lazyPage(catalogueImport, 'CatalogueImportPage') },
          { path: 'products/manage', Component: ProductManage },
          { path: 'products/manage/:id', Component: ProductManage },
          { path: 'reviews', Component: lazyPage(ratings, 'SellerReviewsPage') },
          // seller orders (features/orders)
          { path: 'order', Component: lazyPage(orderPages, 'SellerOrdersPage') },
          { path: 'order/:id', Component: lazyPage(orderPages, 'SellerOrderPage') },
          { path: 'order/info/:id', Component: lazyPage(orderPages, 'SellerOrderInfoPage') },
          // seller AP invoices (features/ap-invoices)
          { path: 'apinvoice', Component: lazyPage(apInvoicePages, 'SellerApInvoicesPage') },
          // eBidding (features/bidding)
          { path: 'bidding', Component: lazyPage(bidding, 'SellerProjectsPage') },
          { path: 'bidding/projects', Component: lazyPage(bidding, 'SellerProjectsPage') },
          { path: 'bidding/details/:id', Component: lazyPage(bidding, 'SellerProjectPage') },
          { path: 'bidding/bid/:id', Component: lazyPage(bidding, 'BidPage') },
          // product enquiries and quotations (features/enquiries)
          { path: 'chat', Component: lazyPage(chat, 'ChatPage') },
          { path: 'chat/:id', Component: lazyPage(chat, 'ChatPage') },
          { path: 'enquiry', Component: lazyPage(enquiries, 'SellerEnquiriesPage') },
          { path: 'enquiry/:id', Component: lazyPage(enquiries, 'SellerEnquiryPage') },
          ...accountScreens,
          { path: '*', Component: NotFound },
        ],
      },
      {
        path: 'admin',
        Component: lazyPage(adminLayout, 'AdminLayout'),
        children: [
          { index: true, Component: lazyPage(adminHome, 'AdminHomePage') },
          { path: 'messages', Component: lazyPage(messages, 'ContactMessagesPage') },
          { path: 'posts', Component: lazyPage(adminPosts, 'AdminPostsPage') },
          { path: 'posts/:id', Component: lazyPage(postEdit, 'PostEditPage') },
          { path: 'ads', Component: lazyPage(adminAds, 'AdminAdsPage') },
          { path: 'ads/:id', Component: lazyPage(adEdit, 'AdEditPage') },
          { path: 'chats', Component: lazyPage(adminChats, 'AdminChatsPage') },
          { path: 'chats/:id', Component: lazyPage(adminChats, 'AdminChatsPage') },
          { path: 'registrations', Component: lazyPage(registrations, 'RegistrationsPage') },
          { path: 'outbox', Component: lazyPage(outbox, 'OutboxPage') },
          { path: 'jobs', Component: lazyPage(jobs, 'JobsPage') },
          { path: 'products', Component: lazyPage(adminProducts, 'AdminProductsPage') },
          { path: 'reviews', Component: lazyPage(ratings, 'AdminReviewsPage') },
          { path: 'dashboard', Component: lazyPage(dashboards, 'AdminDashboardPage') },
          { path: 'report', element: <Navigate to="order" replace /> },
          { path: 'report/:kind', Component: lazyPage(reports, 'AdminReportPage') },
          { path: 'saleschannel', Component: lazyPage(salesChannels, 'AdminSalesChannelsPage') },
          { path: 'products/:id', Component: lazyPage(adminProduct, 'AdminProductPage') },
          { path: 'categories', Component: lazyPage(adminCategories, 'AdminCategoriesPage') },
          { path: 'branch', Component: lazyPage(platformBranches, 'AdminBranchesPage') },
          // admin orders, vouchers, fee configuration and payments (features/admin-orders)
          // admin credit applications and limits (features/admin-credit)
          { path: 'cl', Component: lazyPage(adminCredit, 'AdminCreditHomePage') },
          { path: 'cl/application', Component: lazyPage(adminCredit, 'AdminApplicationsPage') },
          // the spec's lists of company and of project credit-limit applications: the list, filtered
          { path: 'cl/clApplication', element: <Navigate to="/admin/cl/application?kind=company" replace /> },
          { path: 'cl/tclApplication', element: <Navigate to="/admin/cl/application?kind=project" replace /> },
          { path: 'cl/clApplication/:id', Component: lazyPage(adminCredit, 'AdminApplicationPage') },
          { path: 'cl/tclApplication/:id', Component: lazyPage(adminCredit, 'AdminApplicationPage') },
          { path: 'cl/cllist', Component: lazyPage(adminCredit, 'AdminFacilitiesPage') },
          { path: 'cl/detail/:id', Component: lazyPage(adminCredit, 'AdminFacilityPage') },
          { path: 'cl/projects/:id', Component: lazyPage(adminCredit, 'AdminFacilityPage') },
          { path: 'cl/company', Component: lazyPage(adminCredit, 'AdminCompaniesPage') },
          { path: 'cl/set', Component: lazyPage(adminCredit, 'AdminSetLimitPage') },
          { path: 'lonpac', Component: lazyPage(adminInsurance, 'AdminInsurancePage') },
          { path: 'lonpac/form', Component: lazyPage(newInsuranceForm, 'NewInsuranceFormPage') },
          { path: 'lonpac/form/:id', Component: lazyPage(insuranceForm, 'InsuranceFormPage') },
          // the bureau reports beside a credit application (features/credit-reports)
          { path: 'cl/ccdreport/:id', Component: lazyPage(creditReports, 'AdminApplicationReportsPage') },
          { path: 'order', Component: lazyPage(adminOrders, 'AdminOrdersPage') },
          { path: 'order/create', Component: lazyPage(adminOrderCreate, 'CreateOrderPage') },
          { path: 'order/CreateOrderWithPO', Component: lazyPage(adminOrderCreate, 'CreateOrderWithPoPage') },
          { path: 'order/edit/:id', Component: lazyPage(adminOrderCreate, 'EditOrderPage') },
          { path: 'order/Drafts', Component: lazyPage(adminOrderDrafts, 'DraftsPage') },
          { path: 'order/PlaceOrder/:id', Component: lazyPage(adminPlaceOrder, 'PlaceOrderPage') },
          { path: 'order/info/:id', Component: lazyPage(adminOrderInfo, 'AdminOrderInfoPage') },
          { path: 'order/:id', Component: lazyPage(adminOrder, 'AdminOrderPage') },
          { path: 'voucher', Component: lazyPage(adminVouchers, 'VouchersPage') },
          { path: 'feeconfiguration', Component: lazyPage(adminFees, 'FeeConfigurationPage') },
          { path: 'payment', Component: lazyPage(adminPayments, 'AdminPaymentsPage') },
          // admin invoices (features/invoices)
          { path: 'in', Component: lazyPage(invoicePages, 'AdminInvoicesPage') },
          // admin invoice detail, credit and debit notes, invoice PDF (features/admin-billing)
          { path: 'invoice', Component: lazyPage(invoicePages, 'AdminInvoicesPage') },
          { path: 'invoicein/:id', Component: lazyPage(adminBilling, 'AdminInvoicePage') },
          { path: 'invoicepdf/:id', Component: lazyPage(adminBilling, 'InvoicePdfPage') },
          { path: 'cn', Component: lazyPage(adminBilling, 'CreditNotesPage') },
          { path: 'dn', Component: lazyPage(adminBilling, 'DebitNotesPage') },
          { path: 'or', Component: lazyPage(adminBilling, 'BillingOrdersPage') },
          { path: 'paymentor/:id', Component: lazyPage(adminBilling, 'OrderPaymentsPage') },
          { path: 'invoicecn/:id', Component: lazyPage(adminBilling, 'CreditNotePage') },
          { path: 'invoicedn/:id', Component: lazyPage(adminBilling, 'DebitNotePage') },
          // admin AP invoices (features/ap-invoices)
          { path: 'apinvoice', Component: lazyPage(apInvoicePages, 'AdminApInvoicesPage') },
          { path: 'apinvoice/:id', Component: lazyPage(apInvoicePages, 'AdminApInvoicePage') },
          { path: 'statementofaccounts', Component: lazyPage(statementPages, 'AdminStatementPage') },
          // eBidding (features/bidding)
          { path: 'bidding', Component: lazyPage(bidding, 'AdminProjectsPage') },
          { path: 'bidding/:id', Component: lazyPage(bidding, 'AdminProjectPage') },
          // public sales, logistics and other enquiries (features/sales-enquiries)
          { path: 'saleEnquiry', Component: lazyPage(salesEnquiries, 'AdminSalesEnquiriesPage') },
          { path: 'saleEnquiry/:id', Component: lazyPage(salesEnquiries, 'AdminSalesEnquiryPage') },
          // product enquiries (features/enquiries)
          { path: 'enquiry', Component: lazyPage(enquiries, 'AdminEnquiriesPage') },
          { path: 'enquiry/:id', Component: lazyPage(enquiries, 'AdminEnquiryPage') },
          ...accountScreens,
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

interface RouteErrorState {
  location: Location;
  failure: { error: unknown } | null;
}

class RouteErrorBoundary extends Component<{ location: Location; children: ReactNode }, RouteErrorState> {
  override state: RouteErrorState = { location: this.props.location, failure: null };
  static getDerivedStateFromError(error: unknown): Partial<RouteErrorState> {
    return { failure: { error } };
  }
  static getDerivedStateFromProps(props: { location: Location }, state: RouteErrorState): RouteErrorState | null {
    // a navigation leaves the error behind
    return props.location === state.location ? null : { location: props.location, failure: null };
  }
  override componentDidCatch(error: unknown) {
    console.error('React Router caught the following error during render', error);
  }
  override render() {
    const { failure } = this.state;
    return failure ? <RootBoundary error={failure.error} /> : this.props.children;
  }
}

/** The screen for the current address (inside <BrowserRouter>). */
/**
 * Starts loading the code of the screens an address shows (its layouts and page), and the data of the pages
 * that name it (`handle.prefetch`: the shop's results, a product, a checkout), before the first drawing: on a
 * phone's link the page's answer then comes while its code does, not after it.
 */
export function preloadScreens({ pathname, search }: { pathname: string; search: string }) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const component = match.route.Component as Partial<LazyPageComponent> | null | undefined;
    component?.preload?.();
    (match.route.handle as ScreenHandle | undefined)?.prefetch?.(match.params, new URLSearchParams(search));
  }
}

export function AppRoutes() {
  const location = useLocation();
  const screen = useRoutes(routes);
  return <RouteErrorBoundary location={location}>{screen}</RouteErrorBoundary>;
}
