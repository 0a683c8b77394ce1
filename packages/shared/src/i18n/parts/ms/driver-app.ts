import type { DeepPartial, Widen } from '../../types';
import type { DriverAppText } from '../driver-app';

export const driverAppMs: DeepPartial<Widen<DriverAppText>> = {
  driverApp: {
    appName: 'BinaMart Pemandu',
    home: 'Penghantaran saya',
    signOut: 'Log keluar',
    openInMaps: 'Buka dalam Peta',
    step: { initiated: 'Mula penghantaran', arrived: 'Sudah sampai', unloading: 'Memunggah' },
  },
  deliveryOrders: {
    title: 'Pesanan penghantaran',
    create: 'Cipta pesanan penghantaran',
    track: 'Jejak',
    driver: 'Pemandu',
  },
};
