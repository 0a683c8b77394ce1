import { describe, expect, it } from 'vitest';
import {
  closestWord,
  correctedSearch,
  editDistance,
  searchGroups,
  searchWords,
  similarity,
  tsQueryText,
} from './trade-search';

describe('the words of a search', () => {
  it('reads sizes, Chinese material names and mixed text', () => {
    expect(searchWords('Rebar 12 mm')).toEqual(['rebar', '12mm']);
    expect(searchWords('钢筋水泥')).toEqual(['钢筋', '水泥']);
    expect(searchWords('水泥 50kg')).toEqual(['水泥', '50kg']);
    expect(searchWords('Y12, T16!')).toEqual(['y12', 't16']);
    expect(searchWords(' - ! ')).toEqual([]);
  });

  it('gives every word its trade meanings, the last also as a prefix', () => {
    expect(tsQueryText(searchGroups('Y12')!)).toBe('(y12 | t12 | 12mm | y12:*)');
    expect(tsQueryText(searchGroups('12mm')!)).toBe('(12mm | (12 & mm) | t12 | y12 | 12mm:*)');
    expect(tsQueryText(searchGroups('r10')!)).toBe('(r10 | (10mm & round) | r10:*)');
    expect(tsQueryText(searchGroups('semen ceme')!)).toBe('(semen | cement) & (ceme | ceme:*)');
    // a Chinese word is never a prefix
    expect(tsQueryText(searchGroups('水泥')!)).toBe('(水泥 | cement)');
    expect(searchGroups('  ')).toBeNull();
  });
});

describe('what a misspelt search meant', () => {
  const words = new Set(['cement', 'portland', 'welded', 'mesh', 'brick', 'sand', 'tile']);

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('cemnet', 'cement')).toBe(1);
    expect(editDistance('brik', 'brick')).toBe(1);
    expect(editDistance('sand', 'cement')).toBe(4);
    expect(similarity('cement', 'cement')).toBe(1);
  });

  it('takes the nearest known word, and none when nothing is near', () => {
    expect(closestWord('cemnet', words)).toBe('cement');
    expect(closestWord('portlnd', words)).toBe('portland');
    expect(closestWord('xylophone', words)).toBeNull();
    expect(closestWord('tyle', words)).toBe('tile');
  });

  it('corrects only the unknown words, never sizes, trade words or Chinese', () => {
    expect(correctedSearch('wleded mesh', words)).toBe('welded mesh');
    expect(correctedSearch('cement', words)).toBeNull();
    expect(correctedSearch('semen y12 水泥', words)).toBeNull();
  });
});
