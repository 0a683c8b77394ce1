/** The category tree of construction materials (GET /api/Category). */
import { asc, eq, like, or } from 'drizzle-orm';
import type { Category, Language } from '@binamart/shared';
import type { Db } from '../../db/client';
import { categories, products } from './tables';
import { authorize } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import type { AdminCategory, CategoryCreateInput, CategoryUpdateInput } from '@binamart/shared';

export interface NewCategory {
  slug: string;
  nameEn: string;
  nameZh?: string;
  nameMs?: string;
  children?: NewCategory[];
}

/** A category's name in `language`, English when it has none in that language. */
export function nameIn(
  language: Language,
  row: Pick<typeof categories.$inferSelect, 'nameEn' | 'nameZh' | 'nameMs'>,
): string {
  if (language === 'zh-cn') return row.nameZh ?? row.nameEn;
  if (language === 'ms') return row.nameMs ?? row.nameEn;
  return row.nameEn;
}

/** Orders rows so each parent comes right before its children. */
function depthFirst<T extends { id: string; parentId: string | null }>(rows: T[]): T[] {
  const ordered: T[] = [];
  const visit = (parentId: string | null) => {
    for (const row of rows) {
      if (row.parentId !== parentId) continue;
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}

/** Every category, parents before their children, named in the request's language. */
export async function listCategories(db: Db, language: Language): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.nameEn));
  return depthFirst(rows).map((row) => ({
    id: row.id,
    parentId: row.parentId,
    slug: row.slug,
    name: nameIn(language, row),
    sortOrder: row.sortOrder,
  }));
}

/** Inserts a tree of categories in one transaction. */
export async function createCategoryTree(db: Db, tree: NewCategory[]) {
  await db.transaction(async (tx) => {
    const insertLevel = async (nodes: NewCategory[], parentId: string | null) => {
      for (const [index, node] of nodes.entries()) {
        const [row] = await tx
          .insert(categories)
          .values({
            slug: node.slug,
            nameEn: node.nameEn,
            nameZh: node.nameZh ?? null,
            nameMs: node.nameMs ?? null,
            parentId,
            sortOrder: index,
          })
          .returning({ id: categories.id });
        if (node.children) await insertLevel(node.children, row!.id);
      }
    };
    await insertLevel(tree, null);
  });
}

const categoryInUse = () => new AppError('category_in_use', 'errors.categoryInUse');
const invalidParent = () => new AppError('invalid_category', 'errors.invalidCategory');

type CategoryRow = typeof categories.$inferSelect;

const toAdminCategory = (row: CategoryRow, language: Language): AdminCategory => ({
  id: row.id,
  parentId: row.parentId,
  slug: row.slug,
  name: nameIn(language, row),
  sortOrder: row.sortOrder,
  nameEn: row.nameEn,
  nameZh: row.nameZh,
  nameMs: row.nameMs,
});

/** A URL-safe slug from an English name: "Cement & Concrete" → "cement-concrete". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'category';
}

/** The slug, or the slug with the lowest free numeric suffix when it is taken. */
async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: categories.slug })
        .from(categories)
        .where(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Adds a main category, or a subcategory under a main one; the slug comes from the English name. */
export async function createCategory(
  db: Db,
  actor: Actor | null,
  input: CategoryCreateInput,
  language: Language = 'en-us',
): Promise<AdminCategory> {
  authorize(actor, { side: 'admin', area: 'admPro', level: 'Write' });
  return db.transaction(async (tx) => {
    if (input.parentId) {
      const [parent] = await tx.select().from(categories).where(eq(categories.id, input.parentId)).limit(1);
      if (!parent || parent.parentId !== null) throw invalidParent();
    }
    const [row] = await tx
      .insert(categories)
      .values({
        slug: await freeSlug(tx, slugify(input.nameEn)),
        nameEn: input.nameEn,
        nameZh: input.nameZh || null,
        nameMs: input.nameMs || null,
        parentId: input.parentId ?? null,
        sortOrder: input.sortOrder ?? 0,
      })
      .returning();
    return toAdminCategory(row!, language);
  });
}

/** Renames or reorders a category; its parent and slug stay. */
export async function updateCategory(
  db: Db,
  actor: Actor | null,
  id: string,
  input: CategoryUpdateInput,
  language: Language = 'en-us',
): Promise<AdminCategory> {
  authorize(actor, { side: 'admin', area: 'admPro', level: 'Write' });
  const [row] = await db
    .update(categories)
    .set({
      nameEn: input.nameEn,
      nameZh: input.nameZh || null,
      nameMs: input.nameMs || null,
      ...(input.sortOrder !== undefined && { sortOrder: input.sortOrder }),
    })
    .where(eq(categories.id, id))
    .returning();
  if (!row) throw notFound();
  return toAdminCategory(row, language);
}

/** Deletes a category that has no products and no subcategories (else 409 category_in_use). */
export async function deleteCategory(db: Db, actor: Actor | null, id: string): Promise<void> {
  authorize(actor, { side: 'admin', area: 'admPro', level: 'Write' });
  await db
    .transaction(async (tx) => {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!row) throw notFound();
      const [child] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.parentId, id))
        .limit(1);
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(or(eq(products.categoryId, id), eq(products.subcategoryId, id)))
        .limit(1);
      if (child || product) throw categoryInUse();
      await tx.delete(categories).where(eq(categories.id, id));
    })
    .catch((error: unknown) => {
      // a product or subcategory added meanwhile still holds the category
      if (isForeignKeyViolation(error)) throw categoryInUse();
      throw error;
    });
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
