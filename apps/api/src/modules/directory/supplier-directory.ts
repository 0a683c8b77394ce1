/**
 * GET /api/suppliers: the public directory of verified suppliers (active seller companies) with
 * their company profile, the states they are in (office and branches), the categories they sell
 * in and their buyers' rating. Searched by name, main product or product lines; filtered by a
 * state (office or any branch) and by a category (a published product in it, top or sub).
 */
import { and, asc, count, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Language, SupplierDirectory, SupplierDirectoryQuery } from '@binamart/shared';
import type { Db } from '../../db/client';
import { containing } from '../../lib/like';
import { categories, products } from '../catalog/tables';
import { branches } from '../hub/tables';
import { companies, companyProfiles } from '../identity/tables';
import { fileUrl } from '../platform/files/index';
import { supplierRatings } from '../ratings/index';

const NAME_COLUMN = { 'en-us': categories.nameEn, 'zh-cn': categories.nameZh, ms: categories.nameMs } as const;

export async function supplierDirectory(
  db: Db,
  query: SupplierDirectoryQuery,
  language: Language,
): Promise<SupplierDirectory> {
  const { page, pageSize } = query;
  const where: (SQL | undefined)[] = [eq(companies.kind, 'seller'), eq(companies.status, 'active')];
  if (query.q) {
    const pattern = containing(query.q);
    where.push(
      or(
        sql`${companies.name} ilike ${pattern}`,
        sql`${companyProfiles.mainProduct} ilike ${pattern}`,
        sql`${companyProfiles.productLines} ilike ${pattern}`,
      ),
    );
  }
  if (query.state) {
    where.push(
      or(
        eq(companyProfiles.state, query.state),
        sql`exists (select 1 from ${branches} where ${branches.companyId} = ${companies.id} and ${branches.state} = ${query.state})`,
      ),
    );
  }
  if (query.category) {
    where.push(
      sql`exists (select 1 from ${products} join ${categories} on ${categories.id} in (${products.categoryId}, ${products.subcategoryId})
        where ${products.companyId} = ${companies.id} and ${products.status} = 'published' and ${categories.slug} = ${query.category})`,
    );
  }
  const filter = and(...where);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ company: companies, profile: companyProfiles })
      .from(companies)
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
      .where(filter)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(companies)
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
      .where(filter),
  ]);
  const ids = rows.map((row) => row.company.id);
  if (ids.length === 0) return { items: [], total: counted!.n, page, pageSize };

  // a category without a name in the reader's language is named in English
  const name = sql<string>`coalesce(${NAME_COLUMN[language]}, ${categories.nameEn})`;
  const [listed, sold, branchStates, ratings] = await Promise.all([
    db
      .select({ companyId: products.companyId, n: count() })
      .from(products)
      .where(and(inArray(products.companyId, ids), eq(products.status, 'published')))
      .groupBy(products.companyId),
    db
      .selectDistinct({ companyId: products.companyId, name, sortOrder: categories.sortOrder })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(inArray(products.companyId, ids), eq(products.status, 'published')))
      .orderBy(products.companyId, categories.sortOrder, sql`2`),
    db
      .selectDistinct({ companyId: branches.companyId, state: branches.state })
      .from(branches)
      .where(and(inArray(branches.companyId, ids), isNotNull(branches.state)))
      .orderBy(branches.companyId, branches.state),
    supplierRatings(db, ids),
  ]);
  return {
    items: rows.map(({ company, profile }) => {
      const office = profile?.state ?? '';
      const others = branchStates.filter((b) => b.companyId === company.id && b.state !== office).map((b) => b.state);
      return {
        id: company.id,
        name: company.name,
        description: profile?.description ?? '',
        businessType: profile?.businessType ?? '',
        mainProduct: profile?.mainProduct ?? '',
        city: profile?.city ?? '',
        state: office,
        states: [...(office ? [office] : []), ...others],
        yearEstablished: profile?.yearEstablished ?? '',
        profileImageUrl: fileUrl(profile?.profileImageId),
        products: listed.find((l) => l.companyId === company.id)?.n ?? 0,
        categories: sold.filter((c) => c.companyId === company.id).map((c) => c.name),
        rating: ratings.get(company.id) ?? { average: 0, count: 0 },
      };
    }),
    total: counted!.n,
    page,
    pageSize,
  };
}
