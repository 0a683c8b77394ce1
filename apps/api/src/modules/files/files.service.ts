/**
 * Uploaded files: bytes in the storage adapter, a row in `files` saying whose they are
 * and who may read them. Public files (profile, cover and product images) are served to
 * anyone; private ones only to users of the owning company.
 */
import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { ImageType } from '../../lib/image-check';
import type { Actor } from '../../lib/request-context';
import * as repo from './files.repository';

export interface NewFile {
  companyId: string;
  uploadedBy: string;
  purpose: string;
  visibility: 'public' | 'private';
  originalName: string;
  type: ImageType;
  bytes: Buffer;
}

/** Bytes written to storage whose row is not yet recorded: record it in a transaction, or discard it. */
export interface StagedFile {
  id: string;
  storageKey: string;
  /** Inserts the files row (pass the transaction of the change that uses the file). */
  record(db: Db): Promise<void>;
  /** Removes the bytes again, when the change that was to use them failed. */
  discard(): Promise<void>;
}

/** The URL a stored file is served at. */
export const fileUrl = (id: string | null | undefined): string | null => (id ? `/api/files/${id}` : null);

/** Writes the bytes under a fresh key; the caller records the row in its own transaction. */
export async function stageFile(storage: FileStorage, file: NewFile): Promise<StagedFile> {
  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}.${file.type.extension}`;
  await storage.put(storageKey, file.bytes);
  return {
    id,
    storageKey,
    record: async (db) => {
      await repo.insertFile(db, {
        id,
        companyId: file.companyId,
        uploadedBy: file.uploadedBy,
        purpose: file.purpose,
        mimeType: file.type.mimeType,
        sizeBytes: file.bytes.length,
        storageKey,
        originalName: file.originalName.slice(0, 255),
        visibility: file.visibility,
      });
    },
    discard: () => storage.delete(storageKey),
  };
}

/**
 * Deletes a file's row (in the caller's transaction) and returns a function that removes
 * its bytes, to call once that transaction has committed.
 */
export async function deleteFileRecord(db: Db, storage: FileStorage, id: string): Promise<() => Promise<void>> {
  const row = await repo.deleteFile(db, id);
  return row ? () => storage.delete(row.storageKey) : async () => {};
}

/** A file's bytes and type; a private file of another company (or none) is not found. */
export async function readFile(deps: { db: Db; storage: FileStorage }, actor: Actor | null, id: string) {
  const row = await repo.findFile(deps.db, id);
  if (!row) throw notFound();
  if (row.visibility !== 'public' && actor?.companyId !== row.companyId) throw notFound();
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw notFound();
  return { bytes, mimeType: row.mimeType, visibility: row.visibility };
}
