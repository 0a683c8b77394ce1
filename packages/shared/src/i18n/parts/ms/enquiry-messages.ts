import type { Widen } from '../../types';
import type { EnquiryMessagesText } from '../enquiry-messages';

export const enquiryMessagesMs: Widen<EnquiryMessagesText> = {
  enquiries: {
    linesRequired: 'Masukkan kuantiti bagi sekurang-kurangnya satu item.',
    quantityInvalid: 'Masukkan nombor bulat sekurang-kurangnya 1',
    deliveryDatePast: 'Tarikh penghantaran mestilah hari ini atau selepasnya.',
    validUntilPast: 'Sebut harga mesti sah sekurang-kurangnya hingga penghujung hari ini.',
    validUntilTooFar: 'Sebut harga boleh sah selama paling lama {{days}} hari.',
    priceInvalid: 'Masukkan harga lebih daripada sifar.',
    discountTooHigh: 'Diskaun mestilah kurang daripada harga seunit.',
    leadDaysInvalid: 'Masukkan tempoh penyediaan dalam hari penuh, dari 0 hingga 365.',
    variationNotOfProduct: 'Pilih salah satu item produk ini.',
    duplicateVariation: 'Setiap item hanya boleh disenaraikan sekali.',
    notOpen: 'Pertanyaan ini tidak boleh diubah lagi.',
    notForQuotation:
      'Sebut harga tidak boleh diberi lagi untuk pertanyaan ini: pembeli telah menerima sebut harga atau pertanyaan telah ditutup.',
    notAResponder: 'Pilih salah seorang pengguna pembekal yang boleh menjawab pertanyaan.',
    quotationExpired: 'Sebut harga ini tamat tempoh pada {{date}}. Minta sebut harga baharu daripada pembekal.',
    quotationNotOpen: 'Sebut harga ini tidak lagi terbuka: ia telah dipinda, diterima atau tamat tempoh.',
    quotedForCash:
      'Sebut harga {{numbers}} ditawarkan untuk tunai: bayar item ini melalui perbankan dalam talian atau kad, atau minta pembekal menawarkan terma kredit.',
    quotationNotAccepted: 'Terima sebut harga dahulu sebelum menambah itemnya ke troli.',
  },
};
