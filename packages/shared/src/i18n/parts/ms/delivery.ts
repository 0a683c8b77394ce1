import type { DeepPartial, Widen } from '../../types';
import type { DeliveryText } from '../delivery';

export const deliveryMs: DeepPartial<Widen<DeliveryText>> = {
  deliveryStatus: {
    assigned: 'Pemandu ditetapkan',
    initiated: 'Penghantaran dimulakan',
    outForDelivery: 'Dalam penghantaran',
    arrived: 'Telah tiba',
    unloading: 'Sedang memunggah',
    acknowledged: 'Diterima',
    rejected: 'Ditolak',
    cancelled: 'Dibatalkan',
  },
  delivery: { pinIncorrect: 'PIN tidak betul', unauthorised: 'Tidak dibenarkan' },
};
