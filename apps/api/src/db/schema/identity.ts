import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language, Permissions, Role } from '@binamart/shared';

export type CompanyKind = 'platform' | 'seller' | 'buyer';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  registrationNo: text('registration_no').notNull().unique(),
  kind: text('kind').$type<CompanyKind>().notNull(),
  publicSector: boolean('public_sector').notNull().default(false),
  status: text('status').$type<'pending' | 'active' | 'rejected' | 'inactive'>().notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    pinHash: text('pin_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    position: text('position').notNull().default(''),
    phone: text('phone').notNull().default(''),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    permissions: jsonb('permissions')
      .$type<Permissions>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    notifyPush: boolean('notify_push').notNull().default(true),
    notifySms: boolean('notify_sms').notNull().default(false),
    language: text('language').$type<Language>().notNull().default('en-us'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_company_idx').on(t.companyId)],
);

/** Refresh tokens, stored as hashes; each sign-in starts a family that rotation extends. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: uuid('replaced_by_id'),
    createdByIp: text('created_by_ip'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Failed sign-in counters, per e-mail and per client address, for the sign-in rate limit. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
