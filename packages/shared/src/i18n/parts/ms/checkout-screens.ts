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
    address: {
      checking: 'Menyemak alamat…',
      updating: 'Mengemas kini pilihan dan harga penghantaran untuk alamat ini…',
    },
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
    amount: 'Jumlah',
    method: 'Kaedah',
    bank: 'Bank',
    status: 'Status',
    orders: 'Pesanan',
    paidTitle: 'Bayaran berjaya',
    paidBody: 'Terima kasih. Pesanan anda telah dihantar kepada penjual.',
    receipt: 'Lihat resit',
    viewOrders: 'Lihat pesanan saya',
    failedTitle: 'Bayaran tidak berjaya',
    failedBody: 'Pesanan anda disimpan. Anda boleh membayar semula dengan kaedah yang sama atau kaedah lain.',
    reason: 'Sebab: {{reason}}',
    pendingTitle: 'Bayaran belum selesai',
    pendingBody: 'Kami sedang menunggu jawapan daripada bank. Halaman ini akan dimuat semula dengan sendirinya.',
    continuePayment: 'Teruskan ke pembayaran',
    refresh: 'Muat semula',
    pendingAuthorisationTitle: 'Menunggu kebenaran',
    slipFile: 'Lihat slip',
    creditTitle: 'Dibuat dengan terma kredit',
    creditBody: 'Pesanan anda dibuat dengan terma kredit dan akan diinvoiskan.',
    payAgain: 'Bayar semula',
    payAgainTitle: 'Bayar semula',
    referenceLabel: 'Rujukan',
  },
};
