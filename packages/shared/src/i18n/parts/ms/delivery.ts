import type { DeepPartial, Widen } from '../../types';
import type { DeliveryText } from '../delivery';

export const deliveryMs: DeepPartial<Widen<DeliveryText>> = {
  deliveryStatus: { acknowledged: 'Diterima', rejected: 'Ditolak', outForDelivery: 'Dalam penghantaran' },
  delivery: { pinIncorrect: 'PIN tidak betul', unauthorised: 'Tidak dibenarkan' },
};
