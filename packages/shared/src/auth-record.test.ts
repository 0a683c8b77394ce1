import { describe, expect, it } from 'vitest';
import { readAuthRecord } from './auth-record';
import { authRecordSchema } from './schemas/auth';

const record = {
  id: '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f',
  email: 'buyer@demo.test',
  firstName: 'Aisyah',
  lastName: 'Rahman',
  companyId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  companyName: 'Bina Jaya Sdn Bhd',
  role: 'BuyAdm',
  permissions: { buyOrder: 'Write', buyPay: 'Allow' },
  toggles: ['makeEnquiries', 'bid'],
  notifyPush: true,
  notifySms: false,
  language: 'ms',
  jwtToken: 'header.payload.signature',
  refreshToken: 'refresh',
  jwtExpiresAt: '2026-11-28T10:00:00.000Z',
};

const bySchema = (value: unknown) => {
  const parsed = authRecordSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

describe('reading the stored sign-in record', () => {
  const { toggles: _toggles, ...withoutToggles } = record;
  const cases: [string, unknown][] = [
    ['a whole record', record],
    ['one without toggles (none)', withoutToggles],
    ['one with a field the record does not have (dropped)', { ...record, legacy: 1 }],
    ['one with no permissions at all', { ...record, permissions: {} }],
    ['a record of an older form, without its company', { ...record, companyId: undefined }],
    ['an id that is not a uuid', { ...record, id: 'user-1' }],
    ['an unknown role', { ...record, role: 'Owner' }],
    ['an unknown permission level', { ...record, permissions: { buyOrder: 'Full' } }],
    ['an unknown permission area', { ...record, permissions: { warehouse: 'Read' } }],
    ['an unknown toggle', { ...record, toggles: ['fly'] }],
    ['a language the marketplace lacks', { ...record, language: 'ta' }],
    ['a flag written as text', { ...record, notifyPush: 'true' }],
    ['a token that is not text', { ...record, jwtToken: 42 }],
    ['null', null],
    ['a list', [record]],
  ];
  it.each(cases)('reads %s as the schema does', (_label, value) => {
    expect(readAuthRecord(value)).toEqual(bySchema(value));
  });

  it('keeps a whole record as it was stored', () => {
    expect(readAuthRecord(record)).toEqual(record);
  });
});
