import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors } from './form-errors';

describe('server errors on a form', () => {
  it('puts a coded conflict on its field and leaves nothing for the alert', () => {
    const setError = vi.fn();
    const error = new ApiError(409, 'duplicate_email', 'An account with this e-mail already exists');
    expect(applyServerErrors(error, setError, { codes: { duplicate_email: 'email' } })).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'An account with this e-mail already exists' },
      { shouldFocus: true },
    );
  });

  it('puts validation details on their fields, without the path prefix the form does not have', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'validation_error', 'Some fields need your attention', [
      { path: 'company.postcode', message: 'Postcode must be 5 digits' },
    ]);
    expect(applyServerErrors(error, setError, { prefix: 'company.' })).toBe('Some fields need your attention');
    expect(setError.mock.calls[0]![0]).toBe('postcode');
  });

  it('returns any other message for the alert', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new ApiError(403, 'forbidden', 'No'), setError)).toBe('No');
    expect(applyServerErrors('weird', setError, { fallback: 'Something went wrong' })).toBe('Something went wrong');
    expect(setError).not.toHaveBeenCalled();
  });
});
