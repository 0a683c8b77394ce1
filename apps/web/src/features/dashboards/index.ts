/** The public face of the dashboards feature: the supplier's dashboard and its headline. */
export { SellerDashboardPage } from './pages/seller-dashboard-page';
export { SalesHeadline } from './components/sales-headline';
