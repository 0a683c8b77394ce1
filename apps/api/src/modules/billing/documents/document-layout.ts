/**
 * A small A4 layout over pdf-lib for the platform's documents (invoices, notes, receipts,
 * statements): the platform's letterhead, the title and number, company blocks, key facts,
 * a table whose rows break across pages (its header repeated), totals, the amount in words
 * and a footer with "Page x of y". Blocks are laid out top-down from a cursor; a block that
 * does not fit starts a new page.
 */
import { type PDFFont, PDFDocument, type PDFPage, PageSizes, StandardFonts, rgb } from 'pdf-lib';
import { ringgitInWords } from '@binamart/shared';
import type { Env } from '../../../env';
import { printableText } from './pdf-text';

/** The platform's details at the head of every document (from the environment). */
export interface PlatformDetails {
  name: string;
  registrationNo: string;
  address: string;
  email: string;
  phone: string;
}

/** The platform's letterhead details, as configured (PLATFORM_* settings). */
export const platformOf = (env: Env): PlatformDetails => ({
  name: env.PLATFORM_NAME,
  registrationNo: env.PLATFORM_REGISTRATION_NO,
  address: env.PLATFORM_ADDRESS,
  email: env.PLATFORM_EMAIL,
  phone: env.PLATFORM_PHONE,
});

/** A company as a document names it: "Bill to", "Seller", "Received from". */
export interface PartyBlock {
  heading: string;
  name: string;
  registrationNo: string;
  address: string;
  /** further lines: an e-mail, a phone number */
  lines?: string[];
}

/** A company as a document prints it. */
export interface CompanyDetails {
  name: string;
  registrationNo: string;
  address: string;
  email: string;
  phone: string;
}

/** The block of a company under `heading` ("Bill to", "Seller"). */
export const partyOf = (heading: string, company: CompanyDetails): PartyBlock => ({
  heading,
  name: company.name,
  registrationNo: company.registrationNo,
  address: company.address,
  lines: [company.email, company.phone].filter(Boolean),
});

export interface Fact {
  label: string;
  value: string;
}

export interface TableColumn {
  header: string;
  /** a share of the content width; the shares of a table add up to 1 */
  width: number;
  align?: 'left' | 'right';
}

export interface TotalRow {
  label: string;
  value: string;
  /** the grand total, the outstanding amount: bold with a rule above */
  strong?: boolean;
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 42;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const RIGHT = PAGE_WIDTH - MARGIN;
/** the cursor never goes below this: the footer lives underneath */
const BOTTOM = MARGIN + 34;
const CELL_PAD = 4;

const INK = rgb(0.13, 0.15, 0.18);
const MUTED = rgb(0.42, 0.45, 0.5);
const ACCENT = rgb(0.85, 0.42, 0.09);
const RULE = rgb(0.8, 0.82, 0.85);
const SHADE = rgb(0.95, 0.96, 0.97);

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
}

/** One document being laid out; `finish` numbers the pages and answers the bytes. */
export class DocumentLayout {
  private page: PDFPage;
  private y = PAGE_HEIGHT - MARGIN;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly platform: PlatformDetails,
    private readonly title: string,
    private readonly number: string,
    private readonly footerNote: string,
  ) {
    this.page = this.pdf.addPage(PageSizes.A4);
    this.letterhead();
  }

  /**
   * A new document titled `title` (e.g. "INVOICE") with its number under the title; `footerNote`
   * replaces the footer's "no signature is required" (a signed delivery order says otherwise).
   */
  static async start(
    platform: PlatformDetails,
    title: string,
    number: string,
    footerNote = 'This is a computer-generated document; no signature is required.',
  ): Promise<DocumentLayout> {
    const pdf = await PDFDocument.create();
    const [regular, bold] = await Promise.all([
      pdf.embedFont(StandardFonts.Helvetica),
      pdf.embedFont(StandardFonts.HelveticaBold),
    ]);
    pdf.setTitle(`${title} ${number}`);
    pdf.setAuthor(platform.name);
    pdf.setCreator(platform.name);
    pdf.setProducer(platform.name);
    return new DocumentLayout(pdf, regular, bold, platform, title, number, footerNote);
  }

  // ------------------------------------------------------------------ blocks

  /** Company blocks side by side (one or two). */
  parties(...blocks: PartyBlock[]): void {
    const gap = 24;
    const width = (CONTENT_WIDTH - gap * (blocks.length - 1)) / blocks.length;
    const laid = blocks.map((block) => [
      { text: block.heading.toUpperCase(), style: { size: 7.5, bold: true, color: MUTED } },
      ...this.wrap(block.name, width, 10.5, true).map((text) => ({ text, style: { size: 10.5, bold: true } })),
      ...(block.registrationNo ? [{ text: `Registration No.: ${block.registrationNo}`, style: { size: 8.5 } }] : []),
      ...this.wrap(block.address, width, 8.5).map((text) => ({ text, style: { size: 8.5 } })),
      ...(block.lines ?? []).flatMap((line) =>
        this.wrap(line, width, 8.5).map((text) => ({ text, style: { size: 8.5 } })),
      ),
    ]);
    const lineHeight = 12;
    const height = Math.max(...laid.map((lines) => lines.length)) * lineHeight;
    this.ensure(height);
    laid.forEach((lines, i) => {
      const x = MARGIN + i * (width + gap);
      lines.forEach(({ text, style }, row) => this.text(text, x, this.y - 9 - row * lineHeight, style));
    });
    this.y -= height + 12;
  }

  /** Key facts (number, dates, term…) in a grid of `perRow` columns: a small label over its value. */
  facts(facts: Fact[], perRow = 4): void {
    const width = CONTENT_WIDTH / perRow;
    const rowHeight = 28;
    for (let start = 0; start < facts.length; start += perRow) {
      this.ensure(rowHeight);
      const top = this.y;
      this.page.drawRectangle({
        x: MARGIN,
        y: top - rowHeight + 3,
        width: CONTENT_WIDTH,
        height: rowHeight - 3,
        color: SHADE,
      });
      facts.slice(start, start + perRow).forEach((fact, i) => {
        const x = MARGIN + i * width + 6;
        this.text(fact.label.toUpperCase(), x, top - 11, { size: 7, bold: true, color: MUTED });
        this.text(this.clip(fact.value, width - 12, 9.5, true), x, top - 22, { size: 9.5, bold: true });
      });
      this.y -= rowHeight;
    }
    this.y -= 10;
  }

  /** A section heading. */
  heading(text: string): void {
    // kept with what follows: a table's header and its first row fit under it
    this.ensure(75);
    this.y -= 6;
    this.text(text, MARGIN, this.y - 10, { size: 10.5, bold: true });
    this.y -= 18;
  }

  /** A table: text wraps inside its cell; a row that does not fit goes to the next page under the header again. */
  table(columns: TableColumn[], rows: string[][]): void {
    const widths = columns.map((c) => c.width * CONTENT_WIDTH);
    const size = 8.5;
    const lineHeight = 11;
    const headerHeight = 18;
    const drawHeader = () => {
      this.page.drawRectangle({
        x: MARGIN,
        y: this.y - headerHeight,
        width: CONTENT_WIDTH,
        height: headerHeight,
        color: INK,
      });
      let x = MARGIN;
      columns.forEach((column, i) => {
        this.cell(column.header, x, widths[i]!, this.y - 12, column.align, {
          size: 8,
          bold: true,
          color: rgb(1, 1, 1),
        });
        x += widths[i]!;
      });
      this.y -= headerHeight;
    };
    this.ensure(headerHeight + lineHeight + 2 * CELL_PAD);
    drawHeader();
    rows.forEach((row, r) => {
      // text wraps; figures (right-aligned) stay on one line, in a smaller size when they must
      const cells = row.map((value, i) =>
        columns[i]!.align === 'right' ? [value] : this.wrap(value, widths[i]! - 2 * CELL_PAD, size),
      );
      const height = Math.max(1, ...cells.map((lines) => lines.length)) * lineHeight + 2 * CELL_PAD;
      if (this.y - height < BOTTOM) {
        this.newPage();
        drawHeader();
      }
      if (r % 2 === 1) {
        this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: CONTENT_WIDTH, height, color: SHADE });
      }
      let x = MARGIN;
      cells.forEach((lines, i) => {
        const fitted =
          columns[i]!.align === 'right' ? this.sizeToFit(lines[0]!, widths[i]! - 2 * CELL_PAD, size) : size;
        lines.forEach((line, l) =>
          this.cell(line, x, widths[i]!, this.y - CELL_PAD - 8 - l * lineHeight, columns[i]!.align, { size: fitted }),
        );
        x += widths[i]!;
      });
      this.y -= height;
      this.rule(this.y);
    });
    this.y -= 10;
  }

  /** Label and amount rows at the right; strong rows bold with a rule above. */
  totals(rows: TotalRow[]): void {
    const labelX = RIGHT - 270;
    const rowHeight = 15;
    this.ensure(rows.length * rowHeight + 6);
    for (const row of rows) {
      if (row.strong) this.rule(this.y - 1, labelX, RIGHT, INK);
      const style = { size: row.strong ? 10 : 9, bold: !!row.strong };
      this.text(row.label, labelX, this.y - 11, { ...style, color: row.strong ? INK : MUTED });
      this.textRight(row.value, RIGHT, this.y - 11, style);
      this.y -= rowHeight;
    }
    this.y -= 8;
  }

  /** "Amount in words" and the amount, e.g. "Ringgit Malaysia One Hundred Only". */
  amountInWords(sen: number, label = 'Amount in words'): void {
    const lines = this.wrap(ringgitInWords(sen), CONTENT_WIDTH - 12, 9.5, true);
    const height = 16 + lines.length * 12 + 6;
    this.ensure(height);
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: 3, height, color: ACCENT });
    this.text(label.toUpperCase(), MARGIN + 10, this.y - 10, { size: 7, bold: true, color: MUTED });
    lines.forEach((line, i) => this.text(line, MARGIN + 10, this.y - 24 - i * 12, { size: 9.5, bold: true }));
    this.y -= height + 12;
  }

  /** A paragraph of small print (terms, remarks). */
  paragraph(text: string, style: TextStyle = { size: 8.5, color: MUTED }): void {
    const size = style.size ?? 8.5;
    const lines = this.wrap(text, CONTENT_WIDTH, size, style.bold);
    const lineHeight = size + 3;
    for (const line of lines) {
      this.ensure(lineHeight);
      this.text(line, MARGIN, this.y - size, style);
      this.y -= lineHeight;
    }
    this.y -= 6;
  }

  /**
   * A PNG (a drawn signature) under a small label, scaled to fit a `width` × `height` box with a
   * rule under it, and caption lines below (who signed, when).
   */
  async image(png: Uint8Array, options: { label: string; caption?: string[]; width?: number; height?: number }) {
    const image = await this.pdf.embedPng(png);
    const boxWidth = options.width ?? 220;
    const boxHeight = options.height ?? 80;
    const caption = options.caption ?? [];
    this.ensure(14 + boxHeight + 6 + caption.length * 12 + 6);
    this.text(options.label.toUpperCase(), MARGIN, this.y - 8, { size: 7.5, bold: true, color: MUTED });
    const top = this.y - 14;
    const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    this.page.drawImage(image, {
      x: MARGIN + (boxWidth - width) / 2,
      y: top - boxHeight + (boxHeight - height) / 2,
      width,
      height,
    });
    this.rule(top - boxHeight - 2, MARGIN, MARGIN + boxWidth, INK);
    caption.forEach((line, i) => this.text(line, MARGIN, top - boxHeight - 14 - i * 12, { size: 8.5 }));
    this.y = top - boxHeight - 6 - caption.length * 12 - 6;
  }

  /** Numbers the pages ("Page 1 of 2"), adds the footer and answers the PDF bytes. */
  async finish(): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    const footer = `${this.platform.name} · ${this.platform.registrationNo} · ${this.footerNote}`;
    pages.forEach((page, i) => {
      this.page = page;
      this.rule(MARGIN + 16);
      this.text(this.clip(footer, CONTENT_WIDTH - 80, 7), MARGIN, MARGIN + 4, { size: 7, color: MUTED });
      this.textRight(`Page ${i + 1} of ${pages.length}`, RIGHT, MARGIN + 4, { size: 7.5, bold: true, color: MUTED });
    });
    return this.pdf.save();
  }

  // ------------------------------------------------------------------ pages

  /** The full letterhead on the first page: the platform at the left, the title and number at the right. */
  private letterhead(): void {
    const top = this.y;
    const left = CONTENT_WIDTH * 0.58;
    this.page.drawRectangle({ x: MARGIN, y: top - 4, width: CONTENT_WIDTH, height: 4, color: ACCENT });
    let y = top - 26;
    this.text(this.platform.name, MARGIN, y, { size: 15, bold: true });
    y -= 13;
    if (this.platform.registrationNo) {
      this.text(`Registration No.: ${this.platform.registrationNo}`, MARGIN, y, { size: 8, color: MUTED });
      y -= 11;
    }
    for (const line of this.wrap(this.platform.address, left, 8)) {
      this.text(line, MARGIN, y, { size: 8, color: MUTED });
      y -= 11;
    }
    const contact = [this.platform.email, this.platform.phone].filter(Boolean).join(' · ');
    if (contact) {
      this.text(contact, MARGIN, y, { size: 8, color: MUTED });
      y -= 11;
    }
    this.textRight(this.title, RIGHT, top - 30, { size: 19, bold: true, color: ACCENT });
    this.textRight(this.number, RIGHT, top - 48, { size: 11, bold: true });
    this.y = Math.min(y, top - 58) - 6;
    this.rule(this.y, MARGIN, RIGHT, INK);
    this.y -= 16;
  }

  /** A continuation page: a slim header naming the document again. */
  private newPage(): void {
    this.page = this.pdf.addPage(PageSizes.A4);
    const top = PAGE_HEIGHT - MARGIN;
    this.page.drawRectangle({ x: MARGIN, y: top - 3, width: CONTENT_WIDTH, height: 3, color: ACCENT });
    this.text(this.platform.name, MARGIN, top - 18, { size: 9, bold: true });
    this.textRight(`${this.title} ${this.number} (continued)`, RIGHT, top - 18, { size: 9, bold: true });
    this.rule(top - 26);
    this.y = top - 38;
  }

  /** Starts a new page unless `height` still fits above the footer. */
  private ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  // ------------------------------------------------------------------ text

  private fontOf(bold?: boolean): PDFFont {
    return bold ? this.bold : this.regular;
  }

  private text(text: string, x: number, y: number, style: TextStyle = {}): void {
    const font = this.fontOf(style.bold);
    this.page.drawText(printableText(font, text), { x, y, size: style.size ?? 9, font, color: style.color ?? INK });
  }

  private textRight(text: string, right: number, y: number, style: TextStyle = {}): void {
    const font = this.fontOf(style.bold);
    const printable = printableText(font, text);
    const width = font.widthOfTextAtSize(printable, style.size ?? 9);
    this.page.drawText(printable, { x: right - width, y, size: style.size ?? 9, font, color: style.color ?? INK });
  }

  private cell(text: string, x: number, width: number, y: number, align: TableColumn['align'], style: TextStyle) {
    if (align === 'right') this.textRight(text, x + width - CELL_PAD, y, style);
    else this.text(text, x + CELL_PAD, y, style);
  }

  private rule(y: number, from = MARGIN, to = RIGHT, color = RULE): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.6, color });
  }

  /** `text` broken into lines no wider than `width`; a word longer than a line is cut. */
  private wrap(text: string, width: number, size: number, bold?: boolean): string[] {
    const font = this.fontOf(bold);
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    const lines: string[] = [];
    let line = '';
    for (let word of printableText(font, text).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      while (!fits(word)) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut--;
        lines.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      line = word;
    }
    if (line) lines.push(line);
    return lines.length > 0 ? lines : [''];
  }

  /** The size, at most `size` and at least 6 points, at which `text` fits `width` on one line. */
  private sizeToFit(text: string, width: number, size: number, bold?: boolean): number {
    const font = this.fontOf(bold);
    const natural = font.widthOfTextAtSize(printableText(font, text), size);
    return natural <= width ? size : Math.max(6, Math.floor(((size * width) / natural) * 10) / 10);
  }

  /** `text` shortened with "…" to fit `width` on one line. */
  private clip(text: string, width: number, size: number, bold?: boolean): string {
    const font = this.fontOf(bold);
    let out = printableText(font, text);
    if (font.widthOfTextAtSize(out, size) <= width) return out;
    while (out.length > 1 && font.widthOfTextAtSize(`${out}…`, size) > width) out = out.slice(0, -1);
    return `${out.trimEnd()}…`;
  }
}
