import type { DeepPartial, Widen } from '../../types';
import type { CreditScreensText } from '../credit-screens';

export const creditScreensMs: DeepPartial<Widen<CreditScreensText>> = {
  creditPage: {
    overdueNote:
      'Akaun anda tertunggak: terma kredit tidak tersedia semasa daftar keluar sehingga invois yang melepasi tarikh akhir dibayar.',
    title: 'Had kredit',
    apply: 'Mohon had kredit',
    topUp: 'Mohon tambahan had',
    approved: 'Had diluluskan',
    used: 'Digunakan',
    available: 'Baki tersedia',
    projects: 'Had kredit projek',
    ledgerTitle: 'Sejarah kredit',
    applications: 'Permohonan',
  },
  creditList: { title: 'Permohonan kredit', continue: 'Teruskan', view: 'Lihat', delete: 'Padam' },
  creditApply: {
    title: 'Mohon had kredit',
    save: 'Simpan draf',
    submit: 'Hantar permohonan',
    upload: 'Muat naik',
    remove: 'Buang',
    sections: { documents: 'Dokumen', contact: 'Orang untuk dihubungi' },
  },
  creditTnc: {
    title: 'Terma dan syarat kemudahan kredit',
    continue: 'Teruskan ke permohonan',
  },
  creditCheckout: {
    available: 'Kredit tersedia: {{amount}} daripada {{approved}}',
    overdueTitle: 'Terma kredit tidak tersedia: akaun anda tertunggak',
    overdueBody:
      'Syarikat anda mempunyai invois yang melepasi tarikh akhir. Terma kredit ditawarkan semula setelah invois itu dibayar; sementara itu, bayar melalui perbankan dalam talian, kad atau pindahan.',
    payOverdue: 'Bayar invois tertunggak',
  },
};
