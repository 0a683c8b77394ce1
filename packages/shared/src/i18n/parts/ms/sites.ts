import type { Widen } from '../../types';
import type { SitesText } from '../sites';

export const sitesMs: Widen<SitesText> = {
  companyProjects: {
    endBeforeStart: 'Projek mesti tamat lebih lewat daripada tarikh mula.',
    notFound: 'Pilih salah satu projek syarikat anda.',
  },
  sitesPage: {
    title: 'Projek syarikat',
    intro:
      'Tapak pembinaan yang syarikat anda beli untuknya. Projek kegemaran ditawarkan dahulu semasa pembayaran dan dalam bidaan; memilih projek akan mengisi alamat, orang hubungan dan tarikhnya.',
    add: 'Tambah projek',
    edit: 'Sunting',
    editTitle: 'Sunting {{name}}',
    remove: 'Buang',
    removeTitle: 'Buang {{name}}?',
    removeBody:
      'Projek ini akan keluar daripada senarai anda; pesanan dan projek bidaan yang dibuat untuknya mengekalkan namanya. Jika ia projek kegemaran, projek terbaharu anda menjadi kegemaran.',
    removeConfirm: 'Buang projek',
    cancel: 'Batal',
    save: 'Simpan projek',
    saved: 'Projek disimpan.',
    removed: 'Projek dibuang.',
    favourite: 'Kegemaran',
    makeFavourite: 'Jadikan kegemaran',
    favouriteSet: '{{name}} kini projek kegemaran anda.',
    empty:
      'Belum ada projek. Tambah tapak yang anda beli untuknya, dan pembayaran serta bidaan akan mengisi butirannya.',
    readOnly: 'Minta pentadbir syarikat anda akses tulis pesanan atau bidaan untuk mengubah projek.',
    contact: 'Orang hubungan',
    recipient: 'Penerima',
    pic: 'Orang yang bertanggungjawab',
    dates: '{{start}} hingga {{end}}',
    noDates: 'Tiada tarikh ditetapkan',
    fields: {
      name: 'Nama projek',
      addressLine1: 'Alamat baris 1',
      addressLine2: 'Alamat baris 2',
      postcode: 'Poskod',
      city: 'Bandar',
      state: 'Negeri',
      country: 'Negara',
      contactPerson: 'Orang hubungan',
      contactPhone: 'Nombor telefon',
      recipientName: 'Nama penerima',
      pic: 'Orang yang bertanggungjawab (PIC)',
      startDate: 'Tarikh mula',
      endDate: 'Tarikh tamat',
    },
  },
  sitePicker: {
    label: 'Projek syarikat',
    none: 'Tiada projek syarikat',
    hint: 'Mengisi butiran tapak',
    manage: 'Urus projek syarikat',
    favouriteMark: '{{name}} (kegemaran)',
  },
  siteTag: {
    label: 'Projek syarikat',
  },
};
