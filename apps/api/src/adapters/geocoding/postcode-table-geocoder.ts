/**
 * The offline geocoder (GEOCODER=postcode-table): an address is placed at the centre of its
 * Malaysian postcode area from the table shipped with the product. It is good to a town,
 * which is what the partner's distance prices need, and never unreachable.
 */
import { postcodeArea } from './postcode-areas';
import type { GeoAddress, GeoPoint, Geocoder } from './geocoder';

/** Null for an address outside Malaysia, an unknown postcode, or a postcode of another state than the address's. */
export function createPostcodeTableGeocoder(): Geocoder {
  return {
    name: 'postcode-table',
    async locate(address: GeoAddress): Promise<GeoPoint | null> {
      if (address.country.trim().toLowerCase() !== 'malaysia') return null;
      const area = postcodeArea(address.postcode.trim());
      if (!area || area.state !== address.state) return null;
      return { latitude: area.latitude, longitude: area.longitude };
    },
  };
}
