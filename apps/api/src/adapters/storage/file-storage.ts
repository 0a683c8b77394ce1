/**
 * Where uploaded bytes live. The local-disk adapter (DATA_DIR/uploads) is the default; with
 * STORAGE=s3 an S3-compatible object store takes its place behind the same interface, so API
 * processes keep no files of their own. Objects stay private: every download goes through the
 * API's access checks, never a public bucket address.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under a new `key`; keys are never reused, so nothing is overwritten. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the bytes under `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the API (`ab/<uuid>.png`); anything else could escape the root. */
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

function pathOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return join(root, key);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files below `root`, one per key; directories are made when the first file is written. */
export function localDiskStorage(root: string): FileStorage {
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(pathOf(root, key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(root, key), { force: true });
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** an S3-compatible server's address (MinIO, Ceph, a test server); AWS when absent */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** bucket in the path (most S3-compatible servers) rather than the host name */
  forcePathStyle: boolean;
}

/** Objects in one bucket, one per key (keys are never reused, so nothing is overwritten). */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return key;
  };
  return {
    kind: 's3',
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: bytes }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}

/** The storage the environment asks for: the local disk under DATA_DIR/uploads, or S3 (STORAGE=s3). */
export function createFileStorage(env: {
  DATA_DIR: string;
  STORAGE?: 'local' | 's3';
  S3_BUCKET?: string | undefined;
  S3_REGION?: string;
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean;
}): FileStorage {
  if (env.STORAGE === 's3') {
    if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
    return s3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'ap-southeast-1',
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    });
  }
  return localDiskStorage(join(env.DATA_DIR, 'uploads'));
}
