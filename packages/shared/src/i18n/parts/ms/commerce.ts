import type { DeepPartial, Widen } from '../../types';
import type { CommerceText } from '../commerce';

export const commerceMs: DeepPartial<Widen<CommerceText>> = {
  orderStatus: {
    new: 'Menunggu bayaran',
    submitted: 'Dihantar',
    pending: 'Menunggu kelulusan',
    confirmed: 'Disahkan',
    ongoing: 'Dalam proses',
    completed: 'Selesai',
    rejected: 'Ditolak',
    cancelled: 'Dibatalkan',
    draft: 'Draf',
  },
  paymentStatus: {
    pending: 'Bayaran belum selesai',
    failed: 'Bayaran gagal',
    slipPending: 'Slip pindahan belum diterima',
    pendingAuthorisation: 'Menunggu kebenaran',
    paid: 'Dibayar',
    credit: 'Atas terma kredit',
  },
  paymentMethod: {
    fpx: 'Perbankan dalam talian (FPX)',
    card: 'Kad kredit atau debit',
    transfer: 'Pindahan bank manual',
    credit: 'Terma kredit',
  },
  checkout: { invalidAddress: 'Alamat Tidak Sah' },
  payment: { amountInvalid: 'Jumlah bayaran tidak sah' },
};
