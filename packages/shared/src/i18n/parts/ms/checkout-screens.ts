import type { DeepPartial, Widen } from '../../types';
import type { CheckoutScreensText } from '../checkout-screens';

export const checkoutScreensMs: DeepPartial<Widen<CheckoutScreensText>> = {
  cartPage: {
    noCheckoutToggle:
      'Pentadbir syarikat anda belum memberi anda kebenaran daftar keluar. Minta mereka menghidupkannya dalam pengurusan pengguna.',
    title: 'Troli',
    empty: 'Troli anda kosong.',
    checkout: 'Daftar keluar',
    remove: 'Buang',
    modified: 'Diubah oleh penjual',
    acceptChanges: 'Terima perubahan',
    add: { submit: 'Tambah ke troli', quantity: 'Kuantiti', viewCart: 'Lihat troli' },
  },
  checkoutPage: {
    title: 'Daftar keluar',
    place: 'Buat pesanan',
    sections: { address: 'Alamat penghantaran', payment: 'Bayaran' },
    fields: { postcode: 'Poskod', city: 'Bandar', state: 'Negeri', country: 'Negara' },
    totals: { subtotal: 'Jumlah kecil', grandTotal: 'Jumlah keseluruhan' },
    payment: {
      transferHint:
        'Pindahkan jumlah keseluruhan ke akaun bank BinaMart, kemudian muat naik slip. Pemprosesan bank mengambil masa 2 hingga 5 hari bekerja; pesanan anda dihantar sebaik sahaja slip diluluskan.',
    },
  },
  paymentResult: {
    slipPendingTitle: 'Slip pindahan diterima',
    slipPendingBody:
      'Slip pindahan bank anda sedang menunggu semakan BinaMart. Pemprosesan bank mengambil masa 2 hingga 5 hari bekerja; pesanan anda dihantar sebaik sahaja ia diluluskan.',
    paidTitle: 'Bayaran berjaya',
    failedTitle: 'Bayaran tidak berjaya',
    payAgain: 'Bayar semula',
    receipt: 'Lihat resit',
  },
};
