import type { Widen } from '../../types';
import type { DeliveryText } from '../delivery';

export const deliveryMs: Widen<DeliveryText> = {
  deliveryStatus: {
    assigned: 'Pemandu ditetapkan',
    initiated: 'Penghantaran dimulakan',
    outForDelivery: 'Dalam penghantaran',
    arrived: 'Telah tiba',
    unloading: 'Sedang memunggah',
    acknowledged: 'Diterima',
    rejected: 'Ditolak',
    cancelled: 'Dibatalkan',
  },
  disputeStatus: {
    open: 'Menunggu jawapan',
    responded: 'Telah dijawab',
    cancelled: 'Dibatalkan',
  },
  delivery: {
    quantityPositive: 'Masukkan kuantiti sekurang-kurangnya 1.',
    atLeastOneItem: 'Tambah sekurang-kurangnya satu item pada pesanan penghantaran.',
    quantityAboveBalance: 'Hanya {{balance}} {{product}} yang tinggal untuk dihantar.',
    dateInPast: 'Tarikh dan masa penghantaran mesti lebih lewat daripada sekarang.',
    dateTooFar: 'Tarikh penghantaran mesti dalam tempoh 1 bulan.',
    driverUnknown: 'Pilih salah seorang pemandu syarikat anda.',
    doNumberTaken: 'Nombor DO ini telah digunakan pada pesanan penghantaran yang lain.',
    orderNotDeliverable: 'Pesanan penghantaran hanya boleh dibuat bagi pesanan yang disahkan atau dalam proses.',
    stepNotAllowed: 'Langkah ini tidak dapat dilakukan semasa penghantaran berstatus {{status}}.',
    pinIncorrect: 'PIN tidak betul',
    unauthorised: 'Tidak dibenarkan',
    signatureRequired: 'Tandatangan dalam kotak untuk mengakui terima.',
    signatureTooLarge: 'Tandatangan terlalu besar. Padamkannya dan tandatangan semula.',
    receivedAboveDelivered: 'Kuantiti yang diterima tidak boleh melebihi kuantiti yang dihantar ({{delivered}}).',
    disputeReasonRequired: 'Nyatakan sebab perbezaan kuantiti.',
    disputeNotShort:
      'Pertikaian memerlukan kuantiti diterima yang lebih rendah daripada kuantiti yang dihantar ({{delivered}}).',
    disputeOpen: 'Pertikaian lanjut tidak dibenarkan sehingga pemandu menjawab.',
    disputeNotOpen: 'Pertikaian ini telah pun dijawab atau dibatalkan.',
    linesMismatch: 'Nyatakan kuantiti yang diterima bagi setiap item dalam pesanan penghantaran.',
    itemNotOnDelivery: 'Pilih item daripada pesanan penghantaran ini.',
    notAcknowledged: 'Ini hanya boleh dilakukan setelah penghantaran diakui terima.',
  },
};
