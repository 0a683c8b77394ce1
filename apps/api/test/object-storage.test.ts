/**
 * Uploads in S3-compatible object storage (a real s3rver): the adapter keeps, reads and removes
 * bytes by key and answers nothing for a key it does not hold; an app configured with STORAGE=s3
 * serves an uploaded file back through its access checks, and the bucket holds the object.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../src/adapters/storage/file-storage';
import { SAMPLE_FILES, postFile, signedInAs } from './helpers/factories';
import { S3_BUCKET, startS3Server } from './helpers/s3-server';
import { type TestApp, createTestApp } from './helpers/test-app';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const storage = () =>
  s3Storage({
    bucket: S3_BUCKET,
    region: 'ap-southeast-1',
    endpoint: s3.endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

describe('the S3 storage adapter', () => {
  it('keeps, reads and removes bytes by key', async () => {
    const bytes = Buffer.from('%PDF-1.4 a purchase order');
    await storage().put('ab/0f8fad5b-d9cb-469f-a165-70867728950e.pdf', bytes);
    expect(await storage().get('ab/0f8fad5b-d9cb-469f-a165-70867728950e.pdf')).toEqual(bytes);
    await storage().delete('ab/0f8fad5b-d9cb-469f-a165-70867728950e.pdf');
    expect(await storage().get('ab/0f8fad5b-d9cb-469f-a165-70867728950e.pdf')).toBeUndefined();
    expect(await storage().get('cd/7c9e6679-7425-40de-944b-e07fc1f90ae7.png')).toBeUndefined();
  });

  it('refuses a key that could reach outside its own place', async () => {
    await expect(storage().put('../escape.png', Buffer.from('x'))).rejects.toThrow('invalid storage key');
  });
});

describe('an app on object storage', () => {
  it('serves an upload back through its access checks, from the bucket', async () => {
    const admin = await signedInAs(t, 'Adm');
    const uploaded = await postFile(t, admin.auth, 'purchase-order', SAMPLE_FILES.pdf, 'po.pdf', 'application/pdf');
    expect(uploaded.statusCode).toBe(201);
    const { id, url } = uploaded.json<{ id: string; url: string }>();
    const download = await t.app.inject({ url, headers: admin.auth });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(SAMPLE_FILES.pdf);
    // nobody signed out, and no buyer, reads it
    expect([401, 404]).toContain((await t.app.inject({ url })).statusCode);
    const buyer = await signedInAs(t, 'BuyAdm');
    expect([403, 404]).toContain((await t.app.inject({ url, headers: buyer.auth })).statusCode);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
