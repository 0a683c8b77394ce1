import type { DeepPartial, Widen } from '../../types';
import type { OrderScreensText } from '../order-screens';

export const orderScreensMs: DeepPartial<Widen<OrderScreensText>> = {
  ordersPage: {
    title: 'Pesanan saya',
    all: 'Semua',
    number: 'No. pesanan',
    seller: 'Penjual',
    buyer: 'Pembeli',
    status: 'Status',
    payment: 'Bayaran',
    total: 'Jumlah',
    empty: 'Tiada pesanan lagi.',
    payments: 'Bayaran',
  },
  orderDetail: {
    title: 'Pesanan {{number}}',
    back: 'Kembali ke pesanan',
    subtotal: 'Subjumlah',
    deliveryFee: 'Caj penghantaran',
    grandTotal: 'Jumlah keseluruhan',
    cancel: 'Batalkan pesanan',
    payAgain: 'Bayar semula',
    print: 'Cetak',
    recipient: 'Penerima',
    remarks: 'Catatan',
  },
  sellerOrders: {
    title: 'Pesanan',
    accept: 'Terima pesanan',
    reject: 'Tolak pesanan',
    rejectReason: 'Sebab penolakan',
  },
  paymentsPage: {
    title: 'Bayaran',
    reference: 'Rujukan',
    amount: 'Amaun',
    receipt: 'Resit',
  },
  receiptPage: {
    title: 'Resit rasmi',
    print: 'Cetak resit',
    amountPaid: 'Amaun dibayar',
  },
};
