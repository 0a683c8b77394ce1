import type { DeepPartial, Widen } from '../../types';
import type { CommerceText } from '../commerce';

export const commerceMs: DeepPartial<Widen<CommerceText>> = {
  orderStatus: { new: 'Menunggu bayaran', completed: 'Selesai', cancelled: 'Dibatalkan', rejected: 'Ditolak' },
  paymentStatus: { paid: 'Dibayar', failed: 'Bayaran gagal' },
  paymentMethod: { fpx: 'Perbankan dalam talian (FPX)', transfer: 'Pindahan bank manual' },
  checkout: { invalidAddress: 'Alamat Tidak Sah' },
  payment: { amountInvalid: 'Jumlah bayaran tidak sah' },
};
