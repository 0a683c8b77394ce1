/**
 * The benchmark's data set: many published products (3 variations each) spread over the
 * demo sellers and the category tree, written with bulk inserts. Deterministic for a given size.
 */
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, companies, productVariations, products } from '../db/schema/index';
import { DEMO_FAMILIES } from './catalog-data';

const ADJECTIVES = ['Premium', 'Standard', 'Heavy-Duty', 'Economy', 'Project-Grade', 'Site', 'Industrial', 'Classic'];
const BATCH = 500;

/** Inserts `count` published products with 3 variations each; returns how many were made. */
export async function generateBenchCatalog(db: Db, count: number): Promise<number> {
  const sellers = await db.select({ id: companies.id }).from(companies).where(eq(companies.kind, 'seller'));
  const subcategories = await db
    .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
    .from(categories)
    .where(isNotNull(categories.parentId));
  if (sellers.length === 0 || subcategories.length === 0) throw new Error('seed the demo data first');
  const bySlug = new Map(subcategories.map((c) => [c.slug, c]));

  for (let start = 0; start < count; start += BATCH) {
    const rows: {
      product: typeof products.$inferInsert;
      variations: Omit<typeof productVariations.$inferInsert, 'productId'>[];
    }[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const family = DEMO_FAMILIES[i % DEMO_FAMILIES.length]!;
      const category = bySlug.get(family.category) ?? subcategories[i % subcategories.length]!;
      const brand = family.brands[i % family.brands.length]!;
      const base = 1000 + ((i * 7919) % 90_000);
      rows.push({
        product: {
          companyId: sellers[i % sellers.length]!.id,
          type: family.type,
          status: 'published' as const,
          name: `${ADJECTIVES[i % ADJECTIVES.length]} ${family.name} ${brand} #${i + 1}`,
          brand,
          tags: family.tags,
          categoryId: category.parentId!,
          subcategoryId: category.id,
          description: family.description,
          specification: family.specification,
          leadDays: family.leadDays,
          states: ['Selangor', 'Kuala Lumpur', 'Johor', 'Pulau Pinang'],
          deliveryLocations: ['Selangor', 'Kuala Lumpur', 'Putrajaya'],
          jkrApproved: family.jkr ?? false,
          weightGrams: Math.round(family.weightKg * 1000),
          minPriceSen: base,
          ratingAverage: ((i % 41) / 10 + 1).toFixed(2),
          ratingCount: i % 57,
          publishedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        },
        variations: [0, 1, 2].map((v) => ({
          name: `Option ${v + 1}`,
          unit: family.variations[0]!.unit,
          minOrderQty: 1,
          multipleOf: 1,
          listPriceSen: Math.round(base * (1 + v * 0.5) * 1.1),
          sellingPriceSen: Math.round(base * (1 + v * 0.5)),
          sortOrder: v,
        })),
      });
    }
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(products)
        .values(rows.map((r) => r.product))
        .returning({ id: products.id });
      await tx
        .insert(productVariations)
        .values(inserted.flatMap((p, k) => rows[k]!.variations.map((v) => ({ ...v, productId: p.id }))));
    });
  }
  return count;
}
