/** The public face of the dashboards feature: the supplier's and the administrators' dashboards, and the supplier's headline. */
export { AdminDashboardPage } from './pages/admin-dashboard-page';
export { SellerDashboardPage } from './pages/seller-dashboard-page';
export { SalesHeadline } from './components/sales-headline';
export { AdminHeadline } from './components/admin-headline';
export { Figure } from './components/figure';
