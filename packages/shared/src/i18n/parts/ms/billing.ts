import type { DeepPartial, Widen } from '../../types';
import type { BillingText } from '../billing';

export const billingMs: DeepPartial<Widen<BillingText>> = {
  invoicePayment: { selectOne: 'Pilih sekurang-kurangnya satu invois untuk dibayar.' },
  extension: { refused: 'Tidak dapat melanjutkan tempoh' },
};
