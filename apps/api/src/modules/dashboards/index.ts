/** The public face of the dashboards module (figures for suppliers and administrators): the only file others import. */
export { dashboardRoutes } from './dashboards.routes';
