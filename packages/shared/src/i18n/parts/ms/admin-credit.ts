import type { DeepPartial, Widen } from '../../types';
import type { AdminCreditText } from '../admin-credit';

export const adminCreditMs: DeepPartial<Widen<AdminCreditText>> = {
  adminCredit: {
    nav: 'Kredit',
    allStatuses: 'Semua status',
    home: { title: 'Kredit', awaiting: 'Menunggu keputusan', overdue: 'Akaun tertunggak' },
    applications: { title: 'Permohonan kredit', search: 'Nama syarikat atau projek' },
    fields: {
      company: 'Syarikat',
      status: 'Status',
      requested: 'Dipohon',
      approved: 'Diluluskan',
      approvedLimit: 'Had diluluskan',
      available: 'Baki tersedia',
    },
    detail: { approve: 'Luluskan', reject: 'Tolak', requestDocuments: 'Minta dokumen', comment: 'Komen' },
    tiers: { title: 'Kelulusan', state: { approved: 'Diluluskan', rejected: 'Ditolak', waiting: 'Menunggu' } },
    facilities: { title: 'Had kredit' },
    set: { title: 'Tetapkan had kredit', submit: 'Simpan had' },
  },
};
