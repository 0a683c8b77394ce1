/**
 * Text as the standard PDF fonts can print it, and the display formats documents use.
 * Helvetica speaks WinAnsi only: a character outside it (a Chinese company name, an emoji)
 * would make pdf-lib throw, so it is replaced — by its unaccented letter when it has one,
 * else by "?" — and the document still renders.
 */
import type { PDFFont } from 'pdf-lib';
import { formatDate } from '@binamart/shared';

const REPLACEMENT = '?';
const printable = new WeakMap<PDFFont, Set<number>>();

function charactersOf(font: PDFFont): Set<number> {
  let set = printable.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    printable.set(font, set);
  }
  return set;
}

/** `text` with every character the font cannot encode replaced, and line breaks and tabs made spaces. */
export function printableText(font: PDFFont, text: string): string {
  const set = charactersOf(font);
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\t\r\n\v\f]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (set.has(code)) {
      out += char;
      continue;
    }
    // "ā" → "a": keep the base letters when the accent alone is what the font lacks
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every((c) => set.has(c.codePointAt(0)!)) ? base : REPLACEMENT;
  }
  return out;
}

/** A Malaysian calendar date (YYYY-MM-DD) as DD/MM/YYYY. */
export function displayDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** A timestamp as its DD/MM/YYYY date in Kuala Lumpur. */
export const displayDay = (timestamp: string | Date): string =>
  formatDate(typeof timestamp === 'string' ? timestamp : timestamp.toISOString());
