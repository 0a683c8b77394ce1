/**
 * The public face of the credit-reports feature: its pages (loaded by the router) and the reports
 * beside a credit application, for the admin credit pages.
 */
export * from './pages/index';
export { ApplicationCreditReports } from './components/application-credit-reports';
