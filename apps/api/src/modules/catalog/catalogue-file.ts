/**
 * The catalogue file: one row per variation, the product's columns read from its first row
 * (CATALOGUE_COLUMNS). Cells are read here into a product's form, which the product schemas then
 * check like any form; every problem is kept with its row and column.
 */
import {
  CATALOGUE_COLUMNS,
  type CatalogueColumn,
  MALAYSIAN_STATES,
  cmToMm,
  gramsToKg,
  kgToGrams,
  mmToCm,
  ringgitToSen,
  senToRinggit,
} from '@binamart/shared';
import { AppError } from '../../lib/errors';
import { type Cell, readCsvRows, readXlsxRows } from '../../lib/spreadsheets';
import type { Upload } from '../platform/files/index';
import type { ProductRow, VariationRow } from './product.repository';

/** A problem of the file: a catalogue key at a row (the header is row 1) and a column. */
export interface FileProblem {
  row: number;
  column: CatalogueColumn | 'file';
  key: string;
  params?: Record<string, string | number>;
}

/** The most rows (variations) one file may hold. */
export const MAX_FILE_ROWS = 5000;

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The sheet's rows: an XLSX workbook by its bytes, else UTF-8 text read as CSV. */
export function rowsOfUpload(upload: Upload): Cell[][] {
  const wrongType = () => new AppError('file_type', 'bulk.rows.fileType');
  if (upload.bytes.subarray(0, 4).equals(ZIP)) {
    try {
      return readXlsxRows(upload.bytes);
    } catch {
      throw wrongType();
    }
  }
  const text = upload.bytes.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw wrongType();
  return readCsvRows(text);
}

const text = (cell: Cell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());

/** A data row of the file: its number and its cells by column (absent columns read as ''). */
export interface FileRow {
  row: number;
  has: (column: CatalogueColumn) => boolean;
  text: (column: CatalogueColumn) => string;
  raw: (column: CatalogueColumn) => Cell;
}

/** The file's data rows under its header, with the problems of the header itself. */
export function readFileRows(
  rows: Cell[][],
  required: readonly CatalogueColumn[],
): { rows: FileRow[]; problems: FileProblem[] } {
  const header = (rows[0] ?? []).map((cell) => text(cell).toLowerCase());
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    if (name && !index.has(name)) index.set(name, i);
  });
  const problems: FileProblem[] = required
    .filter((column) => !index.has(column))
    .map((column) => ({ row: 1, column: 'file', key: 'bulk.rows.missingColumn', params: { column } }));
  const data: FileRow[] = [];
  rows.slice(1).forEach((cells, i) => {
    if (!cells || cells.every((cell) => text(cell) === '')) return;
    const at = (column: CatalogueColumn) => {
      const position = index.get(column);
      return position === undefined ? null : (cells[position] ?? null);
    };
    data.push({ row: i + 2, has: (column) => index.has(column), text: (column) => text(at(column)), raw: at });
  });
  if (problems.length === 0 && data.length === 0) problems.push({ row: 2, column: 'file', key: 'bulk.rows.noRows' });
  if (data.length > MAX_FILE_ROWS) {
    problems.push({
      row: MAX_FILE_ROWS + 2,
      column: 'file',
      key: 'bulk.rows.tooManyRows',
      params: { max: MAX_FILE_ROWS },
    });
  }
  return { rows: data, problems };
}

const YES = new Set(['yes', 'y', 'true', '1', 'ya', '是']);
const NO = new Set(['no', 'n', 'false', '0', 'tidak', '否']);
const STATES = new Map(MALAYSIAN_STATES.map((state) => [state.toLowerCase(), state]));

/** Reads typed cells of one row, noting each cell that cannot be read; an empty cell reads as undefined. */
export function cellReader(row: FileRow, problems: FileProblem[]) {
  const problem = (column: CatalogueColumn, key: string, params?: Record<string, string | number>) => {
    problems.push({ row: row.row, column, key, ...(params && { params }) });
    return undefined;
  };
  const number = (column: CatalogueColumn): number | undefined => {
    const raw = row.raw(column);
    if (typeof raw === 'number') return raw;
    const value = row
      .text(column)
      .replace(/,/g, '')
      .replace(/^RM\s*/i, '');
    if (value === '') return undefined;
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : problem(column, 'bulk.rows.number');
  };
  const convert = (column: CatalogueColumn, to: (n: number) => number) => {
    const value = number(column);
    return value === undefined ? undefined : to(value);
  };
  return {
    text: (column: CatalogueColumn): string | undefined => (row.has(column) ? row.text(column) : undefined),
    number,
    sen: (column: CatalogueColumn) => convert(column, ringgitToSen),
    grams: (column: CatalogueColumn) => convert(column, kgToGrams),
    mm: (column: CatalogueColumn) => convert(column, cmToMm),
    yesNo: (column: CatalogueColumn): boolean | undefined => {
      const value = row.text(column).toLowerCase();
      if (value === '') return undefined;
      if (YES.has(value)) return true;
      if (NO.has(value)) return false;
      return problem(column, 'bulk.rows.yesNo');
    },
    choice: <T extends string>(column: CatalogueColumn, choices: readonly T[]): T | undefined => {
      const value = row.text(column);
      if (value === '') return undefined;
      const found = choices.find((choice) => choice.toLowerCase() === value.toLowerCase());
      return found ?? problem(column, 'bulk.rows.unknownChoice', { choices: choices.join(', ') });
    },
    states: (column: CatalogueColumn): string[] | undefined => {
      const parts = row
        .text(column)
        .split(/[;,]/)
        .map((part) => part.trim())
        .filter(Boolean);
      if (parts.length === 0) return undefined;
      const unknown = parts.find((part) => !STATES.has(part.toLowerCase()));
      if (unknown) return problem(column, 'bulk.rows.unknownState', { value: unknown });
      return [...new Set(parts.map((part) => STATES.get(part.toLowerCase())!))];
    },
    list: (column: CatalogueColumn): string[] | undefined => {
      const parts = row
        .text(column)
        .split(/[\s;,]+/)
        .filter(Boolean);
      return parts.length === 0 ? undefined : parts;
    },
    problem,
  };
}

/** One product of the catalogue file, with its names of category and subcategory and its image ids. */
export interface CatalogueProduct {
  product: ProductRow;
  category: string;
  subcategory: string | null;
  imageIds: string;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The file's rows: the header, then a row per variation of each product. */
export function catalogueSheet(products: CatalogueProduct[], variations: VariationRow[]): Cell[][] {
  const byProduct = new Map<string, VariationRow[]>();
  for (const v of variations) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  const rows: Cell[][] = [[...CATALOGUE_COLUMNS]];
  for (const { product: p, category, subcategory, imageIds } of products) {
    const own = byProduct.get(p.id) ?? [];
    for (const v of own) {
      const cells: Record<CatalogueColumn, Cell> = {
        product_id: p.id,
        type: p.type,
        name: p.name,
        brand: p.brand,
        category,
        subcategory,
        status: p.status,
        currency: p.currency,
        states: p.states.join('; '),
        lead_days: p.leadDays,
        weight_kg: gramsToKg(p.weightGrams),
        length_cm: mmToCm(p.lengthMm),
        width_cm: mmToCm(p.widthMm),
        height_cm: mmToCm(p.heightMm),
        service_price: p.salePriceSen === null ? null : senToRinggit(p.salePriceSen),
        image_ids: imageIds,
        variation_id: v.id,
        variation: v.name,
        unit: v.unit,
        min_order_qty: v.minOrderQty,
        multiple_of: v.multipleOf,
        list_price: senToRinggit(v.listPriceSen),
        selling_price: senToRinggit(v.sellingPriceSen),
        available: yesNo(v.available),
        hide_price: yesNo(v.hidePrice),
      };
      rows.push(CATALOGUE_COLUMNS.map((column) => cells[column]));
    }
  }
  return rows;
}
