/**
 * A push service of the test's own: an HTTP server on 127.0.0.1 that takes what the API pushes,
 * answers with the status a path is told to answer, and a browser's subscription keys (made with
 * node:crypto: an ECDH P-256 pair and a 16-byte auth secret) that decrypt the aes128gcm body as a
 * browser would (RFC 8291, RFC 8188) and check the VAPID signature (RFC 8292).
 */
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestPushService {
  /** the address of one subscription at this service */
  endpoint(path: string): string;
  received(path: string): ReceivedPush[];
  /** the statuses a path answers, in turn (the last repeats); 201 when none is set */
  answer(path: string, ...statuses: number[]): void;
  stop(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const statuses = answers.get(path) ?? [201];
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? '' : `status ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (path) => `http://127.0.0.1:${port}${path}`,
    received: (path) => received.filter((push) => push.path === path),
    answer: (path, ...statuses) => answers.set(path, statuses),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** A browser's side of one subscription: its keys as sent to the API, and the decryption of what arrives. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
    /** Decrypts an aes128gcm push body (a single record) to its text. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublicKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverPublicKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverPublicKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // the last record ends with the delimiter 0x02, then zero padding
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Checks a push's VAPID header (`vapid t=<JWT>, k=<public key>`): signed (ES256) by the key given,
 * for the endpoint's origin. Returns the JWT's claims.
 */
export function verifiedVapid(headers: IncomingHttpHeaders, publicKey: string): { aud: string; sub: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization ?? ''));
  if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('signed with another key');
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; sub: string };
}
