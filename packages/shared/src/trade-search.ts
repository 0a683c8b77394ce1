/**
 * Search that speaks the trade: what a contractor types ("Y12", "rebar 12mm", "semen", "水泥",
 * "BRC") turned into the words the listings are written in, and the nearest known word for a
 * typo ("did you mean"). Pure: the API builds its full-text query from `searchGroups` and asks
 * `closestWord` over the words the catalogue holds.
 */

/**
 * Site words and their meaning in the listings' words: Malay and Chinese names of materials,
 * trade abbreviations. Each alias's alternatives are OR-ed; an alternative of several words needs
 * them all.
 */
const TRADE_WORDS: Record<string, string[][]> = {
  // cement (Malay simen / semen, Chinese 水泥; OPC is ordinary Portland cement)
  semen: [['cement']],
  simen: [['cement']],
  水泥: [['cement']],
  opc: [['portland']],
  // reinforcement bars and mesh (besi: iron; 钢筋: rebar; BRC: welded wire mesh)
  rebar: [['deformed'], ['reinforcement']],
  besi: [['steel'], ['bar']],
  钢筋: [['rebar'], ['deformed'], ['reinforcement']],
  钢: [['steel']],
  brc: [['mesh']],
  // sand, stone, bricks, tiles, paint, timber, pipes
  pasir: [['sand']],
  沙: [['sand']],
  砂: [['sand']],
  batu: [['aggregate'], ['stone'], ['granite']],
  石: [['aggregate'], ['stone']],
  bata: [['brick']],
  砖: [['brick']],
  jubin: [['tile']],
  瓷砖: [['tile']],
  cat: [['paint']],
  油漆: [['paint']],
  kayu: [['timber'], ['plywood']],
  木: [['timber'], ['plywood']],
  paip: [['pipe']],
  水管: [['pipe']],
  kabel: [['cable']],
  电线: [['cable']],
};

/** Chinese material names, longest first, for reading a run of Chinese characters word by word. */
const CHINESE_WORDS = Object.keys(TRADE_WORDS)
  .filter((word) => /\p{Script=Han}/u.test(word))
  .sort((a, b) => b.length - a.length);

/** One typed word and what it may match: any of the alternatives (each a set of words all needed). */
export interface SearchGroup {
  typed: string;
  alternatives: string[][];
  /** the last word typed also matches as the start of a word ("ceme" finds cement) */
  prefix: boolean;
}

/** Splits a run of Chinese characters into known material names where they occur, keeping the rest. */
function chineseWords(run: string): string[] {
  const words: string[] = [];
  let rest = run;
  while (rest) {
    const known = CHINESE_WORDS.find((word) => rest.startsWith(word));
    if (known) {
      words.push(known);
      rest = rest.slice(known.length);
      continue;
    }
    // characters before the next known word stay together
    let next = 1;
    while (next < rest.length && !CHINESE_WORDS.some((word) => rest.slice(next).startsWith(word))) next++;
    words.push(rest.slice(0, next));
    rest = rest.slice(next);
  }
  return words;
}

/** The words of what was typed: lower case, Chinese runs read word by word, "12 mm" kept as one size. */
export function searchWords(text: string): string[] {
  const raw = text.toLowerCase().match(/\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu) ?? [];
  const words: string[] = [];
  for (const word of raw) {
    if (/\p{Script=Han}/u.test(word)) words.push(...chineseWords(word));
    else if (word === 'mm' && /^\d+$/.test(words.at(-1) ?? '')) words.push(`${words.pop()}mm`);
    else words.push(word);
  }
  return words;
}

/** What one word may match in the listings. */
function alternativesOf(word: string): string[][] {
  const alternatives: string[][] = [[word]];
  const add = (...words: string[]) => {
    if (!alternatives.some((a) => a.join(' ') === words.join(' '))) alternatives.push(words);
  };
  // a bar size: 12mm is also "12 mm", and the high-tensile (T/Y) and round (R) bars of that diameter
  const size = /^(\d{1,3})mm$/.exec(word);
  if (size) {
    add(size[1]!, 'mm');
    add(`t${size[1]}`);
    add(`y${size[1]}`);
  }
  // Y12 and T12 name the same high-tensile bar; R12 a round mild-steel bar
  const tensile = /^[ty](\d{1,3})$/.exec(word);
  if (tensile) {
    add(`t${tensile[1]}`);
    add(`y${tensile[1]}`);
    add(`${tensile[1]}mm`);
  }
  const round = /^r(\d{1,3})$/.exec(word);
  if (round) add(`${round[1]}mm`, 'round');
  for (const meaning of TRADE_WORDS[word] ?? []) add(...meaning);
  return alternatives;
}

/**
 * What a search asks for: one group per word typed, every group needed. Null when nothing
 * searchable was typed.
 */
export function searchGroups(text: string): SearchGroup[] | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return words.map((typed, index) => ({
    typed,
    alternatives: alternativesOf(typed),
    prefix: index === words.length - 1 && !/\p{Script=Han}/u.test(typed),
  }));
}

/** The tsquery text of the groups (every word is letters and digits only, so it needs no quoting). */
export function tsQueryText(groups: SearchGroup[], join: '&' | '|' = '&'): string {
  return groups
    .map((group) => {
      const options = group.alternatives.map((words) => (words.length === 1 ? words[0]! : `(${words.join(' & ')})`));
      if (group.prefix) options.push(`${group.typed}:*`);
      return `(${options.join(' | ')})`;
    })
    .join(` ${join} `);
}

/** The trigrams of a word (padded like PostgreSQL's pg_trgm: two spaces before, one after). */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** Trigram similarity of two words: shared trigrams over all trigrams (0 to 1, as pg_trgm's similarity). */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const gram of ta) if (tb.has(gram)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** Below this similarity a known word is not offered as what was meant (unless it is a near edit). */
export const SUGGESTION_THRESHOLD = 0.3;

/**
 * Edits between two words (insert, delete, replace, or swap two neighbours: "cemnet" is one swap
 * from "cement"), counted only up to `limit` (more is limit + 1).
 */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** The edits a typo of a word this long may have: one in a short word, two in a longer one. */
const editsAllowed = (word: string) => (word.length <= 4 ? 1 : 2);

/**
 * The known word nearest to `word` (a typo's correction), or null when none is near enough: the
 * fewest edits within what the word's length allows, else the most shared trigrams above the
 * threshold; ties go to the more similar, then the first in alphabetical order.
 */
export function closestWord(word: string, vocabulary: Iterable<string>): string | null {
  const allowed = editsAllowed(word);
  let best: { known: string; edits: number; score: number } | null = null;
  for (const known of vocabulary) {
    if (Math.abs(known.length - word.length) > 3) continue;
    const edits = editDistance(word, known, allowed);
    const score = similarity(word, known);
    if (edits > allowed && score < SUGGESTION_THRESHOLD) continue;
    const candidate = { known, edits: Math.min(edits, allowed + 1), score };
    if (
      !best ||
      candidate.edits < best.edits ||
      (candidate.edits === best.edits &&
        (candidate.score > best.score || (candidate.score === best.score && known < best.known)))
    ) {
      best = candidate;
    }
  }
  return best?.known ?? null;
}

/**
 * What was probably meant: each word the catalogue does not know, replaced by the nearest word it
 * does; null when every word is known or none has a near neighbour. Trade words count as known.
 */
export function correctedSearch(text: string, vocabulary: ReadonlySet<string>): string | null {
  const words = searchWords(text);
  let changed = false;
  const corrected = words.map((word) => {
    if (vocabulary.has(word) || TRADE_WORDS[word] || /\d/.test(word) || /\p{Script=Han}/u.test(word)) return word;
    const nearest = closestWord(word, vocabulary);
    if (!nearest) return word;
    changed = true;
    return nearest;
  });
  return changed ? corrected.join(' ') : null;
}
