import type { DeepPartial, Widen } from '../../types';
import type { AdminBillingText } from '../admin-billing';

export const adminBillingMs: DeepPartial<Widen<AdminBillingText>> = {
  adminInvoice: {
    issueCredit: 'Keluarkan nota kredit',
    issueDebit: 'Keluarkan nota debit',
    outstanding: 'Baki tertunggak',
  },
  adminNotes: {
    nav: { invoices: 'Invois', credit: 'Nota kredit', debit: 'Nota debit' },
    kind: { credit: 'Nota kredit', debit: 'Nota debit' },
    cause: {
      manual: 'Dikeluarkan oleh pentadbir',
      extension: 'Lanjutan tempoh kredit',
      orderRejected: 'Pesanan berbayar ditolak',
      orderCancelled: 'Pesanan berbayar dibatalkan',
    },
    detail: { downloadPdf: 'Muat turun PDF' },
  },
  adminInvoicePdf: { download: 'Muat turun PDF' },
};
