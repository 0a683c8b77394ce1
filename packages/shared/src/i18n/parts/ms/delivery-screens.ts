import type { DeepPartial, Widen } from '../../types';
import type { DeliveryScreensText } from '../delivery-screens';

export const deliveryScreensMs: DeepPartial<Widen<DeliveryScreensText>> = {
  trackingPage: { live: { live: 'Langsung', reconnecting: 'Menyambung semula…' }, acknowledge: 'Akui terima' },
  acknowledgePage: {
    pin: 'PIN anda',
    acknowledge: 'Akui terima',
    reject: 'Tolak penghantaran',
    clearSignature: 'Padam',
  },
  deliveryDisputes: { raise: 'Buat pertikaian', cancel: 'Batal pertikaian', sendAnswer: 'Hantar jawapan' },
};
