/**
 * News posts (spec §2 /admin/posts, §6 admNews). Administrators with admNews Read list and read
 * them, with Write write them; a post's body is Markdown, rendered and sanitised here (the stored
 * HTML is what readers get). Readers need no sign-in: a post shows while it is published and the
 * clock is inside its publish and unpublish times, in the reader's language, else in English.
 */
import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  type AdminPost,
  type Language,
  LANGUAGES,
  type NewsArticle,
  type NewsSummary,
  POST_DEFAULT_LANGUAGE,
  type PostStatus,
  type PostValues,
  renderMarkdown,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { fieldError, notFound } from '../../lib/errors';
import { mapPage, paginate } from '../../lib/paginate';
import type { Actor } from '../../lib/request-context';
import { assertCompanyFiles, fileUrl } from '../platform/files/index';
import { newsPostVersions, newsPosts } from './tables';

const READ = { side: 'admin', area: 'admNews' } as const;
const WRITE = { side: 'admin', area: 'admNews', level: 'Write' } as const;

type PostRow = typeof newsPosts.$inferSelect;
type VersionRow = typeof newsPostVersions.$inferSelect;

/** Shown to readers at `now`: published, its publish time reached and its unpublish time not. */
const liveAt = (now: Date) =>
  and(
    eq(newsPosts.status, 'published'),
    or(isNull(newsPosts.publishAt), lte(newsPosts.publishAt, now)),
    or(isNull(newsPosts.unpublishAt), gt(newsPosts.unpublishAt, now)),
  );

const isLive = (row: PostRow, now: Date) =>
  row.status === 'published' && (!row.publishAt || row.publishAt <= now) && (!row.unpublishAt || row.unpublishAt > now);

/** When readers see it as published: its publish time, else when it was written. */
const publishedAt = (row: PostRow) => (row.publishAt ?? row.createdAt).toISOString();

const toAdminPost = (row: PostRow, versions: VersionRow[], now: Date): AdminPost => ({
  id: row.id,
  slug: row.slug,
  status: row.status,
  coverFileId: row.coverFileId,
  coverUrl: fileUrl(row.coverFileId),
  publishAt: row.publishAt?.toISOString() ?? null,
  unpublishAt: row.unpublishAt?.toISOString() ?? null,
  live: isLive(row, now),
  versions: LANGUAGES.flatMap((language) => {
    const version = versions.find((v) => v.language === language);
    return version
      ? [{ language, title: version.title, summary: version.summary, body: version.body, html: version.html }]
      : [];
  }),
  updatedByName: row.updatedByName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The reader's version of a post, else the English one. */
function versionFor(versions: VersionRow[], language: Language): VersionRow {
  return versions.find((v) => v.language === language) ?? versions.find((v) => v.language === POST_DEFAULT_LANGUAGE)!;
}

const toSummary = (row: PostRow, version: VersionRow): NewsSummary => ({
  id: row.id,
  slug: row.slug,
  language: version.language,
  title: version.title,
  summary: version.summary,
  coverUrl: fileUrl(row.coverFileId),
  publishedAt: publishedAt(row),
});

/** The versions of the given posts in the reader's language and English only: one query for a whole list. */
async function versionsOf(db: Db, postIds: string[], languages: readonly Language[]) {
  if (postIds.length === 0) return new Map<string, VersionRow[]>();
  const rows = await db
    .select()
    .from(newsPostVersions)
    .where(and(inArray(newsPostVersions.postId, postIds), inArray(newsPostVersions.language, [...languages])));
  const byPost = new Map<string, VersionRow[]>();
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row]);
  return byPost;
}

/** The published posts a reader sees now, newest first, in their language (else English); no sign-in. */
export async function listNews(db: Db, language: Language, now: Date, page: number, pageSize: number) {
  const result = await paginate(
    { page, pageSize },
    ({ limit, offset }) =>
      db
        .select()
        .from(newsPosts)
        .where(liveAt(now))
        .orderBy(desc(sql`coalesce(${newsPosts.publishAt}, ${newsPosts.createdAt})`), desc(newsPosts.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(newsPosts).where(liveAt(now)),
  );
  const versions = await versionsOf(
    db,
    result.items.map((row) => row.id),
    [language, POST_DEFAULT_LANGUAGE],
  );
  return mapPage(result, (row) => toSummary(row, versionFor(versions.get(row.id)!, language)));
}

/** One post a reader may see now, by its address or its id, in their language (else English). */
export async function readNews(db: Db, key: string, language: Language, now: Date): Promise<NewsArticle> {
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
  const [row] = await db
    .select()
    .from(newsPosts)
    .where(and(byId ? eq(newsPosts.id, key) : eq(newsPosts.slug, key.toLowerCase()), liveAt(now)));
  if (!row) throw notFound();
  const version = versionFor(
    (await versionsOf(db, [row.id], [language, POST_DEFAULT_LANGUAGE])).get(row.id)!,
    language,
  );
  return { ...toSummary(row, version), html: version.html };
}

/** Every post, drafts and scheduled ones too, latest change first (admNews Read). */
export async function listAdminPosts(
  db: Db,
  actor: Actor | null,
  query: { page: number; pageSize: number; status?: PostStatus | undefined },
  now: Date,
) {
  authorize(actor, READ);
  const where = query.status ? eq(newsPosts.status, query.status) : undefined;
  const result = await paginate(
    query,
    ({ limit, offset }) =>
      db.select().from(newsPosts).where(where).orderBy(desc(newsPosts.updatedAt)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(newsPosts).where(where),
  );
  const versions = await versionsOf(
    db,
    result.items.map((row) => row.id),
    LANGUAGES,
  );
  return mapPage(result, (row) => toAdminPost(row, versions.get(row.id) ?? [], now));
}

/** One post with every language version (admNews Read). */
export async function getAdminPost(db: Db, actor: Actor | null, id: string, now: Date): Promise<AdminPost> {
  authorize(actor, READ);
  return loadPost(db, id, now);
}

async function loadPost(db: Db, id: string, now: Date): Promise<AdminPost> {
  const [row] = await db.select().from(newsPosts).where(eq(newsPosts.id, id));
  if (!row) throw notFound();
  return toAdminPost(row, await db.select().from(newsPostVersions).where(eq(newsPostVersions.postId, id)), now);
}

/** The columns of a post as written; its address must be its own. */
async function postColumns(db: Db, me: Actor, input: PostValues, id: string | null) {
  const [taken] = await db.select({ id: newsPosts.id }).from(newsPosts).where(eq(newsPosts.slug, input.slug));
  if (taken && taken.id !== id) throw fieldError('slug', 'content.slugTaken');
  await assertCompanyFiles(db, me.companyId, { imageIds: [input.coverFileId] });
  return {
    slug: input.slug,
    status: input.status,
    coverFileId: input.coverFileId,
    publishAt: input.publishAt ? new Date(input.publishAt) : null,
    unpublishAt: input.unpublishAt ? new Date(input.unpublishAt) : null,
    updatedByName: `${me.firstName} ${me.lastName}`.trim(),
  };
}

/** The language versions as stored: the Markdown as written and the HTML rendered from it, sanitised. */
const versionRows = (postId: string, input: PostValues) =>
  input.versions.map((version) => ({
    postId,
    language: version.language,
    title: version.title,
    summary: version.summary,
    body: version.body,
    html: renderMarkdown(version.body),
  }));

/** Writes a new post (admNews Write); its cover must be a picture the platform uploaded. */
export async function createPost(db: Db, actor: Actor | null, input: PostValues, now: Date): Promise<AdminPost> {
  const me = authorize(actor, WRITE);
  const columns = await postColumns(db, me, input, null);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsPosts)
      .values({ ...columns, createdBy: me.userId, createdAt: now, updatedAt: now })
      .returning({ id: newsPosts.id });
    await tx.insert(newsPostVersions).values(versionRows(row!.id, input));
    return row!.id;
  });
  return loadPost(db, id, now);
}

/** Replaces a post's fields and language versions (admNews Write). */
export async function updatePost(
  db: Db,
  actor: Actor | null,
  id: string,
  input: PostValues,
  now: Date,
): Promise<AdminPost> {
  const me = authorize(actor, WRITE);
  const [existing] = await db.select({ id: newsPosts.id }).from(newsPosts).where(eq(newsPosts.id, id));
  if (!existing) throw notFound();
  const columns = await postColumns(db, me, input, id);
  await db.transaction(async (tx) => {
    await tx
      .update(newsPosts)
      .set({ ...columns, updatedAt: now })
      .where(eq(newsPosts.id, id));
    await tx.delete(newsPostVersions).where(eq(newsPostVersions.postId, id));
    await tx.insert(newsPostVersions).values(versionRows(id, input));
  });
  return loadPost(db, id, now);
}

/** Removes a post for good (admNews Write); to hide it for a while, set it back to draft. */
export async function removePost(db: Db, actor: Actor | null, id: string): Promise<void> {
  authorize(actor, WRITE);
  const removed = await db.delete(newsPosts).where(eq(newsPosts.id, id)).returning({ id: newsPosts.id });
  if (removed.length === 0) throw notFound();
}
