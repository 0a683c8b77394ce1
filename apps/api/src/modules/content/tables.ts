/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AdPlacement, Language, PostStatus } from '@binamart/shared';
import { users } from '../identity/tables';
import { files } from '../platform/files/tables';

/** Messages sent through the public contact form, read by administrators. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An administrator's answer to a contact message, e-mailed (through the outbox) to the sender. */
export const contactAnswers = pgTable(
  'contact_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    answeredBy: uuid('answered_by')
      .notNull()
      .references(() => users.id),
    /** the administrator's name when they answered (kept as it was, like a signed letter) */
    answeredByName: text('answered_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_answers_message_idx').on(t.messageId, t.createdAt)],
);

/**
 * A news post (spec §2 /admin/posts): its address, state, cover and the window it shows in
 * (none at either end: from now on, or for good). Its text is a version per language.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    status: text('status').$type<PostStatus>().notNull(),
    coverFileId: uuid('cover_file_id').references(() => files.id),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    updatedByName: text('updated_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('news_posts_slug_idx').on(t.slug), index('news_posts_window_idx').on(t.status, t.publishAt)],
);

/** One language's title, summary and body of a post: the Markdown as written and its sanitised HTML. */
export const newsPostVersions = pgTable(
  'news_post_versions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    html: text('html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.language] })],
);

/** An advertisement (spec §2 /admin/ads): two pictures, a link, where and when it shows, and its rank. */
export const ads = pgTable(
  'ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    placement: text('placement').$type<AdPlacement>().notNull(),
    phoneImageFileId: uuid('phone_image_file_id')
      .notNull()
      .references(() => files.id),
    desktopImageFileId: uuid('desktop_image_file_id')
      .notNull()
      .references(() => files.id),
    link: text('link').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    priority: integer('priority').notNull(),
    active: boolean('active').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ads_placement_window_idx').on(t.placement, t.active, t.endsAt)],
);

/** An ad's impressions and clicks on one Malaysian day: one row per ad and day, counted up. */
export const adDailyCounts = pgTable(
  'ad_daily_counts',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] })],
);
