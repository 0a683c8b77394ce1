import type { Widen } from '../../types';
import type { RefundsText } from '../refunds';

export const refundsMs: Widen<RefundsText> = {
  refundStatus: {
    queued: 'Bayaran balik dalam giliran',
    processing: 'Di pihak bank',
    refunded: 'Telah dibayar balik',
    failed: 'Bayaran balik ditolak',
  },
  refundCause: {
    orderRejected: 'Pesanan ditolak',
    orderCancelled: 'Pesanan dibatalkan',
    creditNote: 'Nota kredit',
    latePayment: 'Bayaran diterima terlalu lewat',
  },
  refund: {
    refused: 'Bank pembayar menolak bayaran balik ini.',
    exceedsPayment: 'Bayaran balik ini akan memulangkan lebih daripada jumlah yang dibayar.',
    gatewayUnavailable: 'Get laluan pembayaran tidak dapat dihubungi.',
    notRetryable: 'Hanya bayaran balik perbankan dalam talian atau kad yang ditolak boleh dihantar semula.',
    notTransferable:
      'Bayaran balik ini sedang diproses melalui get laluan pembayaran; ia tidak boleh direkodkan sebagai pindahan bank.',
    notReceiptable: 'Resit bayaran balik tersedia setelah wang diterima semula oleh pembayar.',
  },
  refundScreens: {
    title: 'Bayaran balik',
    bankProcessing: 'Pemprosesan bank mengambil masa 2 hingga 5 hari bekerja.',
    onItsWay: '{{amount}} sedang dibayar balik ke kaedah pembayaran asal.',
    reference: 'No. bayaran balik',
    amount: 'Jumlah',
    status: 'Status',
    cause: 'Sebab',
    payment: 'Pembayaran',
    order: 'Pesanan',
    creditNote: 'Nota kredit',
    buyer: 'Pembeli',
    requested: 'Dimohon',
    refundedOn: 'Dibayar balik pada',
    failureReason: 'Sebab ditolak',
    bankReference: 'Rujukan bank',
    attempts: 'Cubaan',
    receipt: 'Resit bayaran balik (PDF)',
    none: 'Tiada bayaran balik.',
    search: 'Cari mengikut no. bayaran balik, pembayaran atau pesanan, atau pembeli',
    allStatuses: 'Semua status',
    retry: 'Hantar semula',
    retried: 'Bayaran balik {{reference}} telah dihantar semula ke get laluan pembayaran.',
    recordTransfer: 'Rekod pindahan bank',
    transferReference: 'Rujukan pindahan bank',
    transferRecorded: 'Bayaran balik {{reference}} direkodkan sebagai dibayar melalui pindahan bank.',
    transferHint:
      'Bayar jumlah ini ke akaun bank pembeli, kemudian rekodkan rujukan pindahan di sini. Pembeli akan dimaklumkan bahawa wang sedang dalam perjalanan.',
    byTransfer: 'Perlu dibayar melalui pindahan bank',
    tabPayments: 'Pembayaran',
    pdfFailed: 'Resit bayaran balik tidak dapat dibuka. Cuba lagi.',
    tabRefunds: 'Bayaran balik',
  },
};
