/**
 * News posts and advertisements (spec §2 /admin/posts, /admin/ads; §6 admNews, admAd) and the
 * answers to contact-form messages (/admin/messages). A post has a version per language (a
 * reader gets theirs, else the English one) and shows between its publish and unpublish times;
 * an ad shows at its placement between its start and end, highest priority first.
 */
import { z } from 'zod';
import { LANGUAGES } from '../i18n';
import { V, requiredSelect, requiredText } from '../validation';
import { safeLinkUrl } from '../markdown';
import { pageQuerySchema } from './common';

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const AD_PLACEMENTS = ['home-carousel', 'shop-top', 'product-side'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** The language every post is written in at least, and the one a reader gets when theirs is missing. */
export const POST_DEFAULT_LANGUAGE = 'en-us' as const;

/** A post's address: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A time or none: blank and null are none. */
const optionalInstant = z
  .union([z.iso.datetime({ offset: true, error: 'content.timeInvalid' }), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

const optionalFileId = z
  .union([z.uuid(), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** A post's address made from a title: "Delivery to Sabah & Sarawak" → "delivery-to-sabah-sarawak". */
export const slugFrom = (title: string) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');

export const postVersionInputSchema = z.object({
  language: requiredSelect(LANGUAGES),
  title: requiredText(160),
  summary: requiredText(300),
  /** Markdown: ## headings, - lists, [links](https://…), ![images](/api/files/…) */
  body: requiredText(20000),
});
export type PostVersionInput = z.input<typeof postVersionInputSchema>;

export const postInputSchema = z
  .object({
    slug: z
      .string({ error: V.required })
      .trim()
      .min(1, { error: V.required })
      .max(80, { error: V.tooLong })
      .regex(SLUG, { error: 'content.slugInvalid' }),
    status: requiredSelect(POST_STATUSES),
    coverFileId: optionalFileId,
    publishAt: optionalInstant,
    unpublishAt: optionalInstant,
    versions: z.array(postVersionInputSchema).min(1, { error: 'content.englishRequired' }).max(LANGUAGES.length),
  })
  .refine((post) => post.versions.some((version) => version.language === POST_DEFAULT_LANGUAGE), {
    error: 'content.englishRequired',
    path: ['versions'],
  })
  .refine((post) => new Set(post.versions.map((version) => version.language)).size === post.versions.length, {
    error: 'content.languageTwice',
    path: ['versions'],
  })
  .refine((post) => !post.publishAt || !post.unpublishAt || Date.parse(post.unpublishAt) > Date.parse(post.publishAt), {
    error: 'content.endBeforeStart',
    path: ['unpublishAt'],
  });
export type PostInput = z.input<typeof postInputSchema>;
export type PostValues = z.output<typeof postInputSchema>;

export const postVersionSchema = z.object({
  language: z.enum(LANGUAGES),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  /** the body rendered and sanitised on the server */
  html: z.string(),
});
export type PostVersion = z.infer<typeof postVersionSchema>;

/** A post as the administrators edit it: every language version. */
export const adminPostSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  status: z.enum(POST_STATUSES),
  coverFileId: z.uuid().nullable(),
  coverUrl: z.string().nullable(),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  /** shown to readers now: published and inside its window */
  live: z.boolean(),
  versions: z.array(postVersionSchema),
  updatedByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

/** A post in a reader's language (else English), as lists show it. */
export const newsSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/** An article page: the summary and the sanitised body. */
export const newsArticleSchema = newsSummarySchema.extend({ html: z.string() });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const adminPostQuerySchema = pageQuerySchema.extend({
  status: z.enum(POST_STATUSES).optional(),
});

/** A link an ad may go to: an http(s) address or a path of this site. */
const adLink = requiredText(500).refine((v) => safeLinkUrl(v) !== null && !v.startsWith('mailto:'), {
  error: 'content.linkInvalid',
});

export const adInputSchema = z
  .object({
    /** what the ad shows, read aloud to those who cannot see the picture */
    title: requiredText(160),
    placement: requiredSelect(AD_PLACEMENTS),
    phoneImageFileId: z.uuid({ error: 'content.imageRequired' }),
    desktopImageFileId: z.uuid({ error: 'content.imageRequired' }),
    link: adLink,
    startsAt: z.iso.datetime({ offset: true, error: V.required }),
    endsAt: z.iso.datetime({ offset: true, error: V.required }),
    priority: z.number({ error: V.required }).int().min(0).max(100),
    active: z.boolean().optional().default(true),
  })
  .refine((ad) => Date.parse(ad.endsAt) > Date.parse(ad.startsAt), {
    error: 'content.endBeforeStart',
    path: ['endsAt'],
  });
export type AdInput = z.input<typeof adInputSchema>;
export type AdValues = z.output<typeof adInputSchema>;

export const adTotalsSchema = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** clicks per impression, 0 to 1; null before the first impression */
  clickThroughRate: z.number().nullable(),
});
export type AdTotals = z.infer<typeof adTotalsSchema>;

export const adminAdSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  placement: z.enum(AD_PLACEMENTS),
  phoneImageFileId: z.uuid(),
  phoneImageUrl: z.string(),
  desktopImageFileId: z.uuid(),
  desktopImageUrl: z.string(),
  link: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  priority: z.number().int(),
  active: z.boolean(),
  /** shown now: active and inside its window */
  live: z.boolean(),
  totals: adTotalsSchema,
});
export type AdminAd = z.infer<typeof adminAdSchema>;

/** One ad's report: totals and a row per day (Malaysian dates, newest first). */
export const adReportSchema = z.object({
  ad: adminAdSchema,
  days: z.array(z.object({ day: z.string(), impressions: z.number().int(), clicks: z.number().int() })),
});
export type AdReport = z.infer<typeof adReportSchema>;

export const adminAdQuerySchema = pageQuerySchema.extend({
  placement: z.enum(AD_PLACEMENTS).optional(),
});

/** An ad as the public pages show it: the click goes through the counting redirect. */
export const publicAdSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  placement: z.enum(AD_PLACEMENTS),
  phoneImageUrl: z.string(),
  desktopImageUrl: z.string(),
  clickUrl: z.string(),
});
export type PublicAd = z.infer<typeof publicAdSchema>;

export const publicAdQuerySchema = z.object({ placement: z.enum(AD_PLACEMENTS) });

/** The ads a page showed, sent once per view (a batch). */
export const adImpressionsInputSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(20),
});
