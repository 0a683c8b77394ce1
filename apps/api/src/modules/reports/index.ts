/** The public face of the reports module (orders, sellers, deliveries and sales over a period): the only file others import. */
export { reportRoutes } from './reports.routes';
export { reportPeriod } from './report-period';
