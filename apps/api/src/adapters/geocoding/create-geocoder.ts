/** The geocoder the environment asks for (GEOCODER; the postcode table by default). */
import type { Env } from '../../env';
import type { Geocoder } from './geocoder';
import { createPostcodeTableGeocoder } from './postcode-table-geocoder';

export function createGeocoder(env: Env): Geocoder {
  switch (env.GEOCODER) {
    case 'postcode-table':
      return createPostcodeTableGeocoder();
  }
}
