/** The category tree of construction materials (GET /api/Category). */
import { asc } from 'drizzle-orm';
import type { Category, Language } from '@binamart/shared';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/index';

export interface NewCategory {
  slug: string;
  nameEn: string;
  nameZh?: string;
  nameMs?: string;
  children?: NewCategory[];
}

function nameIn(language: Language, row: typeof categories.$inferSelect): string {
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
