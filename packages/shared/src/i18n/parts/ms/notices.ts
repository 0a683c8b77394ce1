import type { Widen } from '../../types';
import type { NoticesText } from '../notices';

export const noticesMs: Widen<NoticesText> = {
  notificationTypes: {
    creditApplicationSubmitted: {
      title: 'Permohonan kredit untuk disemak',
      body: '{{company}} memohon {{kind}} sebanyak {{amount}}.',
    },
    creditTierApproved: {
      title: 'Permohonan kredit menunggu anda',
      body: '{{company}}: diluluskan oleh {{tier}}; kini menunggu {{next}}.',
    },
    creditDocumentsRequested: {
      title: 'Lebih banyak dokumen diperlukan',
      body: 'Permohonan kredit anda memerlukan lebih banyak dokumen: {{note}}',
    },
    creditApproved: {
      title: 'Had kredit diluluskan',
      body: '{{kind}} anda telah diluluskan: {{amount}}.',
    },
    creditRejected: {
      title: 'Permohonan kredit ditolak',
      body: 'Permohonan kredit anda tidak diluluskan: {{note}}',
    },
    creditLimitSet: {
      title: 'Had kredit diubah',
      body: 'Had kredit anda kini {{amount}}.',
    },
    orderHeldForApproval: {
      title: 'Pesanan menunggu kelulusan',
      body: 'Pesanan {{number}} sedang menunggu kelulusan BinaMart atas terma kredit.',
    },
    orderPlaced: {
      title: 'Pesanan dibuat',
      body: 'Pesanan anda {{number}} kepada {{seller}} telah dibuat.',
    },
    orderReceived: {
      title: 'Pesanan baharu',
      body: 'Pesanan {{number}} daripada {{buyer}} sedang menunggu anda.',
    },
    orderAccepted: {
      title: 'Pesanan diterima',
      body: '{{seller}} telah menerima pesanan {{number}}.',
    },
    orderRejected: {
      title: 'Pesanan ditolak',
      body: '{{seller}} telah menolak pesanan {{number}}: {{reason}}',
    },
    orderCancelled: {
      title: 'Pesanan dibatalkan',
      body: 'Pesanan {{number}} telah dibatalkan.',
    },
    orderPaid: {
      title: 'Pesanan dibayar',
      body: 'Bayaran {{reference}} untuk pesanan {{number}} telah diterima.',
    },
    paymentFailed: {
      title: 'Bayaran gagal',
      body: 'Bayaran {{reference}} tidak berjaya. Anda boleh membayar semula.',
    },
    paymentPendingAuthorisation: {
      title: 'Bayaran menunggu kebenaran',
      body: 'Bayaran {{reference}} sedang menunggu kelulusan di bank anda.',
    },
    slipUploaded: {
      title: 'Slip pindahan untuk disemak',
      body: '{{buyer}} telah memuat naik slip pindahan untuk bayaran {{reference}}.',
    },
    slipApproved: {
      title: 'Slip pindahan diluluskan',
      body: 'Slip pindahan untuk bayaran {{reference}} telah diluluskan.',
    },
    slipRejected: {
      title: 'Slip pindahan ditolak',
      body: 'Slip pindahan untuk bayaran {{reference}} telah ditolak: {{reason}}',
    },
    deliveryCreated: {
      title: 'Penghantaran dijadualkan',
      body: '{{seller}} telah menjadualkan penghantaran {{number}} bagi pesanan {{order}} pada {{date}}.',
    },
    deliveryStep: {
      title: 'Kemas kini penghantaran',
      body: 'Penghantaran {{number}} bagi pesanan {{order}}: {{step}}.',
    },
    deliveryPartnerCancelled: {
      title: 'Rakan penghantaran tiada pemandu',
      body: 'Penghantaran {{number}} bagi pesanan {{order}} telah dibatalkan: rakan penghantaran tidak menemui pemandu. Sila buat pesanan penghantaran baharu.',
    },
    deliveryAcknowledged: {
      title: 'Penghantaran diterima',
      body: '{{buyer}} telah mengesahkan penerimaan penghantaran {{number}} bagi pesanan {{order}}.',
    },
    deliveryRejected: {
      title: 'Penghantaran ditolak',
      body: '{{buyer}} telah menolak penghantaran {{number}}: {{remark}}',
    },
    disputeRaised: {
      title: 'Penghantaran dipertikaikan',
      body: '{{buyer}} menerima {{received}} daripada {{delivered}} {{product}} dalam penghantaran {{number}}: {{reason}}',
    },
    disputeResponded: {
      title: 'Pertikaian dijawab',
      body: 'Pertikaian anda tentang penghantaran {{number}} telah dijawab: {{response}}',
    },
    disputeCancelled: {
      title: 'Pertikaian dibatalkan',
      body: '{{buyer}} telah membatalkan pertikaian tentang penghantaran {{number}}.',
    },
    ratingInvited: {
      title: 'Nilaikan pesanan anda',
      body: 'Bagaimana prestasi {{seller}} bagi pesanan {{number}}? Nilaikan produknya dalam tiga langkah ringkas.',
    },
    ratingReceived: {
      title: 'Penilaian baharu',
      body: '{{buyer}} menilai {{product}} {{score}} daripada 5 (pesanan {{number}}).',
    },
    ratingReplied: {
      title: 'Pembekal telah membalas',
      body: 'Pembekal telah menjawab ulasan anda bagi pesanan {{number}}.',
    },
    ratingHidden: {
      title: 'Ulasan disembunyikan',
      body: 'Ulasan anda bagi pesanan {{number}} telah disembunyikan: {{reason}}',
    },
    enquiryReceived: {
      title: 'Pertanyaan baharu',
      body: '{{buyer}} meminta harga bagi {{product}} (pertanyaan {{number}}).',
    },
    enquiryMessage: { title: 'Mesej baharu pada pertanyaan', body: '{{from}} menulis pada pertanyaan {{number}}.' },
    chatMessage: { title: 'Mesej sembang baharu', body: '{{from}} menghantar mesej kepada anda.' },
    enquiryAssigned: {
      title: 'Pertanyaan ditugaskan kepada anda',
      body: 'Pertanyaan {{number}} kini untuk anda jawab.',
    },
    enquiryClosed: { title: 'Pertanyaan ditutup', body: 'Pertanyaan {{number}} telah ditutup: {{reason}}' },
    quotationReceived: {
      title: 'Sebut harga diterima',
      body: '{{seller}} memberi sebut harga {{total}} bagi pertanyaan {{enquiry}} ({{number}}), sah hingga {{validUntil}}.',
    },
    quotationRevised: {
      title: 'Sebut harga dipinda',
      body: '{{seller}} meminda sebut harga {{number}} (versi {{version}}): {{total}}, sah hingga {{validUntil}}.',
    },
    quotationAccepted: {
      title: 'Sebut harga diterima pakai',
      body: '{{buyer}} menerima sebut harga {{number}} (versi {{version}}) bagi pertanyaan {{enquiry}}.',
    },
    creditReportReady: {
      title: 'Laporan kredit sedia',
      body: 'Laporan {{product}} {{reference}} anda tentang {{subject}} sudah sedia untuk dibaca.',
    },
    creditReportFailed: {
      title: 'Laporan kredit tidak dapat diberikan',
      body: 'Biro kredit tidak dapat memberikan laporan {{reference}} tentang {{subject}}. Bayaran anda dikembalikan sepenuhnya.',
    },
    quotationExpired: {
      title: 'Sebut harga tamat tempoh',
      body: 'Sebut harga {{number}} (versi {{version}}) tamat tempoh pada {{date}}.',
    },
    orderCompleted: {
      title: 'Pesanan selesai',
      body: 'Setiap penghantaran bagi pesanan {{number}} telah diterima.',
    },
    invoicePaymentReceived: {
      title: 'Bayaran invois diterima',
      body: 'Bayaran {{reference}} sebanyak {{amount}} telah digunakan untuk {{invoices}}.',
    },
    creditNoteIssued: {
      title: 'Nota kredit dikeluarkan',
      body: 'Nota kredit {{number}} sebanyak {{amount}} mengurangkan invois {{invoice}}.',
    },
    debitNoteIssued: {
      title: 'Nota debit dikeluarkan',
      body: 'Nota debit {{number}} sebanyak {{amount}} telah dicaj pada invois {{invoice}}.',
    },
    invoiceDueSoon: {
      title: 'Invois hampir tamat tempoh',
      body: 'Invois {{invoice}} berjumlah {{amount}} perlu dibayar pada {{dueDate}}. Bayar atau lanjutkan tempoh kreditnya supaya had kredit anda kekal aktif.',
    },
    extensionWindowOpen: {
      title: 'Lanjutan tempoh kredit dibuka',
      body: 'Invois {{invoice}} ({{amount}}, tamat {{dueDate}}) kini boleh dilanjutkan 30 hari, sekali sahaja, dengan faedah 1%.',
    },
    invoiceExtended: {
      title: 'Tempoh kredit dilanjutkan',
      body: 'Invois {{invoice}} kini perlu dibayar pada {{dueDate}}. Faedah sebanyak {{amount}} telah dicaj sebagai nota debit {{number}}.',
    },
    apInvoiceSubmitted: {
      title: 'Invois AP untuk dibayar',
      body: '{{seller}} telah memuat naik invois {{number}} sebanyak {{amount}}.',
    },
    apInvoicePaid: {
      title: 'Pembayaran dibuat',
      body: 'BinaMart telah membayar {{amount}} untuk invois anda {{number}}.',
    },
    invoiceIssued: {
      title: 'Invois dikeluarkan',
      body: 'Invois {{invoice}} sebanyak {{amount}} bagi pesanan {{number}} telah dikeluarkan, perlu dibayar pada {{dueDate}}.',
    },
    refundStarted: {
      title: 'Bayaran balik sedang diproses',
      body: 'Bayaran balik {{reference}} sebanyak {{amount}} bagi pembayaran {{payment}} sedang diproses. Pemprosesan bank mengambil masa 2 hingga 5 hari bekerja.',
    },
    refundCompleted: {
      title: 'Bayaran balik selesai',
      body: 'Bayaran balik {{reference}} sebanyak {{amount}} telah dikreditkan ke akaun anda.',
    },
    refundFailed: {
      title: 'Bayaran balik ditolak',
      body: 'Bayaran balik {{reference}} sebanyak {{amount}} kepada {{buyer}} telah ditolak. Cuba sekali lagi atau bayar melalui pindahan bank.',
    },
    refundToTransfer: {
      title: 'Bayaran balik untuk dipindahkan',
      body: 'Bayaran balik {{reference}} sebanyak {{amount}} kepada {{buyer}} dibayar dengan slip pindahan: pulangkan melalui pindahan bank dan rekodkannya.',
    },
    biddingOpened: {
      title: 'Projek baharu untuk dibida',
      body: '{{buyer}} menyiarkan {{number}} “{{title}}” di {{state}}. Bidaan ditutup {{closes}}.',
    },
    biddingEnded: {
      title: 'Bidaan telah tamat',
      body: 'Bidaan bagi {{number}} “{{title}}” telah tamat dengan {{count}} bidaan. Bandingkan sekarang.',
    },
    bidShortlisted: {
      title: 'Bidaan disenarai pendek',
      body: 'Bidaan anda bagi {{number}} “{{title}}” telah disenarai pendek.',
    },
    cycleTwoInvited: {
      title: 'Kitaran kedua dibuka',
      body: 'Anda boleh menyemak semula bidaan anda bagi {{number}} “{{title}}” sekali, dengan mengubah sekurang-kurangnya satu harga, sehingga {{closes}}.',
    },
    bidAwarded: {
      title: 'Bidaan dianugerahkan',
      body: 'Bidaan anda bagi {{number}} “{{title}}” telah dianugerahkan. Pembeli akan memesan item pada harga anda.',
    },
    bidNotSelected: {
      title: 'Bidaan tidak dipilih',
      body: 'Bidaan anda bagi {{number}} “{{title}}” tidak dipilih kali ini.',
    },
    biddingClosesSoon: {
      title: 'Bidaan akan ditutup',
      body: '{{number}} “{{title}}” ditutup {{closes}}.',
    },
    paymentDiscrepancy: {
      title: 'Pembayaran perlu disemak',
      body: 'Pembayaran {{reference}} tidak sepadan dengan get laluan pembayaran ({{check}}). Lihat semakan di Pembayaran.',
    },
    paidInvoiceIssued: {
      title: 'Invois dikeluarkan',
      body: 'Invois {{invoice}} sebanyak {{amount}} bagi pesanan {{number}} telah dikeluarkan dan dibayar sepenuhnya.',
    },
    orderPlacedOnBehalf: {
      title: 'Pesanan dibuat untuk anda',
      body: 'BinaMart telah membuat pesanan {{number}} kepada {{seller}} untuk syarikat anda.',
    },
    registrationApproved: {
      title: 'Pendaftaran diluluskan',
      body: 'Selamat datang ke BinaMart. {{company}} kini berdaftar.',
    },
    userCreated: {
      title: 'Pengguna baharu ditambah',
      body: '{{name}} ({{email}}) telah ditambah ke {{company}}.',
    },
    userDeactivated: {
      title: 'Pengguna dinyahaktifkan',
      body: '{{name}} tidak lagi boleh log masuk.',
    },
    userReactivated: {
      title: 'Pengguna diaktifkan semula',
      body: '{{name}} boleh log masuk semula.',
    },
    passwordChanged: {
      title: 'Kata laluan diubah',
      body: 'Kata laluan akaun anda telah diubah.',
    },
    pinChanged: {
      title: 'PIN diubah',
      body: 'PIN akaun anda telah diubah.',
    },
    newRegistration: {
      title: 'Pendaftaran baharu untuk disemak',
      body: '{{company}} telah mendaftar sebagai {{type}}.',
    },
  },
  notificationsPage: {
    title: 'Pemberitahuan',
    unread: 'Belum dibaca',
    open: 'Buka',
    markRead: 'Tandakan sudah dibaca',
    markAllRead: 'Tandakan semua sudah dibaca',
    unreadCount: '{{count}} belum dibaca',
    allRead: 'Anda sudah membaca semuanya.',
    empty: 'Tiada pemberitahuan lagi.',
  },
};
