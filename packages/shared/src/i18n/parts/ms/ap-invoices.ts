import type { DeepPartial, Widen } from '../../types';
import type { ApInvoicesText } from '../ap-invoices';

export const apInvoicesMs: DeepPartial<Widen<ApInvoicesText>> = {
  apInvoiceStatus: { submitted: 'Dihantar', paid: 'Dibayar' },
  apInvoicesPage: { nav: 'Invois AP', title: 'Invois AP', upload: 'Muat naik invois' },
  adminApInvoices: { nav: 'Invois AP', title: 'Invois AP' },
  payout: { record: 'Rekod pembayaran' },
};
