/** The credit-reports feature's pages, for the router to load lazily (apart from the parts other pages show). */
export { CreditReportsPage } from './credit-reports-page';
export { CreditReportTermsPage } from './credit-report-terms-page';
export { BuyLitePage, BuyCcmPage } from './buy-report-page';
export { ReportPaymentPage } from './report-payment-page';
export { LiteReportPage, CcmReportPage } from './report-page';
export { AdminApplicationReportsPage } from './admin-application-reports-page';
