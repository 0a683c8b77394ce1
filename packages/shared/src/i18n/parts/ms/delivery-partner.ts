import type { DeepPartial, Widen } from '../../types';
import type { DeliveryPartnerText } from '../delivery-partner';

export const deliveryPartnerMs: DeepPartial<Widen<DeliveryPartnerText>> = {
  vehicleType: {
    motorcycle: 'Motosikal',
    car: 'Kereta',
    van: 'Van',
    lorry1t: 'Lori 1 tan',
    lorry3t: 'Lori 3 tan',
    lorry5t: 'Lori 5 tan',
  },
  partner: {
    tripInvalid: 'Perjalanan Tidak Sah',
    outOfServiceArea: 'Alamat di luar kawasan perkhidmatan rakan penghantaran',
  },
  partnerUi: {
    doForm: {
      ownDriver: 'Pemandu sendiri',
      partner: 'Rakan penghantaran',
      getQuote: 'Dapatkan sebut harga',
      timeHint: '9 pagi – 6 petang, sekurang-kurangnya 1 jam lebih awal',
    },
    booking: {
      carrier: 'Rakan penghantaran',
      follow: 'Ikuti di halaman rakan penghantaran',
    },
  },
};
