/** The dashboards feature's pages, for the router to load lazily (apart from the parts other pages show). */
export { AdminDashboardPage } from './admin-dashboard-page';
export { SellerDashboardPage } from './seller-dashboard-page';
