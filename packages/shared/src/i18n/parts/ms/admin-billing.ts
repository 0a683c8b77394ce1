import type { Widen } from '../../types';
import type { AdminBillingText } from '../admin-billing';

export const adminBillingMs: Widen<AdminBillingText> = {
  adminInvoice: {
    back: 'Kembali ke invois',
    title: 'Invois {{number}}',
    extended: 'Tempoh kredit dilanjutkan',
    issueCredit: 'Keluarkan nota kredit',
    issueDebit: 'Keluarkan nota debit',
    pdf: 'PDF',
    issued: {
      credit: 'Nota kredit {{number}} sebanyak {{amount}} telah dikeluarkan. Pembeli telah dimaklumkan.',
      debit: 'Nota debit {{number}} sebanyak {{amount}} telah dikeluarkan. Pembeli telah dimaklumkan.',
    },
    viewNote: 'Lihat nota',
    order: 'Pesanan',
    openOrder: 'Buka pesanan {{number}}',
    kind: 'Jenis',
    buyer: 'Pembeli',
    seller: 'Penjual',
    term: 'Terma kredit',
    termDays: '{{days}} hari',
    issuedAt: 'Tarikh invois',
    dueDate: 'Tarikh akhir',
    originalDueDate: 'Tarikh akhir asal',
    extendedAt: 'Dilanjutkan pada {{at}}',
    paidAt: 'Dibayar sepenuhnya pada',
    amounts: 'Jumlah',
    amount: 'Jumlah invois',
    creditNotes: 'Nota kredit',
    debitNotes: 'Nota debit',
    paid: 'Dibayar',
    outstanding: 'Baki tertunggak',
    inProgress: 'Bayaran dalam proses',
    inProgressHint:
      'Dibayar di get laluan pembayaran dan belum disahkan; tidak dikira dalam jumlah yang telah dibayar.',
    notes: 'Nota kredit dan debit',
    noNotes: 'Tiada nota kredit atau debit dikeluarkan terhadap invois ini.',
  },
  adminNotes: {
    nav: {
      invoices: 'Invois',
      credit: 'Nota kredit',
      debit: 'Nota debit',
    },
    kind: {
      credit: 'Nota kredit',
      debit: 'Nota debit',
    },
    cause: {
      manual: 'Dikeluarkan oleh pentadbir',
      extension: 'Lanjutan tempoh kredit',
      orderRejected: 'Pesanan berbayar ditolak',
      orderCancelled: 'Pesanan berbayar dibatalkan',
    },
    causeLong: {
      manual: 'Dikeluarkan oleh pentadbir',
      extension: 'Faedah yang dibilkan bagi lanjutan tempoh kredit 30 hari',
    },
    causeLabel: 'Punca',
    number: 'Nombor nota',
    invoice: 'Invois',
    order: 'Pesanan',
    buyer: 'Pembeli',
    seller: 'Penjual',
    parties: 'Pembeli / penjual',
    soldBy: 'Penjual: {{name}}',
    reason: 'Sebab',
    issuedAt: 'Dikeluarkan',
    amount: 'Jumlah',
    openNote: 'Buka nota {{number}}',
    openInvoice: 'Buka invois {{number}}',
    openOrder: 'Buka pesanan {{number}}',
    pdfFailed: 'PDF tidak dapat dibuka. Sila cuba lagi.',
    form: {
      title: {
        credit: 'Nota kredit bagi {{number}}',
        debit: 'Nota debit bagi {{number}}',
      },
      intro: {
        credit:
          'Nota kredit mengurangkan jumlah yang terhutang oleh pembeli bagi invois ini. Pembeli akan dimaklumkan.',
        debit: 'Nota debit menambah jumlah yang terhutang oleh pembeli bagi invois ini. Pembeli akan dimaklumkan.',
      },
      amount: 'Jumlah (RM)',
      creditLimit: 'Tidak melebihi {{amount}}: baki tertunggak ditolak bayaran yang sedang diproses.',
      outstandingNow: 'Baki tertunggak sekarang: {{amount}}.',
      reason: 'Sebab',
      reasonHint: 'Dipaparkan kepada pembeli pada nota. Sehingga 500 aksara.',
      submit: {
        credit: 'Keluarkan nota kredit',
        debit: 'Keluarkan nota debit',
      },
    },
    list: {
      searchPlaceholder: 'Nombor nota, invois atau pesanan, pembeli atau penjual',
      noMatch: 'Tiada nota yang sepadan dengan carian anda.',
      credit: {
        title: 'Nota kredit',
        subtitle:
          'Nota kredit yang dikeluarkan terhadap invois, yang terbaharu dahulu. Setiap satu mengurangkan jumlah yang terhutang oleh pembeli.',
        search: 'Cari nota kredit',
        empty: 'Belum ada nota kredit dikeluarkan.',
        caption: 'Nota kredit, halaman {{page}}',
        pages: 'Halaman nota kredit',
      },
      debit: {
        title: 'Nota debit',
        subtitle:
          'Nota debit yang dikeluarkan terhadap invois, yang terbaharu dahulu, termasuk faedah lanjutan tempoh kredit. Setiap satu menambah jumlah yang terhutang oleh pembeli.',
        search: 'Cari nota debit',
        empty: 'Belum ada nota debit dikeluarkan.',
        caption: 'Nota debit, halaman {{page}}',
        pages: 'Halaman nota debit',
      },
    },
    detail: {
      back: {
        credit: 'Kembali ke nota kredit',
        debit: 'Kembali ke nota debit',
      },
      title: {
        credit: 'Nota kredit {{number}}',
        debit: 'Nota debit {{number}}',
      },
      downloadPdf: 'Muat turun PDF',
      invoiceDue: 'Tarikh akhir {{date}}',
      issuedBy: 'oleh {{name}}',
      issuedBySystem: 'oleh sistem',
    },
  },
  adminInvoicePdf: {
    back: 'Kembali ke invois',
    title: 'Invois {{number}} (PDF)',
    titlePlain: 'Invois (PDF)',
    download: 'Muat turun PDF',
    openTab: 'Buka dalam tab baharu',
    frameLabel: 'PDF invois {{number}}',
    cannotShow:
      'PDF tidak dipaparkan? Sesetengah pelayar, terutamanya di telefon, tidak dapat memaparkannya dalam halaman.',
  },
};
