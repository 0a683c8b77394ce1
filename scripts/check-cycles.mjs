#!/usr/bin/env node
/**
 * Fails when relative imports between the project's TypeScript files form a cycle
 * (STYLE.md: no import cycles). Reads import and export-from statements as text.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const SOURCES = ['apps/api/src', 'apps/web/src', 'packages/shared/src'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"]((?:\.{1,2}|@)\/[^'"]+)['"]/gm;
/** The web app's `@/` alias of apps/web/src. */
const WEB_ALIAS = join(root, 'apps/web/src');

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  const base = specifier.startsWith('@/') ? join(WEB_ALIAS, specifier.slice(2)) : resolve(dirname(from), specifier);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

const graph = new Map();
for (const dir of SOURCES) {
  for (const file of files(join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => resolveImport(file, m[1])).filter(Boolean);
    graph.set(file, targets);
  }
}

const state = new Map(); // 1 = on the current path, 2 = done
const cycles = [];
function visit(node, path) {
  state.set(node, 1);
  for (const next of graph.get(node) ?? []) {
    if (state.get(next) === 1) cycles.push([...path.slice(path.indexOf(next)), next]);
    else if (!state.get(next)) visit(next, [...path, next]);
  }
  state.set(node, 2);
}
for (const node of graph.keys()) if (!state.get(node)) visit(node, [node]);

if (cycles.length > 0) {
  console.error('Import cycles:');
  for (const cycle of cycles) console.error(`  ${cycle.map((f) => relative(root, f)).join(' → ')}`);
  process.exit(1);
}
console.log(`No import cycles in ${graph.size} files.`);
