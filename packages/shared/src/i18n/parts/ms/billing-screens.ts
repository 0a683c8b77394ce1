import type { DeepPartial, Widen } from '../../types';
import type { BillingScreensText } from '../billing-screens';

export const billingScreensMs: DeepPartial<Widen<BillingScreensText>> = {
  invoiceRows: { extend: 'Lanjut 30 hari', pdf: 'PDF', extended: 'Dilanjutkan' },
  invoicePayPage: { title: 'Bayar invois', total: 'Jumlah perlu dibayar', back: 'Kembali ke invois' },
  billingDocs: {
    downloadPdf: 'Muat turun PDF',
    kind: { invoice: 'Invois', payment: 'Bayaran', creditNote: 'Nota kredit', debitNote: 'Nota debit' },
  },
};
