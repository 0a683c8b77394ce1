import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_KIND_STATUS, errorStatus, isErrorCode } from './errors';

describe('error codes', () => {
  it('answers each code with the status of its kind', () => {
    expect(errorStatus('validation_error')).toBe(400);
    expect(errorStatus('unauthorized')).toBe(401);
    expect(errorStatus('unauthorised')).toBe(403);
    expect(errorStatus('not_found')).toBe(404);
    expect(errorStatus('transition_not_allowed')).toBe(409);
    expect(errorStatus('file_too_large')).toBe(413);
    expect(errorStatus('too_many_attempts')).toBe(429);
    expect(errorStatus('internal_error')).toBe(500);
    expect(errorStatus('partner_unavailable')).toBe(503);
  });

  it('gives every code a kind with a status, and names codes in snake case', () => {
    for (const [code, kind] of Object.entries(ERROR_CODES)) {
      expect(ERROR_KIND_STATUS[kind], code).toBeGreaterThanOrEqual(400);
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it('tells the API codes from any other string', () => {
    expect(isErrorCode('credit_documents_missing')).toBe(true);
    expect(isErrorCode('document')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
