/** The public face of the bidding feature: the router imports its pages from here. */
export { AdminProjectsPage, BuyerProjectsPage, SellerProjectsPage } from './pages/project-list-pages';
export { ProjectCreatePage, ProjectEditPage } from './pages/project-form-page';
export { BuyerProjectPage } from './pages/buyer-project-page';
export { BidPage, SellerProjectPage } from './pages/seller-project-pages';
export { AdminProjectPage } from './pages/admin-project-page';
