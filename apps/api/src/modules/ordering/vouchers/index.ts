/** The public face of the ordering/vouchers module: the only file other modules, the app and the seeds import. */
export { loadVoucherTerms, openVouchers, recordRedemption } from './voucher-terms';
export { voucherRoutes } from './voucher.routes';
export { createVoucher } from './voucher.service';
