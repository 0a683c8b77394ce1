import { describe, expect, it } from 'vitest';
import { shopQuerySchema } from './schemas/products';
import { readShopQuery } from './shop-query';

const SELLER = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';

/** The schema's reading of an address with each malformed value dropped: what the shop did before it read without zod. */
function bySchema(raw: Record<string, string>) {
  const parsed = shopQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return shopQuerySchema.parse(Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key))));
}

describe('reading the shop search from an address', () => {
  const addresses: Record<string, string>[] = [
    {},
    { q: '  cement 50kg ', sort: 'priceAsc', page: '3' },
    { q: 'x'.repeat(201) },
    { q: 'x'.repeat(200), pageSize: '60' },
    { category: SELLER, seller: SELLER.toUpperCase(), type: 'service' },
    { category: 'not-a-uuid', seller: '00000000-0000-0000-0000-000000000000', type: 'materials' },
    { minPrice: '1000', maxPrice: '25000', minRating: '4.5' },
    { minPrice: '-1', maxPrice: '12.5', minRating: '6' },
    { minPrice: 'abc', maxPrice: 'Infinity', minRating: '0' },
    { minPrice: ' 12 ', maxPrice: '1e3', minRating: '4.' },
    { deliversTo: ' 50450 ' },
    { deliversTo: '5045' },
    { sort: 'cheapest', page: '0', pageSize: '61' },
    { page: '2.5', pageSize: '0' },
    { page: '9007199254740993' },
  ];
  it.each(addresses)('reads %o as the API schema does, dropping what is malformed', (raw) => {
    expect(readShopQuery(raw)).toEqual(bySchema(raw));
  });

  it('fills in the sort and the paging and keeps what was asked for', () => {
    expect(readShopQuery({ q: 'Y12 bar', deliversTo: '81300' })).toEqual({
      q: 'Y12 bar',
      deliversTo: '81300',
      sort: 'relevance',
      page: 1,
      pageSize: 20,
    });
  });
});
