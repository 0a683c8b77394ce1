import type { DeepPartial, Widen } from '../../types';
import type { BillingText } from '../billing';

export const billingMs: DeepPartial<Widen<BillingText>> = {
  invoicePayment: { selectOne: 'Pilih sekurang-kurangnya satu invois untuk dibayar.' },
  notes: {
    amountPositive: 'Masukkan jumlah melebihi RM 0.00.',
    exceedsOutstanding: 'Nota kredit tidak boleh melebihi baki invois yang belum dibayar ({{payable}}).',
    exceedsCreditable:
      'Nota kredit tidak boleh melebihi baki invois yang belum dibayar ditambah jumlah yang telah dibayar dan boleh dipulangkan ({{payable}}).',
  },
  extension: { refused: 'Tidak dapat melanjutkan tempoh' },
};
