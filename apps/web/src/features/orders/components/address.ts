import type { OrderDetail } from '@binamart/shared';

/** The delivery address on lines: street lines, then postcode and city, then state and country. */
export function addressLines(address: OrderDetail['address']): string {
  return [
    address.addressLine1,
    address.addressLine2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    [address.state, address.country].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join('\n');
}
