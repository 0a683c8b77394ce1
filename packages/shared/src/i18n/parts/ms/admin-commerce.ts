import type { DeepPartial, Widen } from '../../types';
import type { AdminCommerceText } from '../admin-commerce';

export const adminCommerceMs: DeepPartial<Widen<AdminCommerceText>> = {
  adminOrders: {
    nav: 'Pesanan',
    draftsNav: 'Draf pesanan',
    title: 'Pesanan',
    search: 'Cari mengikut nombor pesanan, pembeli atau penjual',
    searchButton: 'Cari',
    status: 'Status pesanan',
    paymentStatus: 'Status bayaran',
    allStatuses: 'Semua',
    empty: 'Tiada pesanan sepadan.',
    create: 'Cipta pesanan',
    buyer: 'Pembeli',
    seller: 'Penjual',
    total: 'Jumlah',
    approve: 'Luluskan',
    reject: 'Tolak',
    cancel: 'Batalkan pesanan',
    print: 'Cetak',
  },
  vouchersPage: { nav: 'Baucar', title: 'Baucar', create: 'Baucar baharu', save: 'Simpan baucar' },
  feesPage: { nav: 'Konfigurasi yuran', title: 'Konfigurasi yuran', save: 'Simpan kadar' },
  adminPayments: { nav: 'Bayaran', title: 'Bayaran', approve: 'Luluskan', reject: 'Tolak' },
};
