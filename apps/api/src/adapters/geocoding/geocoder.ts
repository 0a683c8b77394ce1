/**
 * Geocoding behind one interface: an address to a point on the map. The offline default
 * (GEOCODER=postcode-table) places an address at the centre of its Malaysian postcode area
 * from the table shipped with the product (hub/postcode-areas.ts); a street-level service
 * would be another implementation of the same interface.
 */
export interface GeoAddress {
  addressLine1: string;
  addressLine2?: string | undefined;
  postcode: string;
  city: string;
  state: string;
  country: string;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The geocoder could not be reached or answered with an error (distinct from "address not found"). */
export class GeocoderUnavailableError extends Error {
  constructor(message = 'geocoder unavailable') {
    super(message);
    this.name = 'GeocoderUnavailableError';
  }
}

export interface Geocoder {
  readonly name: string;
  /** the address's point; null when the address cannot be located; throws GeocoderUnavailableError when unreachable */
  locate(address: GeoAddress): Promise<GeoPoint | null>;
}
