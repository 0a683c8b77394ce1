import type { Widen } from '../../types';
import type { BiddingText } from '../bidding';

export const biddingMs: Widen<BiddingText> = {
  bidding: {
    productsRange: 'Projek memerlukan sekurang-kurangnya 1 dan paling banyak 10 produk.',
    quantityInvalid: 'Masukkan kuantiti nombor bulat sekurang-kurangnya 1.',
    duplicateSpecification: 'Spesifikasi ini sudah ada dalam senarai.',
    constructionEndBeforeStart: 'Pembinaan mesti tamat lebih lewat daripada mula.',
    deliveryEndBeforeStart: 'Penghantaran mesti tamat lebih lewat daripada mula.',
    deliverySpanTooLong: 'Tempoh penghantaran paling lama 52 minggu.',
    bidEndBeforeStart: 'Bidaan mesti tamat lebih lewat daripada mula.',
    biddingDuration: 'Bidaan mesti berlangsung antara 3 jam hingga 7 hari.',
    deliveryBeforeBidEnd: 'Penghantaran mesti bermula selepas bidaan tamat.',
    validBeforeBidEnd: 'Projek mesti kekal sah selepas bidaan tamat.',
    priceInvalid: 'Masukkan harga melebihi RM 0.00.',
    noPricedItem:
      'Letakkan harga sekurang-kurangnya satu item: bidaan memerlukan sekurang-kurangnya satu item berharga.',
    revisionUnchanged: 'Ubah sekurang-kurangnya satu harga untuk menyemak semula bidaan.',
    notInState: 'Tindakan ini tidak boleh dilakukan dalam keadaan projek sekarang.',
    bidEndPassed: 'Masa tamat bidaan telah berlalu: pilih masa yang lebih lewat.',
    sessionEnded: 'Sesi bidaan semasa telah tamat',
    alreadyBid: 'Bidaan telah dibuat untuk projek ini',
    revisionNotAllowed: 'Semakan semula tidak lagi dibenarkan untuk bidaan ini',
    cartItemsCreated: 'Item troli telah pun dicipta untuk projek ini',
    fileNotAvailable: 'Fail tidak tersedia',
  },
  projectStatus: {
    incomplete: 'Tidak lengkap',
    draft: 'Draf',
    upcoming: 'Akan datang',
    active: 'Aktif',
    selection: 'Pemilihan',
    noBids: 'Tiada bidaan',
    awarded: 'Dianugerahkan',
    closed: 'Ditutup',
    expired: 'Tamat tempoh',
    revoked: 'Dibatalkan',
  },
  bidStatus: {
    submitted: 'Dihantar',
    shortlisted: 'Disenarai pendek',
    revised: 'Disemak semula',
    finalist: 'Finalis',
    awarded: 'Dianugerahkan',
    notSelected: 'Tidak dipilih',
  },
};
