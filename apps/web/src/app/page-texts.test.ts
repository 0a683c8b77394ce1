/**
 * Every page waits for the catalogue parts its screens use: for each page loader in the router
 * (`withTexts([...], () => import(...))`) and each layout's `useTexts([...])`, the parts named
 * must cover every part whose keys appear in the files the page's code reaches.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_PARTS, type TextPart } from '../lib/i18n';

const WEB = resolve(import.meta.dirname, '..');
const PARTS = resolve(WEB, '../../../packages/shared/src/i18n/parts');

/** The top-level keys of each part, read from its English file. */
async function partKeys(): Promise<Map<string, TextPart>> {
  const owner = new Map<string, TextPart>();
  for (const part of TEXT_PARTS) {
    const module = (await import(join(PARTS, `${part}.ts`))) as Record<string, unknown>;
    const texts = Object.values(module).find((value) => typeof value === 'object') as object;
    for (const key of Object.keys(texts)) owner.set(key, part);
  }
  return owner;
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? join(WEB, spec.slice(2)) : resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && !readdirSafe(path),
  );
}
const readdirSafe = (path: string) => {
  try {
    readdirSync(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * The files a module reaches through static imports (dynamic imports are other pages; type imports bring no code). From a
 * feature's index.ts only the re-exports of the names imported are followed: a page that shows
 * the cart badge does not need the texts of everything else the cart feature offers.
 */
function reach(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const match of source.matchAll(/(?:import|export)\s([^'";]*?)from\s+'([^']+)'/g)) {
    const spec = match[2]!;
    if (!spec.startsWith('.') && !spec.startsWith('@/')) continue;
    // a type brings no code, and no texts
    if (/^type\s/.test(match[1]!)) continue;
    const target = resolveImport(entry, spec);
    if (!target) continue;
    if (/features\/[^/]+\/index\.ts$/.test(target) && !entry.startsWith(dirname(target))) {
      const names = [...match[1]!.matchAll(/\b(\w+)\b/g)].map((m) => m[1]!).filter((n) => n !== 'type');
      followNames(target, names, seen);
    } else reach(target, seen);
  }
  return seen;
}

/** Follows only the lines of a feature's index.ts that re-export one of the names. */
function followNames(index: string, names: string[], seen: Set<string>) {
  const source = readFileSync(index, 'utf8');
  for (const match of source.matchAll(/export\s(?:type\s)?\{([^}]*)\}\s*from\s+'([^']+)'/g)) {
    const exported = [...match[1]!.matchAll(/\b(\w+)\b/g)].map((m) => m[1]!);
    if (!exported.some((name) => names.includes(name))) continue;
    const target = resolveImport(index, match[2]!);
    if (target) reach(target, seen);
  }
}

function partsUsed(files: Set<string>, owner: Map<string, TextPart>): Set<TextPart> {
  const used = new Set<TextPart>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/['"`]([a-zA-Z]+)\./g)) {
      const part = owner.get(match[1]!);
      if (part) used.add(part);
    }
  }
  return used;
}

/** The web app's source files, tests left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const missing = (needed: Set<TextPart>, given: string[]) => [...needed].filter((part) => !given.includes(part)).sort();
const listed = (text: string) => [...text.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]!);

describe('page texts', async () => {
  const owner = await partKeys();
  const routerFile = join(WEB, 'app/router.tsx');
  const router = readFileSync(routerFile, 'utf8');

  it('every page loader names the parts its screens use', () => {
    const problems: string[] = [];
    // the router's pages, and the parts of pages that load after them with their own texts (a product's buying tools)
    for (const loader of sourceFiles(WEB)) {
      const source = readFileSync(loader, 'utf8');
      for (const match of source.matchAll(/withTexts\(\s*\[([^\]]*)\],\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
        const file = resolveImport(loader, match[2]!)!;
        const gaps = missing(partsUsed(reach(file), owner), listed(match[1]!));
        if (gaps.length) problems.push(`${match[2]}: ${gaps.join(', ')}`);
      }
    }
    for (const match of router.matchAll(/=\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
      const file = resolveImport(routerFile, match[1]!)!;
      const gaps = [...partsUsed(reach(file), owner)];
      if (gaps.length) problems.push(`${match[1]} (no withTexts): ${gaps.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('the layouts load the parts their menus use', () => {
    const problems: string[] = [];
    for (const name of readdirSync(join(WEB, 'app/layouts')).filter((f) => f.endsWith('.tsx'))) {
      const file = join(WEB, 'app/layouts', name);
      const source = readFileSync(file, 'utf8');
      const given = listed(source.match(/useTexts\(\[([^\]]*)\]\)/)?.[1] ?? '');
      const gaps = missing(partsUsed(new Set([file]), owner), given);
      if (gaps.length) problems.push(`${name}: ${gaps.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('the main bundle needs only the core texts', () => {
    const main = reach(join(WEB, 'main.tsx'));
    const layouts = [...main].filter((file) => file.includes('/app/layouts/'));
    for (const layout of layouts) main.delete(layout);
    expect([...partsUsed(main, owner)]).toEqual([]);
  });
});
