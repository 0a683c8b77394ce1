/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../../identity/tables';
import { users } from '../../identity/tables';

/** Uploaded files: the bytes live in the storage adapter (DATA_DIR/uploads by default) under storageKey. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    purpose: text('purpose').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull().default(''),
    /** public files (profile and cover images, product images) are served without sign-in */
    visibility: text('visibility').$type<'public' | 'private'>().notNull().default('private'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_company_idx').on(t.companyId)],
);
