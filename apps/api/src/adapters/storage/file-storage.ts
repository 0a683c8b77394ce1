/**
 * Where uploaded bytes live. The local-disk adapter (DATA_DIR/uploads) is the default;
 * an object-store adapter can take its place behind the same interface, so API
 * processes keep no files of their own.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface FileStorage {
  readonly kind: 'local';
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

/** The storage the environment asks for: the local disk under DATA_DIR/uploads. */
export function createFileStorage(env: { DATA_DIR: string }): FileStorage {
  return localDiskStorage(join(env.DATA_DIR, 'uploads'));
}
