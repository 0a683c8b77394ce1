import type { DeepPartial, Widen } from '../../types';
import type { InvoicesText } from '../invoices';

export const invoicesMs: DeepPartial<Widen<InvoicesText>> = {
  invoiceStatus: { pending: 'Belum dibayar', paid: 'Dibayar', unpaid: 'Tertunggak' },
  invoiceMove: {
    pending: 'Tindakan ini tidak dapat dilakukan semasa invois belum dibayar',
    paid: 'Tindakan ini tidak dapat dilakukan setelah invois dibayar',
    unpaid: 'Tindakan ini tidak dapat dilakukan semasa invois tertunggak',
  },
  invoicesPage: {
    title: 'Invois',
    number: 'No. invois',
    amount: 'Jumlah',
    dueDate: 'Tarikh akhir',
    payNotAllowed:
      'Anda boleh melihat invois, tetapi membayarnya memerlukan kebenaran bayaran (Tulis) dan suis “buat bayaran”. Minta kedua-duanya daripada pentadbir syarikat anda.',
  },
  adminInvoices: { title: 'Invois', number: 'No. invois', amount: 'Jumlah' },
};
