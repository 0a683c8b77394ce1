import type { DeepPartial, Widen } from '../../types';
import type { CreditScreensText } from '../credit-screens';

export const creditScreensMs: DeepPartial<Widen<CreditScreensText>> = {
  creditPage: {
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
  creditCheckout: { available: 'Kredit tersedia: {{amount}} daripada {{approved}}' },
};
