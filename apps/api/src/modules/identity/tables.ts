/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CompanyKind, EmailCategory, Language, Permissions, Role, UserToggles } from '@binamart/shared';

export type { CompanyKind };

/** pending: registered, awaiting review; rejected: review refused (reason kept); inactive: closed by the platform. */
export type CompanyStatus = 'pending' | 'active' | 'rejected' | 'inactive';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  registrationNo: text('registration_no').notNull().unique(),
  kind: text('kind').$type<CompanyKind>().notNull(),
  publicSector: boolean('public_sector').notNull().default(false),
  status: text('status').$type<CompanyStatus>().notNull().default('active'),
  organisation: text('organisation').notNull().default(''),
  referralCode: text('referral_code').notNull().default(''),
  rejectionReason: text('rejection_reason'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: uuid('reviewed_by'),
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
    toggles: jsonb('toggles')
      .$type<UserToggles>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** set when the user follows the verification (or invitation) link */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    notifyPush: boolean('notify_push').notNull().default(true),
    notifySms: boolean('notify_sms').notNull().default(false),
    /** the e-mail categories the user turned off on the profile page (every category is on by default) */
    emailOff: jsonb('email_off')
      .$type<EmailCategory[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
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

/** Single-use links sent by e-mail: account verification, password reset, invitation of a new user. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').$type<'verify' | 'reset' | 'invite'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId)],
);

/** The public and contact details of a company (spec §3 Profile), one row per company. */
export const companyProfiles = pgTable('company_profiles', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  emails: text('emails').notNull().default(''),
  phone: text('phone').notNull().default(''),
  description: text('description').notNull().default(''),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  country: text('country').notNull().default('Malaysia'),
  directorName: text('director_name').notNull().default(''),
  directorPhone: text('director_phone').notNull().default(''),
  directorEmail: text('director_email').notNull().default(''),
  accountsName: text('accounts_name').notNull().default(''),
  accountsPhone: text('accounts_phone').notNull().default(''),
  accountsEmail: text('accounts_email').notNull().default(''),
  annualOutput: text('annual_output').notNull().default(''),
  /** the year it started business, four digits ('' when not given) */
  yearEstablished: text('year_established').notNull().default(''),
  businessType: text('business_type').notNull().default(''),
  mainProduct: text('main_product').notNull().default(''),
  productLines: text('product_lines').notNull().default(''),
  factorySize: text('factory_size').notNull().default(''),
  /** anti-phishing phrase quoted in every e-mail the marketplace sends to the company */
  passphrase: text('passphrase').notNull().default(''),
  videoUrl: text('video_url').notNull().default(''),
  logisticsUrl: text('logistics_url').notNull().default(''),
  coverImageId: uuid('cover_image_id'),
  profileImageId: uuid('profile_image_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
