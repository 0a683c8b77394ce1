import type { Widen } from '../../types';
import type { DeliveryPartnerText } from '../delivery-partner';

export const deliveryPartnerMs: Widen<DeliveryPartnerText> = {
  vehicleType: {
    motorcycle: 'Motosikal',
    car: 'Kereta',
    van: 'Van',
    lorry1t: 'Lori 1 tan',
    lorry3t: 'Lori 3 tan',
    lorry5t: 'Lori 5 tan',
  },
  partnerStatus: {
    assigningDriver: 'Mencari pemandu',
    onGoing: 'Pemandu dalam perjalanan untuk mengambil barang',
    pickedUp: 'Telah diambil',
    arrived: 'Di lokasi penghantaran',
    completed: 'Telah dihantar',
    cancelled: 'Dibatalkan',
    rejected: 'Tiada pemandu mengambil perjalanan ini',
    expired: 'Tamat tempoh',
  },
  partner: {
    serverDown: 'Perkhidmatan rakan penghantaran tidak berfungsi. Sila cuba lagi kemudian.',
    timeCheck: 'Masa rakan penghantaran mesti antara 9 pagi dan 6 petang dan sekurang-kurangnya 1 jam lebih awal',
    invalidServiceType: 'Rakan penghantaran tidak menawarkan jenis kenderaan ini bagi perjalanan ini',
    outOfServiceArea: 'Alamat di luar kawasan perkhidmatan rakan penghantaran',
    geocodingFailed: 'Geokod alamat gagal: alamat tidak dapat dijumpai pada peta',
    tripInvalid:
      'Rakan penghantaran tidak dapat mengambil perjalanan ini: jaraknya terlalu jauh untuk kenderaan itu, atau di luar kawasan perkhidmatan rakan penghantaran.',
    tripBetweenRegions:
      'Rakan penghantaran hanya menghantar dalam satu wilayah: ia tidak mengambil perjalanan dari {{from}} ke {{to}} ({{km}} km).',
    tripTooFar: 'Perjalanan sejauh {{km}} km ini terlalu jauh untuk kenderaan rakan penghantaran.',
    tooFarForVehicle: 'Terlalu jauh untuk kenderaan ini ({{km}} km)',
    tooSmall:
      'Terlalu kecil untuk pesanan ini: muatannya sehingga {{max}} kg sahaja, sedangkan pesanan ini seberat kira-kira {{weight}} kg',
    tooHeavy:
      'Pesanan ini seberat kira-kira {{weight}} kg, manakala lori terbesar rakan penghantaran hanya boleh membawa {{max}} kg. Sila pilih penghantaran oleh penjual atau ambil sendiri, atau pecahkan pesanan ini.',
    distanceFailed: 'Jarak penghantaran ke alamat ini tidak dapat dikira',
    noVehicle: 'Tiada kenderaan rakan penghantaran yang dapat mengambil perjalanan ini',
    bookingFailed: 'Rakan penghantaran tidak dapat menempah perjalanan ini: {{reason}}',
    notCancellable: 'Pemandu rakan penghantaran telah mengambil barangan; tempahan ini tidak lagi boleh dibatalkan.',
    priceChanged:
      'Harga rakan penghantaran bagi perjalanan ini kini {{amount}}. Semak harga itu dan buat pesanan semula.',
  },
  partnerUi: {
    methodWithVehicle: '{{method}} · {{vehicle}}',
    checkout: {
      vehicles: 'Jenis kenderaan',
      vehiclesHint:
        'Harga rakan penghantaran bagi perjalanan ini. Penjual menempah kenderaan apabila barangan dihantar.',
      distance: 'Jarak dari penjual: {{km}} km',
      noDistance: 'Jarak belum diketahui',
      unavailable: 'Tidak tersedia: {{reason}}',
      refused: 'Rakan penghantaran tidak dapat mengambil penghantaran ini: {{reason}}',
      vehicleRefused: 'Tidak tersedia',
      fromPrice: 'dari {{amount}}',
    },
    doForm: {
      carrier: 'Dibawa oleh',
      ownDriver: 'Pemandu sendiri',
      partner: 'Rakan penghantaran',
      vehicle: 'Jenis kenderaan',
      vehiclePlaceholder: 'Pilih kenderaan',
      buyerChose: 'Pembeli memilih {{vehicle}} semasa daftar keluar',
      timeHint: '9 pagi – 6 petang, sekurang-kurangnya 1 jam lebih awal',
      getQuote: 'Dapatkan sebut harga',
      quoting: 'Bertanya kepada rakan penghantaran…',
      quoteNeeds: 'Pilih kenderaan dan masa penghantaran terlebih dahulu',
      quoted: '{{amount}} bagi {{km}} km ({{vehicle}})',
      bookingNote: 'Mencipta DO akan menempah kenderaan ini dengan rakan penghantaran.',
    },
    booking: {
      carrier: 'Rakan penghantaran',
      reference: 'Rujukan',
      vehicle: 'Kenderaan',
      status: 'Status rakan penghantaran',
      driver: 'Pemandu rakan penghantaran',
      noDriver: 'Belum ditugaskan',
      plate: 'No. pendaftaran kenderaan',
      phone: 'Telefon',
      fee: 'Caj rakan penghantaran',
      feeDistance: '{{amount}} · {{km}} km',
      follow: 'Ikuti di halaman rakan penghantaran',
      followLabel: 'Ikuti {{reference}} di halaman rakan penghantaran (dibuka dalam tab baharu)',
      created: 'Pesanan penghantaran {{number}} telah dicipta dan rakan penghantaran telah ditempah ({{reference}}).',
    },
  },
};
