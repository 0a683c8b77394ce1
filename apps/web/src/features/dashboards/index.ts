/** The public face of the dashboards feature: the supplier's and the administrators' dashboards, and the supplier's headline. */
export * from './pages/index';
export { SalesHeadline } from './components/sales-headline';
export { AdminHeadline } from './components/admin-headline';
export { Figure } from './components/figure';
