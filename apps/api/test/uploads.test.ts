import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@binamart/shared';
import { files } from '../src/db/schema/index';
import { signedInAs, signedInTeam } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid 2×2 RGB PNG of one colour. */
function png(red: number, green: number, blue: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = [0, red, green, blue, red, green, blue]; // filter byte, then two pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([...row, ...row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid 8×8 grey baseline JPEG: one block whose DC and AC coefficients are all zero. */
function jpeg(): Buffer {
  const segment = (marker: number, data: number[]) => {
    const length = data.length + 2;
    return [0xff, marker, length >> 8, length & 255, ...data];
  };
  // a Huffman table with a single 1-bit code, for symbol 0 (DC: difference 0; AC: end of block)
  const oneCodeTable = (tableClass: number) => [tableClass << 4, 1, ...Array(15).fill(0), 0];
  const startOfImage = [0xff, 0xd8];
  const endOfImage = [0xff, 0xd9];
  return Buffer.from([
    ...startOfImage,
    ...segment(0xdb, [0, ...Array(64).fill(1)]), // quantisation table 0, all ones
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // baseline, 8×8, one component
    ...segment(0xc4, oneCodeTable(0)),
    ...segment(0xc4, oneCodeTable(1)),
    ...segment(0xda, [1, 1, 0, 0, 63, 0]), // start of scan
    0b00111111, // the two 1-bit codes, padded with ones
    ...endOfImage,
  ]);
}

/** A multipart body with one file part. */
function multipart(content: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----binamart${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (
  auth: Record<string, string>,
  slot: string,
  content: Buffer,
  filename = 'image.png',
  type = 'image/png',
  field = 'file',
) => {
  const body = multipart(content, filename, type, field);
  return t.app.inject({
    method: 'POST',
    url: `/api/profile/images/${slot}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
};

const uploadsDir = () => join(dataDir, 'uploads');
const storedFiles = (): string[] =>
  existsSync(uploadsDir())
    ? readdirSync(uploadsDir(), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
const rowsOf = (companyId: string) => t.db.select().from(files).where(eq(files.companyId, companyId));

describe('POST /api/profile/images/:slot', () => {
  it('accepts a PNG and a JPEG and serves them back byte for byte, to anyone, with a long cache', async () => {
    const me = await signedInAs(t, 'SellAdm');
    const pngBytes = png(200, 30, 30);
    const cover = await upload(me.auth, 'cover', pngBytes, 'cover.png');
    expect(cover.statusCode).toBe(200);
    const coverUrl = cover.json().company.coverImageUrl as string;
    expect(coverUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    const jpegBytes = jpeg();
    const profile = await upload(me.auth, 'profile', jpegBytes, 'logo.jpg', 'image/jpeg');
    expect(profile.statusCode).toBe(200);
    const profileUrl = profile.json().company.profileImageUrl as string;
    expect(profile.json().company.coverImageUrl).toBe(coverUrl);

    const servedPng = await t.app.inject({ url: coverUrl });
    expect(servedPng.statusCode).toBe(200);
    expect(servedPng.headers['content-type']).toBe('image/png');
    expect(servedPng.headers['cache-control']).toMatch(/public/);
    expect(servedPng.rawPayload.equals(pngBytes)).toBe(true);
    const servedJpeg = await t.app.inject({ url: profileUrl });
    expect(servedJpeg.headers['content-type']).toBe('image/jpeg');
    expect(servedJpeg.rawPayload.equals(jpegBytes)).toBe(true);

    const rows = await rowsOf(me.company.id);
    expect(rows.map((r) => [r.purpose, r.visibility, r.mimeType]).sort()).toEqual([
      ['profile-cover', 'public', 'image/png'],
      ['profile-profile', 'public', 'image/jpeg'],
    ]);
    const page = await t.app.inject({ url: `/api/companies/${me.company.id}` });
    expect(page.json()).toMatchObject({ coverImageUrl: coverUrl, profileImageUrl: profileUrl });
  });

  it('judges the type by the bytes: a text file named .png and a GIF are refused, and nothing is written', async () => {
    const me = await signedInAs(t, 'BuyAdm');
    const before = storedFiles();
    const text = await upload(me.auth, 'cover', Buffer.from('just some text, honestly'), 'photo.png', 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ code: 'file_type', message: 'Only JPG and PNG images are accepted' });
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const gifResponse = await upload(me.auth, 'profile', gif, 'anim.jpg', 'image/jpeg');
    expect(gifResponse.json().code).toBe('file_type');
    expect(storedFiles()).toEqual(before);
    expect(await rowsOf(me.company.id)).toHaveLength(0);
  });

  it('refuses a file over 2 MB with the limit in the message', async () => {
    const me = await signedInAs(t, 'BuyAdm');
    const before = storedFiles();
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    png(1, 2, 3).copy(big);
    const response = await upload(me.auth, 'cover', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'file_too_large', message: 'The file is larger than 2 MB' });
    expect(storedFiles()).toEqual(before);
    expect(await rowsOf(me.company.id)).toHaveLength(0);

    const exactly = Buffer.alloc(MAX_IMAGE_BYTES);
    png(1, 2, 3).copy(exactly);
    expect((await upload(me.auth, 'cover', exactly)).statusCode).toBe(200);
  });

  it('answers file_missing without a file, or with the file in another field', async () => {
    const me = await signedInAs(t, 'BuyAdm');
    const empty = await t.app.inject({ method: 'POST', url: '/api/profile/images/cover', headers: me.auth });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'file_missing', message: 'Choose a file to upload' });
    expect((await upload(me.auth, 'cover', png(1, 1, 1), 'a.png', 'image/png', 'image')).json().code).toBe(
      'file_missing',
    );
    expect((await upload(me.auth, 'cover', Buffer.alloc(0))).json().code).toBe('file_missing');
  });

  it('replaces the image: the previous file is deleted from disk and no longer served', async () => {
    const me = await signedInAs(t, 'BuyAdm');
    const first = (await upload(me.auth, 'cover', png(10, 10, 10))).json().company.coverImageUrl as string;
    const [firstRow] = await rowsOf(me.company.id);
    expect(existsSync(join(uploadsDir(), firstRow!.storageKey))).toBe(true);

    const second = (await upload(me.auth, 'cover', png(20, 20, 20))).json().company.coverImageUrl as string;
    expect(second).not.toBe(first);
    expect(existsSync(join(uploadsDir(), firstRow!.storageKey))).toBe(false);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
    expect(await rowsOf(me.company.id)).toHaveLength(1);
  });

  it('is for company administrators only, and refuses other slots', async () => {
    const { members } = await signedInTeam(t, ['SellAdm', 'SellUsr']);
    const response = await upload(members[1]!.auth, 'cover', png(5, 5, 5));
    expect(response.statusCode).toBe(403);
    expect(await rowsOf(members[1]!.user.companyId)).toHaveLength(0);
    expect((await upload(members[0]!.auth, 'banner', png(5, 5, 5))).statusCode).toBe(400);
    expect((await upload({}, 'cover', png(5, 5, 5))).statusCode).toBe(401);
  });
});

describe('GET /api/files/:id', () => {
  it('answers 404 for an unknown file', async () => {
    const response = await t.app.inject({ url: `/api/files/${crypto.randomUUID()}` });
    expect(response.statusCode).toBe(404);
  });
});
