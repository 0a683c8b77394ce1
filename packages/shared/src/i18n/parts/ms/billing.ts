import type { Widen } from '../../types';
import type { BillingText } from '../billing';

export const billingMs: Widen<BillingText> = {
  invoicePayment: {
    selectOne: 'Pilih sekurang-kurangnya satu invois untuk dibayar.',
    amountPositive: 'Masukkan jumlah melebihi RM 0.00.',
    duplicate: 'Setiap invois hanya boleh disenaraikan sekali dalam satu bayaran.',
    exceedsOutstanding: 'Jumlah ini melebihi baki yang masih boleh dibayar bagi invois ini ({{payable}}).',
    notPayable: 'Tiada baki yang perlu dibayar bagi invois ini.',
    currencyMixed: 'Invois dalam mata wang yang berbeza tidak boleh dibayar bersama.',
    keyReused: 'Bayaran ini telah dimulakan dengan invois atau jumlah yang lain. Muat semula halaman dan cuba lagi.',
  },
  notes: {
    exceedsCreditable:
      'Nota kredit tidak boleh melebihi baki invois yang belum dibayar ditambah jumlah yang telah dibayar dan boleh dipulangkan ({{payable}}).',
    amountPositive: 'Masukkan jumlah melebihi RM 0.00.',
    exceedsOutstanding: 'Nota kredit tidak boleh melebihi baki invois yang belum dibayar ({{payable}}).',
  },
  extension: {
    refused: 'Tidak dapat melanjutkan tempoh',
  },
  apInvoice: {
    amountPositive: 'Jumlah mesti melebihi RM 0.00.',
    numberTaken: 'Anda telah pun memuat naik invois dengan nombor ini.',
    orderUnavailable:
      'Pesanan {{number}} tidak boleh dibilkan dalam invois ini: ia bukan pesanan anda yang telah disahkan, atau ia sudah ada dalam invois AP yang lain.',
    alreadyPaid: 'Pembayaran bagi invois ini telah pun direkodkan.',
    payoutNegative: 'Yuran pemasaran bagi pesanan {{number}} melebihi jualannya ditambah rebat tunainya.',
    ordersMismatch:
      'Nyatakan yuran pemasaran dan rebat tunai bagi setiap pesanan dalam invois ini, dan hanya pesanan tersebut.',
  },
  orderBilling: {
    cancelBilled: 'Pesanan ini ada dalam invois AP penjual dan tidak lagi boleh dibatalkan.',
  },
};
