import { describe, expect, it } from 'vitest';
import { googleMapsUrl, weekdayInMalaysia } from './places';

describe('places', () => {
  it('reads the weekday in Malaysia, not on the device', () => {
    // Sunday 23:30 in London is Monday 07:30 in Kuala Lumpur
    expect(weekdayInMalaysia(new Date('2026-06-07T22:30:00Z'))).toBe('mon');
    expect(weekdayInMalaysia(new Date('2026-06-07T15:59:00Z'))).toBe('sun');
  });

  it('points directions at the coordinates when known, else at the address', () => {
    const place = {
      addressLine1: 'Level 12, Menara Binaan',
      addressLine2: '',
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      latitude: null,
      longitude: null,
    };
    expect(googleMapsUrl(place)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Level%2012%2C%20Menara%20Binaan%2C%2050450%2C%20Kuala%20Lumpur%2C%20Kuala%20Lumpur%2C%20Malaysia',
    );
    expect(googleMapsUrl({ ...place, latitude: 3.1579, longitude: 101.7123 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=3.1579%2C101.7123',
    );
  });
});
