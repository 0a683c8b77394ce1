/** The public face of the reports feature: the administrators' and the suppliers' report pages. */
export { AdminReportPage, SellerReportPage } from './pages/report-page';
