/**
 * A report as a file: CSV and XLSX streamed batch by batch as the rows are read (a two-year export
 * never sits whole in memory), in the reader's language; the XLSX is a real workbook made with
 * ExcelJS (money as numbers in a ringgit format, dates as dates shown DD/MM/YYYY, a totals row and
 * a second sheet naming the period and filters). The PDF, like every BinaMart document, is in
 * English and holds the first rows a printed report can (REPORT_PDF_MAX_ROWS), saying so.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  type Language,
  REPORT_COLUMNS,
  REPORT_PDF_MAX_ROWS,
  type ReportColumn,
  type ReportFormat,
  type ReportKind,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPeriod,
  translate,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { DocumentLayout, type PlatformDetails } from '../billing/documents/index';
import { type ReportInput, type Row, reportRows } from './report-queries';

const MYT_MS = 8 * 3600_000;
const MYR_FORMAT = '"RM" #,##0.00;-"RM" #,##0.00';

/** A filter's words for the file: "Seller: Maju Hardware", "Status: Completed". */
export interface FilterLine {
  label: string;
  value: string;
}

export interface ExportRequest {
  db: Db;
  input: ReportInput;
  language: Language;
  /** the report's title and the words of the filters chosen, in the file's language */
  title: string;
  filters: FilterLine[];
  platform: PlatformDetails;
  generatedAt: Date;
}

const header = (language: Language, column: ReportColumn) => translate(language, `reports.column.${column.key}`);

/** A cell as words: a label translated, money in ringgit with two decimals, dates DD/MM/YYYY. */
function textOf(language: Language, column: ReportColumn, value: Row[string], money: (sen: number) => string): string {
  if (value === null || value === undefined) return '';
  switch (column.type) {
    case 'money':
      return money(Number(value));
    case 'count':
      return String(value);
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'period':
      return formatPeriod(String(value));
    case 'label':
      return translate(language, `${column.labels}.${value}`);
    default:
      return String(value);
  }
}

const plainRinggit = (sen: number) => (sen / 100).toFixed(2);
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Every total of a report as its rows add up while they are written. */
function runningTotals(kind: ReportKind) {
  const sums = new Map(REPORT_COLUMNS[kind].filter((c) => c.total).map((c) => [c.key, 0]));
  let rows = 0;
  return {
    add(row: Row) {
      rows++;
      for (const key of sums.keys()) sums.set(key, sums.get(key)! + Number(row[key] ?? 0));
    },
    get rows() {
      return rows;
    },
    of: (key: string) => sums.get(key),
  };
}

function csvStream({ db, input, language }: ExportRequest): Readable {
  const columns = REPORT_COLUMNS[input.kind];
  const totals = runningTotals(input.kind);
  async function* lines() {
    yield `\uFEFF${columns.map((c) => csvField(header(language, c))).join(',')}\r\n`;
    for await (const batch of reportRows(db, input)) {
      let chunk = '';
      for (const row of batch) {
        totals.add(row);
        chunk += `${columns.map((c) => csvField(textOf(language, c, row[c.key] ?? null, plainRinggit))).join(',')}\r\n`;
      }
      yield chunk;
    }
    yield `${columns
      .map((c, i) => {
        const sum = totals.of(c.key);
        if (sum !== undefined) return c.type === 'money' ? plainRinggit(sum) : String(sum);
        return i === 0 ? csvField(translate(language, 'reports.totalRow')) : '';
      })
      .join(',')}\r\n`;
  }
  return Readable.from(lines());
}

/** Until `out` has room again, or is gone. */
const drained = (out: PassThrough) =>
  new Promise<void>((done) => {
    const finish = () => {
      out.off('drain', finish);
      out.off('close', finish);
      done();
    };
    out.once('drain', finish);
    out.once('close', finish);
  });

/** A Malaysian wall-clock time as the date a spreadsheet shows (workbooks have no time zones). */
const wallClock = (iso: string) => new Date(Date.parse(iso) + MYT_MS);

function xlsxStream(request: ExportRequest): Readable {
  const { db, input, language } = request;
  const columns = REPORT_COLUMNS[input.kind];
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = request.platform.name;
  workbook.created = request.generatedAt;

  const write = async () => {
    const sheet = workbook.addWorksheet(request.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({
      header: header(language, c),
      key: c.key,
      width: c.type === 'money' ? 16 : c.type === 'datetime' ? 17 : c.type === 'count' ? 10 : 22,
      style:
        c.type === 'money'
          ? { numFmt: MYR_FORMAT }
          : c.type === 'datetime'
            ? { numFmt: 'dd/mm/yyyy hh:mm' }
            : c.type === 'date'
              ? { numFmt: 'dd/mm/yyyy' }
              : c.type === 'period'
                ? { numFmt: input.period.by === 'month' ? 'mm/yyyy' : 'dd/mm/yyyy' }
                : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const totals = runningTotals(input.kind);
    for await (const batch of reportRows(db, input)) {
      // the reader went away: stop reading; the reader is slower than the database: wait for it
      if (out.destroyed) return;
      if (out.writableNeedDrain) await drained(out);
      for (const row of batch) {
        totals.add(row);
        sheet
          .addRow(
            columns.map((c) => {
              const value = row[c.key] ?? null;
              if (value === null) return null;
              if (c.type === 'money') return Number(value) / 100;
              if (c.type === 'count') return Number(value);
              if (c.type === 'date' || c.type === 'datetime') return wallClock(String(value));
              // a day as a date cell; a month as its first day, shown MM/YYYY (the column's format follows the rows)
              if (c.type === 'period')
                return new Date(`${String(value).length === 7 ? `${value}-01` : value}T00:00:00Z`);
              if (c.type === 'label') return translate(language, `${c.labels}.${value}`);
              return String(value);
            }),
          )
          .commit();
      }
    }
    const last = sheet.addRow(
      columns.map((c, i) => {
        const sum = totals.of(c.key);
        if (sum !== undefined) return c.type === 'money' ? sum / 100 : sum;
        return i === 0 ? translate(language, 'reports.totalRow') : null;
      }),
    );
    last.font = { bold: true };
    last.commit();
    sheet.commit();

    const about = workbook.addWorksheet(translate(language, 'reports.aboutSheet').slice(0, 31));
    about.columns = [
      { key: 'label', width: 24 },
      { key: 'value', width: 48 },
    ];
    const facts: [string, string][] = [
      [translate(language, 'reports.file.report'), request.title],
      [
        translate(language, 'reports.file.period'),
        `${formatDate(input.period.from.toISOString())} – ${formatDate(new Date(input.period.to.getTime() - 1).toISOString())}`,
      ],
      ...request.filters.map((f): [string, string] => [f.label, f.value]),
      [translate(language, 'reports.file.rows'), String(totals.rows)],
      [translate(language, 'reports.file.generated'), formatDateTime(request.generatedAt.toISOString())],
      [translate(language, 'reports.file.currency'), 'MYR'],
    ];
    for (const [label, value] of facts) about.addRow({ label, value }).commit();
    about.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** The columns a printed A4 page has room for. */
const PDF_COLUMNS: Record<ReportKind, Record<string, number>> = {
  order: { placedAt: 0.15, number: 0.17, buyer: 0.2, seller: 0.2, status: 0.11, totalSen: 0.17 },
  seller: { seller: 0.32, orders: 0.1, buyers: 0.1, goodsSen: 0.16, totalSen: 0.16, payoutSen: 0.16 },
  delivery: { deliveryAt: 0.15, number: 0.17, seller: 0.19, buyer: 0.19, status: 0.15, onTime: 0.15 },
  sales: {
    period: 0.16,
    orders: 0.1,
    buyers: 0.1,
    goodsSen: 0.16,
    deliveryFeeSen: 0.16,
    chargesSen: 0.14,
    totalSen: 0.18,
  },
};

async function pdfBytes(request: ExportRequest): Promise<Buffer> {
  const { db, input, platform } = request;
  const en: Language = 'en-us';
  const columns = REPORT_COLUMNS[input.kind].filter((c) => PDF_COLUMNS[input.kind][c.key] !== undefined);
  const doc = await DocumentLayout.start(
    platform,
    translate(en, `reports.kinds.${input.kind}`).toUpperCase(),
    `${formatDate(input.period.from.toISOString())} – ${formatDate(new Date(input.period.to.getTime() - 1).toISOString())}`,
  );
  const totals = runningTotals(input.kind);
  const printed: string[][] = [];
  for await (const batch of reportRows(db, input)) {
    for (const row of batch) {
      totals.add(row);
      if (printed.length < REPORT_PDF_MAX_ROWS)
        printed.push(columns.map((c) => textOf(en, c, row[c.key] ?? null, (sen) => formatMoney(sen))));
    }
  }
  doc.facts(
    [
      ...request.filters.map((f) => ({ label: f.label, value: f.value })),
      { label: translate(en, 'reports.file.rows'), value: totals.rows.toLocaleString('en-MY') },
      { label: translate(en, 'reports.file.generated'), value: formatDateTime(request.generatedAt.toISOString()) },
    ],
    4,
  );
  doc.table(
    columns.map((c) => ({
      header: header(en, c),
      width: PDF_COLUMNS[input.kind][c.key]!,
      align: c.type === 'money' || c.type === 'count' ? 'right' : 'left',
    })),
    printed,
  );
  if (totals.rows > printed.length)
    doc.paragraph(translate(en, 'reports.pdfTruncated', { shown: printed.length, rows: totals.rows }));
  doc.totals(
    REPORT_COLUMNS[input.kind]
      .filter((c) => c.total)
      .map((c) => ({
        label: header(en, c),
        value: c.type === 'money' ? formatMoney(totals.of(c.key)!) : totals.of(c.key)!.toLocaleString('en-MY'),
        strong: c.key === 'totalSen',
      })),
  );
  return Buffer.from(await doc.finish());
}

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The report as a file: a stream (CSV, XLSX) or the bytes (PDF). */
export async function reportFile(request: ExportRequest, format: ReportFormat): Promise<Readable | Buffer> {
  if (format === 'csv') return csvStream(request);
  if (format === 'xlsx') return xlsxStream(request);
  return pdfBytes(request);
}
