import type { DeepPartial, Widen } from '../../types';
import type { InvoicesText } from '../invoices';

export const invoicesMs: DeepPartial<Widen<InvoicesText>> = {
  invoiceStatus: { pending: 'Belum dibayar', paid: 'Dibayar', unpaid: 'Tertunggak' },
  invoicesPage: { title: 'Invois', number: 'No. invois', amount: 'Jumlah', dueDate: 'Tarikh akhir' },
  adminInvoices: { title: 'Invois', number: 'No. invois', amount: 'Jumlah' },
};
