/** The public face of the sales-channels feature: the administrators' page and the supplier's own channels. */
export * from './pages/index';
export { SellerChannelsCard } from './components/seller-channels-card';
