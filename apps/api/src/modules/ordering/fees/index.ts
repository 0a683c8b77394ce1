/** The public face of the ordering/fees module: the only file other modules, the app and the seeds import. */
export { currentRates } from './fee-settings';
export { feeRoutes } from './fee.routes';
