import type { Widen } from '../../types';
import type { CreditReportMessagesText } from '../credit-report-messages';

export const creditReportMessagesMs: Widen<CreditReportMessagesText> = {
  creditReports: {
    purchase: { lite: 'Laporan kredit Lite tentang {{subject}}', ccm: 'Laporan syarikat CCM tentang {{subject}}' },
    subjectIdInvalid:
      'Masukkan nombor pendaftaran SSM: 12 digit seperti 201901012345, atau bentuk lama seperti 123456-A.',
    mykadInvalid: 'Masukkan nombor MyKad 12 digit, seperti 800101-14-5678.',
    ccmNotForIndividuals: 'Laporan CCM adalah untuk syarikat atau perniagaan. Bagi individu, beli laporan Lite.',
    termsRequired: 'Terima terma laporan kredit untuk meneruskan.',
    subjectNotFound:
      'Biro kredit tiada rekod subjek ini. Semak nombor pengenalan dan jenis entiti. Anda tidak dikenakan bayaran.',
    bureauUnavailable:
      'Biro kredit tidak menjawab buat masa ini. Tiada bayaran dikenakan; sila cuba lagi dalam beberapa minit.',
    notPayable: 'Laporan ini sudah dibayar atau sedang dibayar.',
    alreadyAttached: 'Laporan ini sudah dilampirkan pada permohonan.',
    fileRequired: 'Lampirkan laporan dalam bentuk PDF.',
    failedAfterPayment:
      'Biro kredit tidak dapat memberikan laporan ini. Bayaran anda sedang dikembalikan sepenuhnya; bank mengambil masa 2 hingga 5 hari bekerja.',
  },
};
