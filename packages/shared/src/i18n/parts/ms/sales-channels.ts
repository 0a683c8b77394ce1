import type { Widen } from '../../types';
import type { SalesChannelsText } from '../sales-channels';

export const salesChannelsMs: Widen<SalesChannelsText> = {
  salesChannels: {
    declined: {
      onBehalf:
        '{{seller}} tidak menerima pesanan yang dibuat oleh BinaMart bagi pihak pembeli. Keluarkan barangnya, atau minta pembeli memesannya sendiri di kedai.',
      purchaseOrder:
        '{{seller}} tidak menerima pesanan daripada pesanan belian (PO) di BinaMart. Keluarkan barangnya, atau buat pesanan tanpa pesanan belian.',
      quotation:
        '{{seller}} tidak menjawab pertanyaan di BinaMart buat masa ini. Beli produk tersenarainya di kedai, atau tanya pembekal lain.',
      award:
        'Syarikat anda telah menutup anugerah bidaan dalam saluran jualannya. Bukanya di Hab → Saluran jualan untuk membida.',
    },
    name: {
      web: 'Daftar keluar di kedai',
      onBehalf: 'Oleh BinaMart bagi pihak pembeli',
      purchaseOrder: 'Daripada pesanan belian',
      quotation: 'Daripada sebut harga',
      award: 'Daripada anugerah bidaan',
    },
    about: {
      web: 'Pembeli menambah produk ke troli dan mendaftar keluar sendiri.',
      onBehalf: 'Pasukan jualan BinaMart menyediakan daftar keluar untuk syarikat pembeli.',
      purchaseOrder: 'BinaMart menyediakan daftar keluar daripada pesanan belian pembeli (nombor dan fail).',
      quotation: 'Pembeli bertanya, anda memberi sebut harga, dan sebut harga yang diterima dipesan.',
      award: 'Pembeli menyiarkan projek, anda membida, dan bidaan yang dianugerahkan dipesan.',
    },
    page: {
      title: 'Saluran jualan',
      intro:
        'Bagaimana pesanan masuk dalam tempoh ini: setiap pesanan ringgit yang dibuat, dan jualan antaranya (disahkan, sedang berjalan atau selesai), bagi seluruh pasaran dan bagi setiap pembekal.',
      from: 'Dari',
      to: 'Hingga',
      show: 'Papar',
      byChannel: 'Pesanan dan jualan mengikut saluran',
      channel: 'Saluran',
      orders: 'Pesanan',
      sales: 'Jualan',
      salesValue: 'Nilai jualan',
      share: 'Bahagian jualan',
      total: 'Semua saluran',
      suppliers: 'Pembekal',
      supplier: 'Pembekal',
      takes: 'Saluran diterima',
      takesAll: 'Semua saluran',
      change: 'Tukar saluran',
      noOrders: 'Tiada pesanan dibuat dalam tempoh ini.',
      period: '{{from}} hingga {{to}}',
      chartLabel: 'Nilai jualan setiap saluran: {{summary}}',
      forSupplier: 'Saluran yang diterima oleh {{seller}}',
      saved: 'Saluran yang diterima oleh {{seller}} telah disimpan.',
    },
    seller: {
      title: 'Saluran jualan',
      intro:
        'Pilih cara pembeli boleh memesan daripada syarikat anda. Daftar keluar di kedai sentiasa dibuka; saluran lain boleh ditutup.',
      alwaysOpen: 'Sentiasa dibuka',
      save: 'Simpan saluran',
      saved: 'Saluran jualan anda telah disimpan.',
      readOnly: 'Minta pentadbir syarikat anda menukar saluran jualan.',
    },
    cancel: 'Batal',
  },
};
