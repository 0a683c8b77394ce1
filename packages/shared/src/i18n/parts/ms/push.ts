import type { Widen } from '../../types';
import type { PushText } from '../push';

export const pushMs: Widen<PushText> = {
  push: {
    errors: {
      endpoint: 'Ini bukan alamat perkhidmatan tolak yang digunakan oleh pelayar.',
      keys: 'Pelayar menghantar kunci tolak yang tidak boleh digunakan. Matikan pemberitahuan tolak dan hidupkannya semula.',
    },
    device: {
      on: 'Peranti ini menerima pemberitahuan tolak.',
      off: 'Peranti ini belum menerima pemberitahuan tolak.',
      turnOn: 'Terima pada peranti ini',
      turnOff: 'Hentikan pada peranti ini',
      unsupported:
        'Pelayar ini tidak dapat menerima pemberitahuan tolak. Pada iPhone atau iPad, tambahkan BinaMart pada skrin utama dahulu dan bukanya dari situ.',
      blocked:
        'Pemberitahuan untuk BinaMart disekat dalam pelayar ini. Benarkannya dalam tetapan laman, kemudian hidupkan semula pemberitahuan tolak.',
      failed: 'Peranti ini tidak dapat didaftarkan untuk pemberitahuan tolak. Cuba lagi sebentar nanti.',
      flagOff: 'Pemberitahuan tolak dimatikan: tiada pemberitahuan sampai ke mana-mana peranti anda.',
    },
  },
  pwa: {
    offline: {
      title: 'Anda di luar talian',
      body: 'BinaMart memerlukan sambungan internet. Semak data mudah alih atau Wi-Fi anda: halaman ini membuka BinaMart semula sebaik sahaja anda kembali dalam talian.',
      retry: 'Cuba lagi',
    },
    bootFailed: {
      title: 'BinaMart tidak dapat dimuatkan',
      body: 'Sebahagian halaman tidak sampai. Semak sambungan anda, kemudian cuba lagi.',
      retry: 'Cuba lagi',
    },
  },
};
