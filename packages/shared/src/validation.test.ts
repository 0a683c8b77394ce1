import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { translate } from './i18n';
import { contactMessageInputSchema } from './schemas/contact';
import {
  emailListSchema,
  newPasswordSchema,
  passwordSchema,
  pinSchema,
  postcodeSchema,
  requiredSelect,
  requiredText,
  ssmNumberSchema,
  stateSchema,
  unsafeTextPath,
} from './validation';
import { phoneSchema } from './phone';
import { MALAYSIA_PHONE_METADATA } from './phone-metadata';

/** The English messages a user would see for `value`, or [] when it is accepted. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => translate('en-us', issue.message));
}

describe('required fields', () => {
  it('says "This field is required" for missing, empty and blank text', () => {
    for (const value of [undefined, null, '', '   '])
      expect(messages(requiredText(), value)).toEqual(['This field is required']);
    expect(messages(requiredText(), 'Cement')).toEqual([]);
  });

  it('says "This field is required to select" for a missing choice', () => {
    expect(messages(requiredSelect(['a', 'b'] as const), undefined)).toEqual(['This field is required to select']);
    expect(messages(stateSchema, '')).toEqual(['This field is required to select']);
    expect(messages(stateSchema, 'Selangor')).toEqual([]);
  });
});

describe('password rule (spec §5)', () => {
  it.each([
    ['Demo@1234', true],
    ['demo@1234', false],
    ['DEMO@1234', false],
    ['Demo@abcd', false],
    ['Demo1234', false],
    ['De@1', false],
  ])('%s accepted: %s', (value, ok) => {
    expect(messages(passwordSchema, value)).toEqual(
      ok
        ? []
        : [
            'Password must be at least 8 characters with one lower case letter, one upper case letter, one number and one special character',
          ],
    );
  });

  it('says "Password do not match" on the confirmation', () => {
    const result = newPasswordSchema.safeParse({ password: 'Demo@1234', confirmPassword: 'Demo@12345' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), translate('en-us', i.message)])).toEqual([
      ['confirmPassword', 'Password do not match'],
    ]);
    expect(newPasswordSchema.safeParse({ password: 'Demo@1234', confirmPassword: 'Demo@1234' }).success).toBe(true);
  });
});

describe('postcode and PIN', () => {
  it('postcode is 5 digits, not negative', () => {
    expect(messages(postcodeSchema, '50450')).toEqual([]);
    for (const bad of ['5045', '504500', '-5045', 'AB123'])
      expect(messages(postcodeSchema, bad)).toEqual(['Postcode must be 5 digits']);
    expect(messages(postcodeSchema, '')).toEqual(['This field is required']);
  });

  it('PIN is 6 digits', () => {
    expect(messages(pinSchema, '123456')).toEqual([]);
    for (const bad of ['12345', '1234567', '12345a'])
      expect(messages(pinSchema, bad)).toEqual(['PIN must be 6 digits']);
  });
});

describe('Malaysian identifiers', () => {
  it('accepts Malaysian mobile and landline numbers', () => {
    for (const ok of ['012-345 6789', '+60123456789', '03-2161 1234', '0111234 5678'])
      expect(messages(phoneSchema, ok), ok).toEqual([]);
    for (const bad of ['12345', '+6512345678', '+44 20 7946 0958', '+1 202 555 0143'])
      expect(messages(phoneSchema, bad), bad).toEqual(['Invalid phone number']);
  });

  it('knows Malaysia’s numbering plan exactly as the installed phone library does', async () => {
    const library = (await import('libphonenumber-js/metadata.min.json')).default as unknown as {
      version: number;
      countries: Record<string, unknown>;
    };
    const own = MALAYSIA_PHONE_METADATA as unknown as typeof library;
    expect(own.version).toBe(library.version);
    expect(own.countries.MY).toEqual(library.countries.MY);
  });

  it('accepts both SSM number formats', () => {
    expect(ssmNumberSchema.parse('201901012345')).toBe('201901012345');
    expect(ssmNumberSchema.parse('123456-a')).toBe('123456-A');
    expect(messages(ssmNumberSchema, '2019-12345')).toEqual(['Invalid business registration number']);
  });

  it('accepts company e-mails separated by commas', () => {
    expect(messages(emailListSchema, 'sales@yard.my, accounts@yard.my')).toEqual([]);
    expect(messages(emailListSchema, 'sales@yard.my; accounts@yard.my')).toEqual([
      'Enter valid e-mail addresses separated by commas',
    ]);
  });
});

describe('contact form (spec §5 Other)', () => {
  it('needs name, email, subject and message', () => {
    const result = contactMessageInputSchema.safeParse({});
    expect(result.error!.issues.map((i) => [i.path[0], translate('en-us', i.message)])).toEqual([
      ['name', 'This field is required'],
      ['email', 'This field is required'],
      ['subject', 'This field is required'],
      ['message', 'This field is required'],
    ]);
  });
});

describe('unsafeTextPath', () => {
  it('finds a NUL or a lone surrogate anywhere in a request, and nothing in ordinary text', () => {
    expect(unsafeTextPath({ username: 'admin@demo.test\u0000' })).toBe('username');
    expect(unsafeTextPath({ lines: [{ note: 'ok' }, { note: 'x\ud800y' }] })).toBe('lines.1.note');
    expect(unsafeTextPath({ remarks: 'end\udfff' })).toBe('remarks');
    expect(unsafeTextPath({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(unsafeTextPath({ name: 'Syarikat Bahan Binaan Maju 建材 🏗️', qty: 5, ok: true, none: null })).toBeNull();
    expect(unsafeTextPath(undefined)).toBeNull();
  });
});
