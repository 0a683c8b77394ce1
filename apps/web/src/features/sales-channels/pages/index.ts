/** The sales-channels feature's pages, for the router to load lazily (apart from the parts other pages show). */
export { AdminSalesChannelsPage } from './admin-sales-channels-page';
