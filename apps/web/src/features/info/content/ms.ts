import type { InfoCatalogue } from './types';

/** Malay (ms): partial; pages left out fall back to English. */
export const ms: Partial<InfoCatalogue> = {
  about: {
    title: 'Tentang BinaMart',
    summary:
      'BinaMart ialah pasaran dalam talian Malaysia tempat kontraktor membeli bahan binaan daripada kedai bekalan dan pengilang, dihantar ke tapak dan, setelah diluluskan, secara terma kredit.',
    sections: [
      {
        heading: 'Siapa kami',
        paragraphs: [
          'BinaMart dikendalikan oleh BinaMart Sdn. Bhd., sebuah syarikat Malaysia yang dibina untuk industri pembinaan. Kami menghimpunkan pembelian, penghantaran, invois dan kredit di satu tempat, supaya memesan bahan untuk tapak tidak lagi memerlukan panggilan telefon berulang kali, sebut harga melalui faks dan pesanan penghantaran kertas yang mudah hilang.',
          'BinaMart ialah pasaran perniagaan kepada perniagaan (B2B): setiap pembeli dan penjual ialah syarikat berdaftar. Sebelum sesebuah syarikat boleh berurus niaga, kami menyemak butirannya berdasarkan nombor pendaftaran SSM. Dengan itu pembeli tahu daripada siapa mereka membeli, dan penjual tahu kepada siapa mereka menghantar.',
        ],
      },
      {
        heading: 'Apa yang boleh dibeli',
        paragraphs: [
          'Pembekal menyenaraikan bahan dan perkhidmatan yang diperlukan tapak bina, dari asas hingga kemasan:',
        ],
        bullets: [
          'Simen, mortar dan bahan pengikat lain',
          'Besi tetulang, jaringan dawai dan keluli struktur',
          'Bata, blok, jubin dan bumbung',
          'Pasir, batu baur dan hasil kuari',
          'Kayu, papan lapis dan acuan',
          'Bahan paip dan sanitari',
          'Kabel elektrik, kelengkapan dan aksesori',
          'Sewaan jentera, seperti jengkaut, pemadat dan set janakuasa',
        ],
      },
      {
        heading: 'Untuk siapa BinaMart',
        paragraphs: [
          'Pembeli ialah syarikat pembinaan dari semua saiz: kontraktor pengubahsuaian dan penyelenggaraan, subkontraktor, kontraktor utama dan kontraktor yang menjalankan projek sektor awam. Pentadbir pembeli membuka akaun syarikat dan menentukan rakan sekerja yang boleh membuat pesanan, meluluskan dan membayar.',
          'Penjual ialah kedai bekalan, pemborong perkakasan, pengedar dan pengilang yang menjual kepada pihak industri. Produk bertanda diluluskan JKR tersenarai dalam senarai yang diluluskan oleh Jabatan Kerja Raya, dan halaman produk memaparkan sijil yang dimuat naik oleh penjual berserta tarikh tamat tempohnya.',
          'Harga dalam ringgit Malaysia (dipaparkan seperti RM 1,234.50); sebilangan kecil produk, kebanyakannya barangan import, berharga dalam dolar AS. BinaMart boleh digunakan dalam bahasa Inggeris, bahasa Cina Ringkas dan, bagi halaman utama, bahasa Melayu.',
        ],
      },
      {
        heading: 'Membeli secara kredit',
        paragraphs: [
          'Aliran tunai ialah cabaran terbesar syarikat pembinaan: bahan perlu dibayar jauh sebelum bayaran kerja diterima. BinaMart membenarkan pembeli yang diluluskan membuat pembayaran dengan terma kredit 14, 30, 60 atau 90 hari. Anda memohon sekali sahaja untuk had kredit syarikat, atau had kredit projek bagi kontrak yang dinamakan, dan pasukan kredit kami akan menilai permohonan itu.',
          'Setiap caj bagi terma yang dipilih dipaparkan semasa pembayaran sebelum anda mengesahkan pesanan. Jika tarikh bayaran tidak sesuai, setiap invois boleh dilanjutkan sekali selama 30 hari. Pembeli yang tidak memerlukan kredit boleh membayar melalui perbankan dalam talian FPX, kad atau pindahan bank.',
        ],
      },
      {
        heading: 'Manfaat untuk penjual',
        paragraphs: [
          'Penjual dapat menjangkau kontraktor di seluruh Malaysia tanpa menambah kakitangan jualan, dan boleh menawarkan kredit kepada pelanggan tanpa menanggung risikonya sendiri: BinaMart meluluskan kredit pembeli dan mengutip bayaran invois, manakala penjual dibayar mengikut jadual bayaran yang dipersetujui.',
        ],
        bullets: [
          'Halaman kedai dan senarai produk, disemak oleh pentadbir kami sebelum diterbitkan',
          'Kadar penghantaran ditetapkan mengikut cawangan, supaya pembeli melihat kos penuh sebelum memesan',
          'Projek yang dipaparkan oleh kontraktor untuk eBidding, dengan dua pusingan untuk memperbaiki tawaran',
          'Pesanan penghantaran, invois dan bayaran dijejaki di pusat penjual',
        ],
      },
      {
        heading: 'Cara penghantaran berfungsi',
        paragraphs: [
          'Setelah penjual menerima pesanan, penjual menyediakan satu atau lebih pesanan penghantaran. Barang dihantar oleh pemandu penjual sendiri atau rakan kongsi penghantaran lori kami, yang menawarkan motosikal, kereta, van dan lori 1 tan, 3 tan dan 5 tan, ditempah antara 9 pagi hingga 6 petang sekurang-kurangnya satu jam lebih awal.',
          'Di tapak, wakil pembeli memeriksa muatan dan mengakui pesanan penghantaran pada telefon pemandu dengan PIN 6 digit dan tandatangan digital. Jika barang yang tiba kurang daripada yang tertera pada pesanan penghantaran, pembeli merekodkan kuantiti sebenar yang diterima dan membuat pertikaian, dan invois akan mengikut kuantiti yang benar-benar dihantar.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Notis privasi',
    summary:
      'Cara BinaMart Sdn. Bhd. mengumpul, menggunakan, mendedahkan dan melindungi data peribadi di bawah Akta Perlindungan Data Peribadi 2010, dan cara anda boleh mengakses serta membetulkannya.',
    updated: 'Kemas kini terakhir 21 November 2026',
    sections: [
      {
        heading: 'Tentang notis ini',
        paragraphs: [
          'Notis ini diberikan di bawah Akta Perlindungan Data Peribadi 2010 (APDP). Notis ini menerangkan cara BinaMart Sdn. Bhd. (“BinaMart”, “kami”), sebagai pengguna data, memproses data peribadi orang yang menggunakan pasaran ini: pengarah, kakitangan dan pemandu syarikat pembeli dan penjual, serta sesiapa yang menghubungi kami.',
          'BinaMart berurusan dengan perniagaan, tetapi individu yang bertindak bagi pihak perniagaan tersebut mempunyai hak ke atas data peribadi mereka sendiri, dan notis ini terpakai kepada mereka.',
        ],
      },
      {
        heading: 'Data peribadi yang kami kumpul',
        paragraphs: [],
        bullets: [
          'Butiran akaun: nama, jawatan, alamat e-mel kerja, nombor telefon bimbit dan syarikat yang anda wakili.',
          'Butiran pendaftaran syarikat yang mungkin mengenal pasti individu, seperti nama pengarah atau pemilik yang diberikan bersama nombor SSM.',
          'Butiran pesanan dan penghantaran: alamat tapak penghantaran, orang hubungan di tapak, pesanan penghantaran, kuantiti yang diakui, tandatangan digital dan masa pengakuan.',
          'Butiran pembayaran: rujukan pembayaran, slip bank yang anda muat naik dan butiran akaun bank untuk bayaran balik. Nombor kad dimasukkan pada halaman gerbang pembayaran dan tidak disimpan oleh BinaMart.',
          'Butiran permohonan kredit: maklumat kewangan syarikat anda dan, jika diperlukan, pengarah atau penjaminnya, serta laporan kredit yang diperoleh dengan persetujuan.',
          'Butiran pemandu: nama, nombor telefon bimbit dan nombor pendaftaran kenderaan pemandu yang ditugaskan untuk penghantaran.',
          'Mesej yang anda hantar kepada kami melalui borang hubungan atau e-mel, dan rekod teknikal seperti masa log masuk dan alamat IP yang digunakan.',
        ],
      },
      {
        heading: 'Tujuan kami menggunakannya',
        paragraphs: [],
        bullets: [
          'Mengesahkan pendaftaran syarikat anda serta membuka dan mengurus akaun.',
          'Memproses pesanan, pembayaran, bayaran balik, invois, nota kredit dan bayaran kepada penjual.',
          'Mengatur dan merekodkan penghantaran serta menyelesaikan pertikaian.',
          'Menilai permohonan kredit, mengurus had kredit dan mengutip jumlah yang perlu dibayar.',
          'Menjawab pertanyaan dan memberikan sokongan.',
          'Memastikan keselamatan pasaran serta mencegah penipuan dan penyalahgunaan.',
          'Memenuhi kewajipan undang-undang, cukai dan perakaunan.',
          'Menghantar mesej perkhidmatan kepada anda dan, hanya jika anda bersetuju, berita tentang BinaMart.',
        ],
      },
      {
        heading: 'Data wajib dan sukarela',
        paragraphs: [
          'Ruangan yang ditanda wajib dalam borang kami adalah wajib diberikan: tanpanya kami tidak dapat mendaftarkan syarikat anda, memproses pesanan anda atau menilai permohonan kredit. Maklumat lain adalah sukarela. Anda boleh menolak pemasaran langsung pada bila-bila masa tanpa menjejaskan penggunaan pasaran ini.',
        ],
      },
      {
        heading: 'Kepada siapa kami mendedahkannya',
        paragraphs: ['Kami berkongsi data peribadi hanya setakat yang perlu bagi tujuan di atas, dengan:'],
        bullets: [
          'Pembeli atau penjual di pihak satu lagi dalam sesuatu pesanan, contohnya alamat tapak dan orang hubungan untuk penghantaran, atau nama dan kenderaan pemandu.',
          'Gerbang pembayaran dan bank kami, untuk memproses pembayaran FPX dan kad serta bayaran balik.',
          'Rakan kongsi penghantaran lori kami, apabila penjual menempahnya untuk sesuatu penghantaran.',
          'Agensi pelaporan kredit seperti CTOS, apabila anda memohon kredit atau membeli laporan kredit, dan hanya dengan persetujuan anda.',
          'Penyedia perkhidmatan yang mengehos dan mengendalikan pasaran ini serta menghantar e-mel bagi pihak kami, di bawah kontrak yang melindungi data.',
          'Penasihat profesional kami, dan pihak berkuasa kerajaan, pengawal selia atau mahkamah apabila dikehendaki oleh undang-undang.',
        ],
      },
      {
        heading: 'Permohonan kredit',
        paragraphs: [
          'Apabila anda memohon terma kredit, kami meminta persetujuan anda untuk mendapatkan laporan kredit tentang syarikat anda dan, jika berkaitan, pengarah atau penjaminnya, daripada agensi pelaporan kredit. Kami menggunakan laporan itu hanya untuk memutuskan permohonan dan menyemak semula had kredit. Anda boleh menolak, tetapi kami mungkin tidak dapat meluluskan kredit.',
        ],
      },
      {
        heading: 'Pemindahan ke luar Malaysia',
        paragraphs: [
          'Sebahagian penyedia perkhidmatan kami mungkin menyimpan atau memproses data di luar Malaysia. Dalam keadaan sedemikian, kami memastikan pemindahan itu dibenarkan di bawah APDP dan data dilindungi pada tahap yang setanding dengan APDP.',
        ],
      },
      {
        heading: 'Keselamatan dan penyimpanan',
        paragraphs: [
          'Kami melindungi data peribadi dengan sambungan yang disulitkan, kata laluan yang dicincang, akses yang dihadkan mengikut peranan dan tahap kebenaran, serta rekod audit bagi perubahan. Jika berlaku pelanggaran data peribadi, kami akan memaklumkan Pesuruhjaya Perlindungan Data Peribadi dan individu yang terjejas sebagaimana dikehendaki oleh APDP.',
          'Kami menyimpan data peribadi selagi akaun syarikat anda aktif dan selepas itu selama yang perlu untuk memenuhi kewajipan undang-undang dan menyelesaikan pertikaian. Rekod perakaunan dan cukai, termasuk invois dan rekod penghantaran, disimpan selama tujuh tahun seperti yang dikehendaki oleh undang-undang Malaysia. Data yang tidak lagi diperlukan akan dipadam atau dianonimkan.',
        ],
      },
      {
        heading: 'Hak anda',
        paragraphs: ['Di bawah APDP, anda berhak untuk:'],
        bullets: [
          'Meminta akses kepada data peribadi anda yang kami simpan, dan salinannya.',
          'Meminta kami membetulkan data yang tidak tepat, tidak lengkap, mengelirukan atau tidak terkini. Kebanyakan butiran juga boleh dibetulkan dalam akaun anda.',
          'Menarik balik persetujuan anda, contohnya bagi pemasaran langsung, tertakluk kepada had undang-undang dan kontrak.',
          'Meminta kami berhenti memproses data anda bagi tujuan pemasaran langsung.',
          'Meminta data anda dihantar kepada pengguna data lain, jika diperuntukkan oleh APDP.',
        ],
      },
      {
        heading: 'Kuki',
        paragraphs: [
          'BinaMart menggunakan satu kuki sahaja, iaitu untuk mengekalkan anda dalam keadaan log masuk. Kuki ini ditetapkan apabila anda log masuk dan dibuang apabila anda log keluar atau sesi anda tamat. Kami tidak menggunakan kuki pengiklanan atau penjejakan.',
        ],
      },
      {
        heading: 'Hubungi kami dan perubahan',
        paragraphs: [
          'Untuk membuat permintaan atau bertanya tentang notis ini, e-mel support@binamart.my dengan subjek “Personal data” (Data peribadi), atau gunakan borang hubungan. Kami menjawab permintaan akses dan pembetulan dalam tempoh 21 hari, dan mungkin perlu mengesahkan identiti anda terlebih dahulu. Fi yang dibenarkan di bawah peraturan APDP mungkin dikenakan bagi permintaan akses.',
          'Kami mungkin mengemas kini notis ini; versi semasa sentiasa dipaparkan di halaman ini berserta tarikhnya. Notis ini tersedia dalam bahasa Inggeris, bahasa Melayu dan bahasa Cina Ringkas; jika terdapat percanggahan antara versi, versi bahasa Inggeris diguna pakai.',
        ],
      },
    ],
  },

  help: {
    title: 'Pusat bantuan',
    summary:
      'Jawapan kepada soalan lazim tentang pendaftaran, pesanan, pembayaran, kredit, penghantaran, eBidding dan menjual di BinaMart.',
    sections: [
      {
        heading: 'Bermula',
        paragraphs: [
          'Siapa yang boleh mendaftar? Syarikat yang berdaftar di Malaysia. BinaMart hanya untuk perniagaan, jadi anda mendaftarkan syarikat anda, bukan diri sendiri.',
          'Bagaimana untuk mendaftar? Pilih Daftar, masukkan nombor pendaftaran SSM dan butiran syarikat anda, serta nama dan e-mel orang yang akan menjadi pentadbir syarikat. Kami menyemak pendaftaran dalam tempoh tiga hari bekerja. Setelah diluluskan, kami menghantar pautan pengesahan ke alamat e-mel tersebut; buka pautan itu untuk menetapkan kata laluan dan log masuk.',
          'Bolehkah saya melayari sebelum mendaftar? Boleh. Sesiapa sahaja boleh melihat produk dan harga. Anda memerlukan akaun yang telah diluluskan untuk membuat pesanan, memohon kredit atau memaparkan projek.',
          'Bahasa apa yang boleh digunakan? Bahasa Inggeris, bahasa Cina Ringkas dan bahasa Melayu. Tukar bahasa melalui menu bahasa pada bila-bila masa; halaman yang belum tersedia dalam bahasa Melayu dipaparkan dalam bahasa Inggeris.',
        ],
      },
      {
        heading: 'Membuat pesanan',
        paragraphs: [
          'Bagaimana mencari bahan? Layari mengikut kategori atau cari mengikut nama atau jenama. Anda boleh menapis hasil carian kepada produk yang diluluskan JKR, iaitu produk dalam senarai yang diluluskan oleh Jabatan Kerja Raya.',
          'Apakah MOQ dan hari pendahuluan? MOQ ialah kuantiti pesanan minimum yang diterima penjual bagi sesuatu produk. Hari pendahuluan ialah bilangan hari yang diperlukan penjual sebelum boleh menghantar. Kedua-duanya dipaparkan di halaman produk.',
          'Mengapa troli saya menjadi beberapa pesanan? Setiap pesanan adalah dengan seorang penjual sahaja. Jika troli anda mengandungi produk daripada tiga penjual, tiga pesanan akan dibuat, masing-masing dengan pesanan penghantaran dan invoisnya sendiri.',
          'Dalam mata wang apakah harga dipaparkan? Ringgit, dipaparkan seperti RM 1,234.50. Sebilangan kecil produk berharga dalam dolar AS dan ditanda USD.',
          'Bilakah pesanan saya disahkan? Apabila penjual menerimanya. Anda akan dimaklumkan jika pesanan ditolak, dan sebarang bayaran akan dikembalikan atau dilepaskan semula ke had kredit anda.',
          'Bolehkah saya membatalkan pesanan? Boleh, selagi pemandu belum ditugaskan. Selepas itu pesanan tidak boleh dibatalkan lagi; hubungi penjual melalui pesanan untuk membincangkan sebarang perubahan.',
        ],
      },
      {
        heading: 'Kaedah pembayaran',
        paragraphs: ['Kaedah pembayaran apa yang boleh digunakan?'],
        bullets: [
          'Perbankan dalam talian FPX: RM2.00 hingga RM1,000,000 setiap transaksi daripada akaun korporat, atau RM1.00 hingga RM30,000 daripada akaun peribadi.',
          'Kad kredit atau debit: caj pentadbiran bank sebanyak 1.2% ditambah.',
          'Pindahan bank manual: pindahkan ke akaun yang dipaparkan semasa pembayaran dan muat naik slip bank anda. Pesanan diproses setelah bayaran dipadankan, jadi pastikan slip menunjukkan jumlah, tarikh dan rujukan dengan jelas.',
          'Terma kredit 14, 30, 60 atau 90 hari, jika syarikat anda mempunyai had kredit yang diluluskan.',
        ],
      },
      {
        heading: 'Had kredit dan terma',
        paragraphs: [
          'Bagaimana mendapatkan kredit? Pentadbir syarikat anda memohon had kredit syarikat, atau had kredit projek bagi kontrak yang dinamakan. Pasukan kredit kami mungkin meminta dokumen kewangan dan, dengan persetujuan anda, menyemak laporan kredit syarikat anda dengan CTOS. Anda akan dimaklumkan tentang keputusan dan had yang diluluskan.',
          'Berapakah kos kredit? Terma 14 hari tidak dikenakan caj terma kredit. Terma yang lebih panjang dikenakan caj ke atas subjumlah: 0.75% bagi 30 hari, 1.5% bagi 60 hari dan 2.25% bagi 90 hari. Contohnya, bagi subjumlah RM 10,000.00 dengan terma 60 hari, caj terma kredit ialah RM 150.00. Caj pentadbiran sebanyak 0.75% daripada subjumlah berserta caj terma kredit juga dikenakan, atau 2.25% bagi kontraktor sektor awam. Semua caj dipaparkan semasa pembayaran sebelum anda mengesahkan pesanan.',
          'Apakah had tersedia saya? Had kredit anda tolak invois kredit yang belum dibayar. Membayar invois akan memulihkan jumlah tersebut.',
          'Bolehkah saya mendapat masa tambahan untuk membayar? Boleh, sekali bagi setiap invois. Anda boleh memohon lanjutan 30 hari dari 30 hari sebelum tarikh akhir hingga 30 hari selepasnya. Lanjutan ini dikenakan faedah tambahan 1% sebulan ke atas jumlah tertunggak.',
          'Bagaimana membayar invois kredit? Melalui invois dalam akaun anda, dengan FPX atau pindahan bank. Penyata akaun anda menyenaraikan invois, nota kredit dan tarikh akhir bayaran.',
          'Bolehkah saya membeli laporan kredit? Boleh. Laporan kredit CTOS boleh dibeli secara bayar ikut guna; harganya dipaparkan sebelum anda membayar.',
        ],
      },
      {
        heading: 'Penghantaran dan pengakuan',
        paragraphs: [
          'Siapa yang menghantar pesanan saya? Penjual, sama ada dengan pemandunya sendiri atau melalui rakan kongsi penghantaran lori kami yang menggunakan motosikal, kereta, van dan lori 1 tan, 3 tan dan 5 tan. Anda juga boleh memilih untuk mengambil sendiri di cawangan penjual jika ditawarkan. Setiap muatan mempunyai pesanan penghantaran yang boleh dijejaki dalam akaun anda.',
          'Bagaimana mengakui penghantaran? Periksa muatan bersama pemandu. Kemudian masukkan PIN penghantaran 6 digit anda pada telefon pemandu dan tandatangan pada skrin. Berikan PIN hanya kepada orang yang anda percayai untuk menerima barang bagi pihak syarikat anda.',
          'Bagaimana jika barang yang tiba kurang? Masukkan kuantiti sebenar yang diterima dan buat pertikaian pada pesanan penghantaran tersebut. Penjual akan menyemaknya dan membetulkan kekurangan dengan penghantaran tambahan atau nota kredit, dan anda hanya membayar bagi barang yang diterima.',
          'Bagaimana jika barang rosak atau salah? Catatkan kerosakan yang kelihatan semasa mengakui penghantaran, dan hubungi penjual melalui pesanan sebelum menggunakan barang tersebut.',
        ],
      },
      {
        heading: 'eBidding',
        paragraphs: [
          'Apakah eBidding? Anda memaparkan projek pembinaan berserta senarai bahannya, dan penjual membida untuk membekalkannya.',
          'Bagaimana ia berfungsi? Senaraikan sehingga 10 produk berserta kuantiti, dan tetapkan tempoh bidaan dibuka antara 3 jam hingga 7 hari. Bidaan berjalan dalam dua pusingan: selepas pusingan pertama, pembida boleh memperbaiki tawaran mereka dalam pusingan kedua. Anda kemudian membandingkan bidaan dan menganugerahkan projek kepada seorang pembida, lalu pesanan dibuat dengan penjual tersebut pada harga bidaan.',
          'Adakah saya wajib menganugerahkan projek? Tidak. Jika tiada bidaan yang sesuai, anda boleh menutup projek tanpa anugerah.',
        ],
      },
      {
        heading: 'Untuk penjual',
        paragraphs: [
          'Bagaimana untuk mula menjual? Daftarkan syarikat anda sebagai penjual dengan nombor SSM. Setelah diluluskan, sediakan cawangan hab dan kadar penghantaran di pusat penjual, kemudian tambah produk anda.',
          'Mengapa produk saya belum kelihatan? Senarai produk baharu disemak oleh pentadbir kami sebelum diterbitkan. Anda akan dimaklumkan jika senarai perlu diubah.',
          'Bagaimana memuat naik sijil? Buka produk di pusat penjual dan muat naik fail sijil berserta tarikh tamat tempohnya. Sijil yang telah tamat tempoh ditanda pada halaman produk.',
          'Bagaimana penghantaran berfungsi bagi saya? Bagi setiap pesanan yang diterima, buat pesanan penghantaran dan tugaskan pemandu anda sendiri atau tempah rakan kongsi penghantaran lori, sekurang-kurangnya satu jam lebih awal, untuk pengambilan antara 9 pagi hingga 6 petang.',
          'Bilakah saya dibayar? Mengikut jadual bayaran di pusat penjual, ditolak yuran pemasaran dalam perjanjian penjual anda. Bagi pesanan kredit, anda tidak perlu menunggu pembeli membayar.',
        ],
      },
      {
        heading: 'Akaun dan keselamatan',
        paragraphs: [
          'Bagaimana menambah rakan sekerja? Pentadbir syarikat anda menambah pengguna dan menetapkan tahap kebenaran mereka, contohnya sama ada mereka boleh membuat pesanan atau membayar.',
          'Apakah syarat kata laluan yang sah? Sekurang-kurangnya 8 aksara, dengan satu huruf kecil, satu huruf besar, satu nombor dan satu aksara khas.',
          'Saya terlupa kata laluan. Pilih “Lupa kata laluan?” di halaman log masuk dan ikut pautan yang kami e-melkan kepada anda.',
          'Akaun saya dikunci. Selepas terlalu banyak cubaan log masuk yang gagal, log masuk digantung selama beberapa minit; tunggu dan cuba lagi. Jika akaun anda tidak aktif, hubungi pentadbir syarikat anda.',
          'Bagaimana memastikan akaun saya selamat? Jangan kongsi kata laluan atau PIN penghantaran anda, log keluar pada komputer yang dikongsi, dan maklumkan kami di support@binamart.my jika ada sesuatu yang mencurigakan.',
        ],
      },
      {
        heading: 'Masih perlukan bantuan?',
        paragraphs: [
          'Hantar mesej kepada kami melalui borang hubungan atau e-mel support@binamart.my. Pasukan talian bantuan kami bertugas Isnin hingga Jumaat, 9 pagi hingga 6 petang, dan kami membalas mesej dalam tempoh satu hari bekerja.',
        ],
      },
    ],
  },

  contact: {
    title: 'Hubungi kami',
    summary:
      'Hantar mesej kepada kami tentang pesanan, penghantaran, pembayaran, kredit atau menjual di BinaMart, dan kami akan membalas dalam tempoh satu hari bekerja.',
    sections: [
      {
        heading: 'Bagaimana kami boleh membantu',
        paragraphs: ['Gunakan borang di bawah untuk menghubungi pasukan sokongan kami. Kami boleh membantu tentang:'],
        bullets: [
          'Pendaftaran dan pengesahan akaun',
          'Pesanan, pembatalan dan bayaran balik',
          'Penghantaran, pengakuan dan pertikaian kuantiti',
          'Pembayaran, invois dan penyata akaun',
          'Permohonan kredit, had kredit dan lanjutan',
          'Menjual di BinaMart, senarai produk dan bayaran kepada penjual',
          'Pengiklanan dan produk pilihan',
        ],
      },
      {
        heading: 'Sebelum anda menulis',
        paragraphs: [
          'Nyatakan nama syarikat anda dan, jika berkaitan, nombor pesanan, pesanan penghantaran atau invois, supaya kami dapat mencari rekod dengan segera. Jangan sekali-kali menghantar kata laluan, PIN penghantaran atau nombor kad.',
          'Pasukan talian bantuan kami bertugas Isnin hingga Jumaat, 9 pagi hingga 6 petang, dan kami membalas dalam tempoh satu hari bekerja. Anda juga boleh menghantar e-mel ke support@binamart.my.',
        ],
      },
    ],
  },

  download: {
    title: 'Pasang aplikasi BinaMart',
    summary:
      'BinaMart boleh dipasang pada telefon anda terus dari pelayar, tanpa gedung aplikasi, dan dibuka seperti aplikasi lain.',
    sections: [
      {
        heading: 'Satu aplikasi, terus dari pelayar anda',
        paragraphs: [
          'Aplikasi web BinaMart berfungsi pada telefon, tablet dan komputer, untuk pembeli, pembekal dan pentadbir. Pasangkannya dan ia dibuka dalam tetingkapnya sendiri daripada ikonnya sendiri, jadi anda boleh menyemak pesanan, menjejaki penghantaran dan menjawab pertanyaan dengan satu sentuhan. Versi baharu tiba dengan sendirinya: apabila satu versi sudah sedia, satu jalur di bahagian bawah skrin memaparkan “Versi baharu BinaMart sudah sedia”; ketik Muat semula untuk menggunakannya. Tiada apa-apa yang perlu dimuat turun semula.',
        ],
      },
      {
        heading: 'Telefon Android (Chrome)',
        paragraphs: [],
        bullets: [
          'Buka BinaMart dalam Chrome.',
          'Ketik butang menu (tiga titik) di penjuru kanan atas.',
          'Ketik “Pasang apl” atau “Tambah ke skrin utama”.',
          'Sahkan dengan “Pasang” atau “Tambah”. Ikon BinaMart akan muncul pada skrin utama anda.',
        ],
      },
      {
        heading: 'iPhone dan iPad (Safari)',
        paragraphs: [],
        bullets: [
          'Buka BinaMart dalam Safari.',
          'Ketik butang Kongsi, iaitu petak dengan anak panah ke atas. Pada versi iOS yang lebih baharu, butang ini berada dalam menu tiga titik.',
          'Tatal ke bawah dan ketik “Tambah ke Skrin Utama”.',
          'Ketik “Tambah”. Ikon BinaMart akan muncul pada skrin utama anda.',
        ],
      },
      {
        heading: 'Komputer (Chrome atau Edge)',
        paragraphs: [],
        bullets: [
          'Buka BinaMart dalam Chrome atau Microsoft Edge.',
          'Klik ikon pasang di hujung kanan bar alamat, atau buka menu pelayar dan pilih untuk memasang BinaMart (dalam Chrome di bawah “Hantar, simpan dan kongsi”, dalam Edge di bawah “Apl”).',
          'Sahkan dengan “Pasang”. BinaMart dibuka dalam tetingkapnya sendiri dan mendapat pintasan seperti program lain.',
        ],
      },
      {
        heading: 'Pemberitahuan pada telefon anda',
        paragraphs: [
          'Hidupkan “Pemberitahuan tolak” pada halaman profil anda dan benarkan pemberitahuan apabila pelayar bertanya: berita tentang pesanan, penghantaran, bayaran dan kredit anda kemudian sampai ke peranti ini walaupun BinaMart ditutup, dan mengetik satu pemberitahuan membuka halaman yang berkaitan. Setiap telefon atau komputer dihidupkan secara berasingan, daripada halaman profilnya sendiri. Pada iPhone atau iPad, tambahkan BinaMart pada skrin utama dahulu (iOS 16.4 atau lebih baharu) dan hidupkannya daripada aplikasi itu. Berita segera (penghantaran dalam perjalanan, bayaran gagal, keputusan kredit) juga boleh dihantar melalui SMS: hidupkan pemberitahuan SMS dan berikan nombor telefon bimbit anda pada halaman yang sama.',
        ],
      },
      {
        heading: 'Tanpa sambungan',
        paragraphs: [
          'Di tapak tanpa isyarat, aplikasi memaparkan halaman yang menyatakan anda di luar talian dan bukannya ralat, dan membuka BinaMart semula dengan sendirinya sebaik sahaja sambungan kembali.',
        ],
      },
      {
        heading: 'Untuk pemandu',
        paragraphs: [
          'Pemandu mempunyai aplikasi mereka sendiri, BinaMart Pemandu, yang direka untuk telefon dan untuk skrin selebar 360 piksel. Buka BinaMart di /driver pada telefon dan pasangkannya dengan cara yang sama: ia dibuka terus ke pesanan penghantaran yang ditugaskan kepada pemandu, yang mendapatkan PIN 6 digit serta tandatangan pembeli di tapak, dan ia boleh dimulakan walaupun tanpa rangkaian.',
        ],
      },
      {
        heading: 'Perlu diketahui',
        paragraphs: [
          'Anda log masuk sekali, sama seperti di laman web, dan kekal log masuk sehingga anda log keluar. Untuk membuang aplikasi, padam ikonnya seperti aplikasi lain; akaun dan pesanan anda tidak terjejas.',
        ],
      },
    ],
  },
};
