/** The public face of the sales-channels feature: the administrators' page and the supplier's own channels. */
export { AdminSalesChannelsPage } from './pages/admin-sales-channels-page';
export { SellerChannelsCard } from './components/seller-channels-card';
