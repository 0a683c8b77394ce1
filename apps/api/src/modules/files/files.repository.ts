/** SQL of the files module: one row per uploaded file, the bytes being in the storage adapter. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/index';

export type FileRow = typeof files.$inferSelect;

/** Inserts a file's row and returns it. */
export async function insertFile(db: Db, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

/** A file's row by id, or undefined. */
export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** Deletes the row and returns it (undefined when there was none). */
export async function deleteFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning();
  return row;
}

/** The rows among `ids` that belong to `companyId`. */
export async function findCompanyFiles(db: Db, companyId: string, ids: string[]) {
  return db
    .select({ id: files.id, mimeType: files.mimeType })
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.id, ids)));
}
