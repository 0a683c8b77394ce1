/**
 * The public face of the credit-reports feature: its pages (loaded by the router) and the reports
 * beside a credit application, for the admin credit pages.
 */
export { CreditReportsPage } from './pages/credit-reports-page';
export { CreditReportTermsPage } from './pages/credit-report-terms-page';
export { BuyLitePage, BuyCcmPage } from './pages/buy-report-page';
export { ReportPaymentPage } from './pages/report-payment-page';
export { LiteReportPage, CcmReportPage } from './pages/report-page';
export { AdminApplicationReportsPage } from './pages/admin-application-reports-page';
export { ApplicationCreditReports } from './components/application-credit-reports';
