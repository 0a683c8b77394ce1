import { describe, expect, it } from 'vitest';
import { fileIdFromUrl } from './uploads';

describe('fileIdFromUrl', () => {
  it('finds the id of a stored file url', () => {
    const id = '0b9f3c2e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
    expect(fileIdFromUrl(`/api/files/${id}`)).toBe(id);
    expect(fileIdFromUrl(`https://binamart.test/api/files/${id}`)).toBe(id);
  });

  it('gives null for anything else', () => {
    expect(fileIdFromUrl(null)).toBeNull();
    expect(fileIdFromUrl('/api/files/not-an-id')).toBeNull();
    expect(fileIdFromUrl('https://example.com/a.png')).toBeNull();
  });
});
