/**
 * A seller's catalogue as a file and back (spec §3 Product, Product variation): the export holds the
 * products the seller's list shows (its status and search), a row per variation, as CSV or XLSX;
 * the import of a file of the same columns creates products and variations and updates them. Every
 * row is checked as the product form is (the same schemas), every problem answered by row and column
 * in the reader's language, and nothing is written while one is wrong: the writes are one transaction.
 * A changed product goes back to review with its version raised, as after an edit.
 */
import type { z } from 'zod';
import {
  type CatalogueImportResult,
  type ExportFormat,
  type ProductStatus,
  REQUIRED_CATALOGUE_COLUMNS,
  createProductSchema,
  nextProductStatus,
  updateProductSchema,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { AppError, type FieldIssue } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { type Cell, writeCsv, writeXlsx } from '../../lib/spreadsheets';
import { hasHub } from '../hub/index';
import { type Upload, assertCompanyFiles } from '../platform/files/index';
import * as bulkRepo from './bulk.repository';
import {
  type CatalogueProduct,
  type FileProblem,
  type FileRow,
  catalogueSheet,
  cellReader,
  readFileRows,
  rowsOfUpload,
} from './catalogue-file';
import { type ListingFilter, type ListingSort, listProducts } from './listing.repository';
import { productColumns, variationColumns } from './product.service';
import * as repo from './product.repository';

type UpdateInput = z.output<typeof updateProductSchema>;
type VariationOutput = UpdateInput['variations'][number];

/** The most products one export holds. */
export const EXPORT_MAX_PRODUCTS = 5000;

export const SPREADSHEET_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface SpreadsheetFile {
  bytes: Buffer;
  type: string;
  filename: string;
}

/** Rows as a file of the format, named `<name>-<yyyy-mm-dd>.<format>`. */
export function spreadsheet(name: string, sheet: string, rows: Cell[][], format: ExportFormat, now: Date) {
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  return {
    bytes: format === 'xlsx' ? writeXlsx(sheet, rows) : writeCsv(rows),
    type: SPREADSHEET_TYPES[format],
    filename: `${name}-${day}.${format}`,
  } satisfies SpreadsheetFile;
}

/** The ids of every listed product matching the filter, in the list's order (at most EXPORT_MAX_PRODUCTS). */
export async function matchingProductIds(db: Db, filter: ListingFilter, sort: ListingSort): Promise<string[]> {
  const ids: string[] = [];
  const pageSize = 500;
  for (let page = 1; ids.length < EXPORT_MAX_PRODUCTS; page++) {
    const { rows } = await listProducts(db, filter, sort, page, pageSize);
    ids.push(...rows.map((row) => row.id));
    if (rows.length < pageSize) break;
  }
  return ids.slice(0, EXPORT_MAX_PRODUCTS);
}

/** GET /api/seller/products/export: the products the list shows (status, search), a row per variation. */
export async function exportCatalogue(
  db: Db,
  actor: Actor | null,
  query: { status?: ProductStatus; q?: string; format: ExportFormat },
  now: Date,
) {
  const me = authorize(actor, { side: 'seller', area: 'sellPro' });
  const ids = await matchingProductIds(
    db,
    { companyId: me.companyId, ...(query.status && { statuses: [query.status] }), q: query.q },
    query.q ? 'relevance' : 'recentlyChanged',
  );
  const [products, variations] = await Promise.all([
    bulkRepo.catalogueProducts(db, ids),
    bulkRepo.variationsOf(db, ids),
  ]);
  return spreadsheet('binamart-products', 'Products', catalogueSheet(products, variations), query.format, now);
}

// ---------------------------------------------------------------------------------------------
// import

/** Where a field of the product form is in the file, for its problems. */
const FIELD_COLUMNS: Record<string, FileProblem['column']> = {
  type: 'type',
  name: 'name',
  brand: 'brand',
  categoryId: 'category',
  subcategoryId: 'subcategory',
  currency: 'currency',
  states: 'states',
  leadDays: 'lead_days',
  weightGrams: 'weight_kg',
  lengthMm: 'length_cm',
  widthMm: 'width_cm',
  heightMm: 'height_cm',
  salePriceSen: 'service_price',
  imageFileIds: 'image_ids',
  variations: 'variation',
};
const VARIATION_COLUMNS: Record<string, FileProblem['column']> = {
  id: 'variation_id',
  name: 'variation',
  unit: 'unit',
  minOrderQty: 'min_order_qty',
  multipleOf: 'multiple_of',
  listPriceSen: 'list_price',
  sellingPriceSen: 'selling_price',
  available: 'available',
  hidePrice: 'hide_price',
};

type Category = Awaited<ReturnType<typeof bulkRepo.allCategories>>[number];

const sameName = (category: Category, name: string) =>
  [category.slug, category.nameEn, category.nameZh, category.nameMs].some(
    (candidate) => candidate?.trim().toLowerCase() === name.toLowerCase(),
  );

/** The form of a product as it stands, the base its file rows change. */
function formOf(existing: CatalogueProduct, variations: repo.VariationRow[]): Record<string, unknown> {
  const p = existing.product;
  return {
    type: p.type,
    name: p.name,
    brand: p.brand,
    tags: p.tags,
    subcategoryId: p.subcategoryId,
    description: p.description,
    specification: p.specification,
    certificationStatus: p.certificationStatus,
    certificationExpiry: p.certificationExpiry,
    certificationFileId: p.certificationFileId,
    catalogueFileId: p.catalogueFileId,
    imageFileIds: existing.imageIds.split(' ').filter(Boolean),
    videoUrl: p.videoUrl,
    saleType: p.saleType,
    leadDays: p.leadDays,
    states: p.states,
    currency: p.currency,
    newArrival: p.newArrival,
    deliveryLocations: p.deliveryLocations,
    excludedDeliveryFees: p.excludedDeliveryFees,
    jkrApproved: p.jkrApproved,
    weightGrams: p.weightGrams,
    lengthMm: p.lengthMm,
    widthMm: p.widthMm,
    heightMm: p.heightMm,
    upfrontFeeSen: p.upfrontFeeSen,
    subsequentFeeSen: p.subsequentFeeSen,
    salePriceSen: p.salePriceSen,
    deliveryIncluded: p.deliveryIncluded,
    variations: variations.map((v) => ({
      id: v.id,
      name: v.name,
      imageFileId: v.imageFileId,
      summary: v.summary,
      unit: v.unit,
      minOrderQty: v.minOrderQty,
      multipleOf: v.multipleOf,
      listPriceSen: v.listPriceSen,
      sellingPriceSen: v.sellingPriceSen,
      available: v.available,
      hidePrice: v.hidePrice,
    })),
  };
}

/** Sets the keys whose value was given (an empty cell keeps what is there). */
const given = (into: Record<string, unknown>, values: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(values)) if (value !== undefined) into[key] = value;
};

/** What is compared to tell whether a row changed anything. */
const fingerprint = (input: UpdateInput) =>
  JSON.stringify({
    columns: productColumns(input),
    images: input.imageFileIds,
    variations: input.variations.map(variationColumns),
  });

interface Planned {
  existing?: CatalogueProduct;
  categoryId: string;
  input: UpdateInput;
  repriced: boolean;
}

interface Group {
  key: string;
  rows: FileRow[];
}

/** Rows by product: by its id, or by name for a new product. */
function groupRows(rows: FileRow[]): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const id = row.text('product_id');
    const key = id ? `id:${id.toLowerCase()}` : `new:${row.text('name').toLowerCase()}`;
    const group = groups.get(key) ?? { key, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/seller/products/import: the file's products created or updated (sellPro Write with the
 * upload toggle; changing prices of existing products also needs the set price toggle, as an edit does).
 */
export async function importCatalogue(
  db: Db,
  actor: Actor | null,
  read: () => Promise<Upload>,
): Promise<CatalogueImportResult> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro', level: 'Write', toggle: 'productUpload' });
  const upload = await read();
  const { rows, problems } = readFileRows(rowsOfUpload(upload), REQUIRED_CATALOGUE_COLUMNS);
  if (problems.length > 0) throw invalidFile(problems);

  const groups = groupRows(rows);
  const ids = [
    ...new Set(
      rows
        .map((row) => row.text('product_id'))
        .filter((id) => UUID.test(id))
        .map((id) => id.toLowerCase()),
    ),
  ];
  const [products, variations, categories, hub] = await Promise.all([
    bulkRepo.catalogueProducts(db, ids),
    bulkRepo.variationsOf(db, ids),
    bulkRepo.allCategories(db),
    hasHub(db, me.companyId),
  ]);
  const own = new Map(products.filter((p) => p.product.companyId === me.companyId).map((p) => [p.product.id, p]));

  const planned: Planned[] = [];
  let unchanged = 0;
  for (const group of groups) {
    const plan = await planGroup(db, me.companyId, group, {
      own,
      variations,
      categories,
      hub,
      problems,
    });
    if (plan === 'unchanged') unchanged++;
    else if (plan) planned.push(plan);
  }
  if (problems.length > 0) throw invalidFile(problems);
  if (planned.some((plan) => plan.repriced)) authorize(me, { toggle: 'productSetPrice' });

  const creates = planned.filter((plan) => !plan.existing);
  const updates = planned.filter((plan) => plan.existing);
  await db.transaction(async (tx) => {
    await repo.insertProductRecords(
      tx,
      creates.map(({ input, categoryId }) => ({
        product: { ...productColumns(input), companyId: me.companyId, categoryId, status: 'pending' },
        imageFileIds: input.imageFileIds,
        variations: input.variations.map(variationColumns),
      })),
    );
    const locked = await bulkRepo.lockProducts(
      tx,
      updates.map((plan) => plan.existing!.product.id),
    );
    const byId = new Map(locked.map((row) => [row.id, row]));
    for (const { existing, input } of updates) {
      const row = byId.get(existing!.product.id);
      // checked before the transaction; a product changed meanwhile is refused whole
      const status = row && row.companyId === me.companyId ? nextProductStatus(row.status, 'edit') : null;
      if (!row || !status || row.version !== existing!.product.version) {
        throw new AppError('transition_not_allowed', 'errors.transitionNotAllowed', { status: row?.status ?? '' });
      }
      await repo.updateProductRow(tx, row.id, {
        ...productColumns(input),
        status,
        rejectionReason: null,
        version: row.version + 1,
      });
      await repo.replaceImages(tx, row.id, input.imageFileIds);
      await repo.replaceVariations(tx, row.id, input.variations.map(variationColumns));
    }
  });
  return { created: creates.length, updated: updates.length, unchanged };
}

/** 400 validation_error: every problem at rows.<row>.<column>, translated by the error handler. */
function invalidFile(problems: FileProblem[]) {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  const details: FieldIssue[] = sorted.map((p) => ({
    path: `rows.${p.row}.${p.column}`,
    key: p.key,
    ...(p.params && { params: p.params }),
  }));
  return new AppError('validation_error', 'bulk.import.invalid', { count: details.length }, {}, details);
}

interface Known {
  own: Map<string, CatalogueProduct>;
  variations: repo.VariationRow[];
  categories: Category[];
  hub: boolean;
  problems: FileProblem[];
}

/** One product of the file made into its checked form; null when it has problems (noted in `known.problems`). */
async function planGroup(db: Db, companyId: string, group: Group, known: Known): Promise<Planned | 'unchanged' | null> {
  const { problems } = known;
  const before = problems.length;
  const first = group.rows[0]!;
  const cells = cellReader(first, problems);
  const productId = first.text('product_id').toLowerCase();
  const existing = productId ? known.own.get(productId) : undefined;
  if (productId && !existing) {
    cells.problem('product_id', 'bulk.rows.notYourProduct');
    return null;
  }
  if (existing && !nextProductStatus(existing.product.status, 'edit')) {
    cells.problem('product_id', 'bulk.rows.productRemoved');
    return null;
  }
  const oldVariations = existing ? known.variations.filter((v) => v.productId === existing.product.id) : [];
  const base = existing ? formOf(existing, oldVariations) : {};
  const form: Record<string, unknown> = { ...base };

  // the product's own columns, from its first row
  given(form, {
    type: cells.choice('type', ['product', 'service'] as const),
    name: cells.text('name') || undefined,
    brand: cells.text('brand'),
    currency: cells.choice('currency', ['MYR', 'USD'] as const),
    states: cells.states('states'),
    leadDays: cells.number('lead_days'),
    weightGrams: cells.grams('weight_kg'),
    lengthMm: cells.mm('length_cm'),
    widthMm: cells.mm('width_cm'),
    heightMm: cells.mm('height_cm'),
    salePriceSen: cells.sen('service_price'),
    imageFileIds: cells.list('image_ids'),
  });
  if (!existing) {
    given(form, { weightGrams: form.weightGrams ?? 0, lengthMm: form.lengthMm ?? 0 });
    given(form, { widthMm: form.widthMm ?? 0, heightMm: form.heightMm ?? 0, leadDays: form.leadDays ?? 0 });
    // no picture given: the rule's own message ("at least one image"), not a missing field
    given(form, { imageFileIds: form.imageFileIds ?? [] });
  }

  // the category: chosen once for a new product; the file cannot move an existing one
  let categoryId = existing?.product.categoryId ?? '';
  const categoryName = first.text('category');
  const mains = known.categories.filter((c) => c.parentId === null);
  if (existing) {
    const current = known.categories.find((c) => c.id === categoryId);
    if (categoryName && current && !sameName(current, categoryName)) cells.problem('category', 'errors.categoryLocked');
  } else if (!categoryName) {
    cells.problem('category', 'validation.requiredSelect');
  } else {
    const main = mains.find((c) => sameName(c, categoryName));
    if (!main) cells.problem('category', 'bulk.rows.unknownCategory');
    else categoryId = main.id;
  }
  if (first.has('subcategory') && categoryId) {
    const name = first.text('subcategory');
    const sub = name ? known.categories.find((c) => c.parentId === categoryId && sameName(c, name)) : undefined;
    if (name && !sub) cells.problem('subcategory', 'bulk.rows.unknownSubcategory');
    form.subcategoryId = sub?.id ?? null;
  }

  // a row per variation: an id of the product's updates it, no id adds one; the others stay
  const oldById = new Map(oldVariations.map((v) => [v.id, v]));
  const baseVariations = (base.variations as Record<string, unknown>[] | undefined) ?? [];
  const kept = new Map(baseVariations.map((v) => [v.id as string, { ...v }]));
  const added: Record<string, unknown>[] = [];
  const rowOfVariation = new Map<Record<string, unknown>, number>();
  const seen = new Set<string>();
  for (const row of group.rows) {
    const rowCells = row === first ? cells : cellReader(row, problems);
    const variationId = row.text('variation_id').toLowerCase();
    if (variationId && !oldById.has(variationId)) {
      rowCells.problem('variation_id', 'bulk.rows.notYourVariation');
      continue;
    }
    if (variationId && seen.has(variationId)) {
      rowCells.problem('variation_id', 'bulk.rows.repeatedVariation');
      continue;
    }
    if (variationId) seen.add(variationId);
    const variation = variationId ? kept.get(variationId)! : { available: true, hidePrice: false, summary: '' };
    given(variation, {
      name: rowCells.text('variation') || undefined,
      unit: rowCells.text('unit') || undefined,
      minOrderQty: rowCells.number('min_order_qty'),
      multipleOf: rowCells.number('multiple_of'),
      listPriceSen: rowCells.sen('list_price'),
      sellingPriceSen: rowCells.sen('selling_price'),
      available: rowCells.yesNo('available'),
      hidePrice: rowCells.yesNo('hide_price'),
    });
    if (!variationId) {
      given(variation, { minOrderQty: variation.minOrderQty ?? 1, multipleOf: variation.multipleOf ?? 1 });
      added.push(variation);
    }
    rowOfVariation.set(variation, row.row);
  }
  const list = [...kept.values(), ...added];
  form.variations = list;

  const schema = existing ? updateProductSchema : createProductSchema;
  const parsed = schema.safeParse(existing ? form : { ...form, categoryId: categoryId || undefined });
  if (!parsed.success) {
    const taken = new Set(problems.slice(before).map((p) => `${p.row}.${p.column}`));
    for (const issue of parsed.error.issues) {
      const [field, index, sub] = issue.path.map(String);
      let row = first.row;
      let column = FIELD_COLUMNS[field ?? ''] ?? 'name';
      if (field === 'variations' && index !== undefined && sub !== undefined) {
        row = rowOfVariation.get(list[Number(index)]!) ?? first.row;
        column = VARIATION_COLUMNS[sub] ?? 'variation';
      }
      // a cell that could not be read is reported once, not again as missing
      if (taken.has(`${row}.${column}`)) continue;
      taken.add(`${row}.${column}`);
      problems.push({ row, column, key: issue.message });
    }
  }
  if (problems.length > before || !parsed.success) return null;
  const input = parsed.data as UpdateInput;

  if (input.type === 'product' && !known.hub) cells.problem('type', 'errors.hubRequired');
  try {
    await assertCompanyFiles(db, companyId, {
      imageIds: [...input.imageFileIds, ...input.variations.map((v) => v.imageFileId)],
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    cells.problem('image_ids', 'bulk.rows.imagesNotYours');
  }
  if (problems.length > before) return null;

  if (existing) {
    const baseline = updateProductSchema.safeParse(base);
    if (baseline.success && fingerprint(baseline.data) === fingerprint(input)) return 'unchanged';
  }
  const repriced = input.variations.some((v: VariationOutput) => {
    const old = v.id ? oldById.get(v.id) : undefined;
    return (
      !!existing &&
      (!old ||
        old.listPriceSen !== v.listPriceSen ||
        old.sellingPriceSen !== v.sellingPriceSen ||
        old.hidePrice !== v.hidePrice)
    );
  });
  return { existing, categoryId, input, repriced };
}
