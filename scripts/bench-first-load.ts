/**
 * The first load of the web app (bench): the files index.html pulls before any page's own code
 * (its scripts, module preloads and styles), as built and as sent precompressed (brotli, gzip): the share of
 * every route's first load that comes before any page's own code. The budget per route is held by
 * bench-route-loads. Needs `npm run build`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dist = resolve(import.meta.dirname, '../apps/web/dist');

const sizeOf = (path: string) => (existsSync(path) ? statSync(path).size : null);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

export function benchFirstLoad() {
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) {
    console.log('\nFirst load: no web build (run npm run build first).');
    return;
  }
  const html = readFileSync(indexPath, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  let raw = 0;
  let brotli = 0;
  let gzip = 0;
  let js = 0;
  for (const file of files) {
    const path = join(dist, file);
    const plain = sizeOf(path) ?? 0;
    const br = sizeOf(`${path}.br`) ?? plain;
    raw += plain;
    brotli += br;
    gzip += sizeOf(`${path}.gz`) ?? plain;
    if (file.endsWith('.js')) js += br;
  }
  console.log(`\nFirst load of / (index.html and the ${files.length} files it pulls before any page's code):`);
  console.log(
    `  as built ${kb(raw)}, sent brotli ${kb(brotli)}, sent gzip ${kb(gzip)} (before: ${kb(raw)} uncompressed)`,
  );
  console.log(
    `  initial JavaScript of the shell, brotli: ${kb(js)} (every route's own scripts come on top: see the first load per route)`,
  );
}
