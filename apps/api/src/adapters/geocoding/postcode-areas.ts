/**
 * Approximate centres of Malaysian postcode areas, by the first two digits of the
 * postcode (three where an area splits from its neighbours), so a branch gets a point on
 * the map without calling a geocoding service. Good to a town or district, not a street.
 */
import type { MalaysianState } from '@binamart/shared';

export interface PostcodeArea {
  state: MalaysianState;
  latitude: number;
  longitude: number;
}

const area = (state: MalaysianState, latitude: number, longitude: number): PostcodeArea => ({
  state,
  latitude,
  longitude,
});

/** Keyed by postcode prefix; a three-digit key wins over its two-digit one. */
export const POSTCODE_AREAS: Record<string, PostcodeArea> = {
  '01': area('Perlis', 6.4414, 100.1986), // Kangar
  '02': area('Perlis', 6.6615, 100.3217), // Padang Besar
  '05': area('Kedah', 6.1248, 100.3678), // Alor Setar
  '06': area('Kedah', 6.2395, 100.4222), // Jitra, Pendang, Yan
  '07': area('Kedah', 6.35, 99.8), // Langkawi
  '08': area('Kedah', 5.6497, 100.4877), // Sungai Petani
  '09': area('Kedah', 5.3649, 100.5617), // Kulim, Baling
  '10': area('Pulau Pinang', 5.4141, 100.3288), // George Town
  '11': area('Pulau Pinang', 5.3553, 100.2852), // Bayan Lepas, Air Itam, Tanjung Bungah
  '12': area('Pulau Pinang', 5.3991, 100.3638), // Butterworth
  '13': area('Pulau Pinang', 5.4632, 100.4023), // Seberang Perai Utara
  '14': area('Pulau Pinang', 5.3312, 100.4719), // Bukit Mertajam, Nibong Tebal
  '15': area('Kelantan', 6.1254, 102.2381), // Kota Bharu
  '16': area('Kelantan', 5.9726, 102.2459), // Bachok, Pasir Puteh, Ketereh
  '17': area('Kelantan', 5.8021, 102.1474), // Pasir Mas, Tanah Merah, Jeli
  '18': area('Kelantan', 4.9833, 101.9667), // Kuala Krai, Gua Musang
  '20': area('Terengganu', 5.3302, 103.1408), // Kuala Terengganu
  '21': area('Terengganu', 5.2667, 103.0667), // Marang, Hulu Terengganu
  '22': area('Terengganu', 5.6667, 102.5667), // Besut, Jerteh, Setiu
  '23': area('Terengganu', 4.7566, 103.4156), // Dungun
  '24': area('Terengganu', 4.2325, 103.4254), // Kemaman, Chukai
  '25': area('Pahang', 3.8077, 103.326), // Kuantan
  '26': area('Pahang', 3.4926, 103.3894), // Pekan, Gambang, Maran
  '27': area('Pahang', 3.9785, 102.1775), // Jerantut, Kuala Lipis, Raub
  '28': area('Pahang', 3.4502, 102.4176), // Temerloh, Mentakab, Bentong
  '39': area('Pahang', 4.4711, 101.3775), // Cameron Highlands
  '49': area('Pahang', 3.7146, 101.7397), // Fraser's Hill
  '69': area('Pahang', 3.4234, 101.7935), // Genting Highlands
  '30': area('Perak', 4.5975, 101.0901), // Ipoh
  '31': area('Perak', 4.6374, 101.0667), // Ipoh outskirts, Chemor, Batu Gajah
  '32': area('Perak', 4.2156, 100.7011), // Sitiawan, Lumut, Manjung
  '33': area('Perak', 4.7739, 100.9414), // Kuala Kangsar, Gerik
  '34': area('Perak', 4.8502, 100.7411), // Taiping, Parit Buntar
  '35': area('Perak', 3.9583, 101.3472), // Tapah, Slim River, Tanjung Malim
  '36': area('Perak', 4.0259, 101.0213), // Teluk Intan, Hilir Perak
  '40': area('Selangor', 3.0733, 101.5185), // Shah Alam
  '41': area('Selangor', 3.0449, 101.4456), // Klang
  '42': area('Selangor', 2.9994, 101.3925), // Port Klang, Banting, Jenjarom
  '43': area('Selangor', 2.9929, 101.7873), // Kajang, Bangi, Semenyih, Seri Kembangan
  '44': area('Selangor', 3.5615, 101.6593), // Kuala Kubu Bharu, Hulu Selangor
  '45': area('Selangor', 3.3423, 101.2495), // Kuala Selangor, Sabak Bernam
  '46': area('Selangor', 3.1073, 101.6067), // Petaling Jaya
  '47': area('Selangor', 3.0565, 101.5851), // Subang Jaya, Puchong, Sungai Buloh
  '48': area('Selangor', 3.3213, 101.5767), // Rawang, Batang Kali
  '50': area('Kuala Lumpur', 3.1478, 101.6953), // city centre
  '51': area('Kuala Lumpur', 3.1869, 101.6936), // Jalan Ipoh, Sentul
  '52': area('Kuala Lumpur', 3.2002, 101.6382), // Kepong
  '53': area('Kuala Lumpur', 3.2016, 101.7367), // Setapak, Wangsa Maju
  '54': area('Kuala Lumpur', 3.1631, 101.7111), // Kampung Baru, Titiwangsa
  '55': area('Kuala Lumpur', 3.1308, 101.7219), // Pudu, Cheras north
  '56': area('Kuala Lumpur', 3.0866, 101.7426), // Cheras
  '57': area('Kuala Lumpur', 3.0733, 101.6894), // Sri Petaling, Bukit Jalil
  '58': area('Kuala Lumpur', 3.1079, 101.6787), // Jalan Klang Lama, Old Klang Road
  '59': area('Kuala Lumpur', 3.1181, 101.6705), // Bangsar, Pantai
  '60': area('Kuala Lumpur', 3.1677, 101.6317), // Taman Tun Dr Ismail, Damansara
  '62': area('Putrajaya', 2.9264, 101.6964),
  '63': area('Selangor', 2.9213, 101.6559), // Cyberjaya
  '64': area('Selangor', 2.7456, 101.7072), // Sepang, KLIA
  '68': area('Selangor', 3.1593, 101.7545), // Ampang, Batu Caves
  '70': area('Negeri Sembilan', 2.7258, 101.9424), // Seremban
  '71': area('Negeri Sembilan', 2.6, 101.85), // Nilai, Port Dickson, Rantau
  '72': area('Negeri Sembilan', 2.7355, 102.2487), // Kuala Pilah, Jempol, Bahau
  '73': area('Negeri Sembilan', 2.4697, 102.2305), // Tampin, Gemas
  '75': area('Melaka', 2.1896, 102.2501), // Melaka city
  '76': area('Melaka', 2.2622, 102.2733), // Ayer Keroh, Durian Tunggal
  '77': area('Melaka', 2.3262, 102.4296), // Jasin, Merlimau
  '78': area('Melaka', 2.4342, 102.1213), // Alor Gajah, Masjid Tanah
  '79': area('Johor', 1.4276, 103.6395), // Iskandar Puteri, Gelang Patah
  '80': area('Johor', 1.4927, 103.7414), // Johor Bahru
  '81': area('Johor', 1.5566, 103.6931), // Skudai, Pasir Gudang, Kulai
  '82': area('Johor', 1.4866, 103.3896), // Pontian
  '83': area('Johor', 1.8548, 102.9325), // Batu Pahat
  '84': area('Johor', 2.0442, 102.5689), // Muar, Tangkak
  '85': area('Johor', 2.5027, 102.8158), // Segamat
  '86': area('Johor', 2.0301, 103.3185), // Kluang, Kota Tinggi, Mersing
  '87': area('Labuan', 5.2831, 115.2308),
  '88': area('Sabah', 5.9804, 116.0735), // Kota Kinabalu
  '89': area('Sabah', 5.3375, 116.1558), // Papar, Keningau, Kudat, Ranau
  '90': area('Sabah', 5.8394, 118.1172), // Sandakan
  '91': area('Sabah', 4.2447, 117.8912), // Tawau, Lahad Datu, Semporna
  '93': area('Sarawak', 1.5535, 110.3593), // Kuching
  '94': area('Sarawak', 1.4608, 110.4274), // Kota Samarahan, Bau, Serian
  '95': area('Sarawak', 1.2371, 111.4632), // Sri Aman, Betong
  '96': area('Sarawak', 2.2873, 111.8305), // Sibu, Sarikei, Kapit
  '97': area('Sarawak', 3.1707, 113.0419), // Bintulu
  '98': area('Sarawak', 4.3995, 113.9914), // Miri, Limbang
};

/** The area of a 5-digit postcode, or null when its prefix is not one of Malaysia's. */
export function postcodeArea(postcode: string): PostcodeArea | null {
  if (!/^\d{5}$/.test(postcode)) return null;
  return POSTCODE_AREAS[postcode.slice(0, 3)] ?? POSTCODE_AREAS[postcode.slice(0, 2)] ?? null;
}
