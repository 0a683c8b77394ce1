/** Places people visit (sellers' and the platform's branches): today's weekday in Malaysia and directions. */
import type { WEEKDAYS } from './schemas/hub';

export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday (mon … sun) it is in Malaysia at `at`, whatever the device's time zone. */
export function weekdayInMalaysia(at: Date = new Date()): Weekday {
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'Asia/Kuala_Lumpur' }).format(at);
  return day.toLowerCase().slice(0, 3) as Weekday;
}

/** What a directions link needs: a point when known, else the written address. */
export interface Place {
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  state: string;
  country?: string;
  latitude: number | null;
  longitude: number | null;
}

/** A Google Maps search for the place: by coordinates when known, else by the written address. */
export function googleMapsUrl(place: Place): string {
  const target =
    place.latitude !== null && place.longitude !== null
      ? `${place.latitude},${place.longitude}`
      : [place.addressLine1, place.addressLine2, place.postcode, place.city, place.state, place.country ?? 'Malaysia']
          .filter(Boolean)
          .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(target)}`;
}
