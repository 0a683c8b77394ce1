import type { Catalogue, DeepPartial } from './en-us';

/** Malay (ms): partial; keys left out fall back to English. */
export const ms: DeepPartial<Catalogue> = {
  app: { tagline: 'Bahan binaan untuk kontraktor Malaysia, secara kredit' },
  language: { label: 'Bahasa' },
  nav: {
    home: 'Laman utama',
    shop: 'Kedai',
    about: 'Tentang kami',
    help: 'Pusat bantuan',
    contact: 'Hubungi kami',
    login: 'Log masuk',
    register: 'Daftar',
    logout: 'Log keluar',
    profile: 'Akaun saya',
    orders: 'Pesanan',
    sellerCentre: 'Pusat penjual',
    adminCentre: 'Pusat pentadbir',
    categories: 'Kategori',
    menu: 'Menu',
  },
  footer: {
    hotline: 'Sokongan pelanggan dan penjual: Isnin hingga Jumaat, 9 pagi hingga 6 petang',
    tnc: 'Terma dan syarat',
    privacy: 'Dasar privasi',
  },
  home: {
    heroTitle: 'Bahan binaan untuk tapak anda, dengan kredit 14 hingga 90 hari',
    ctaHow: 'Cara membeli secara kredit',
    ctaContact: 'Hubungi pasukan kami',
    ctaSeller: 'Baca terma penjual',
    verifiedTitle: 'Pembekal disahkan, produk diperakui',
    categoriesTitle: 'Apa yang boleh dibeli',
  },
  auth: {
    title: 'Log masuk ke BinaMart',
    username: 'E-mel',
    password: 'Kata laluan',
    submit: 'Log masuk',
    failed: 'Log masuk gagal',
    forgot: 'Lupa kata laluan?',
  },
  contact: {
    title: 'Hubungi kami',
    name: 'Nama penuh',
    email: 'E-mel',
    subject: 'Subjek',
    message: 'Mesej',
    submit: 'Hantar mesej',
  },
  errorPages: {
    forbidden: 'Maaf! Anda tiada kebenaran untuk mengakses halaman ini',
    goHome: 'Ke laman utama',
    notFoundTitle: 'Halaman tidak dijumpai',
    retry: 'Cuba lagi',
  },
  validation: {
    required: 'Ruangan ini wajib diisi',
    requiredSelect: 'Ruangan ini wajib dipilih',
    passwordMismatch: 'Kata laluan tidak sepadan',
    postcode: 'Poskod mesti 5 digit',
    pin: 'PIN mesti 6 digit',
    email: 'E-mel tidak sah',
    phone: 'Nombor telefon tidak sah',
  },
  accountMessages: {
    verified: 'Alamat e-mel anda telah disahkan. Anda kini boleh log masuk.',
  },
  email: {
    greeting: 'Tuan/Puan {{name}},',
    reset: {
      subject: 'Tetapkan semula kata laluan BinaMart anda',
    },
  },
  notificationTypes: {
    registrationApproved: { title: 'Pendaftaran diluluskan' },
  },
  errors: {
    invalidCredentials: 'E-mel atau kata laluan salah',
    unauthorized: 'Sila log masuk untuk meneruskan',
    forbidden: 'Maaf! Anda tiada kebenaran untuk mengakses halaman ini',
    validation: 'Beberapa ruangan perlu diperbetulkan',
    internal: 'Berlaku ralat di pihak kami. Sila cuba lagi.',
    incorrectOldPin: 'PIN lama tidak betul',
    incorrectOldPassword: 'kata laluan lama tidak betul',
    duplicateEmail: 'Akaun dengan e-mel ini sudah wujud',
  },
};
