/**
 * A build step: every text asset of the bundle (JavaScript, CSS, HTML, SVG, JSON) above 1 kB is
 * written beside itself compressed with brotli (quality 11) and gzip (level 9), once, at build
 * time; the API serves the smallest the browser accepts (@fastify/static, preCompressed).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

export async function precompress(dir: string): Promise<{ files: number; rawBytes: number; brotliBytes: number }> {
  let files = 0;
  let rawBytes = 0;
  let brotliBytes = 0;
  for (const file of await filesUnder(dir)) {
    if (!TEXT.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    files += 1;
    rawBytes += bytes.length;
    brotliBytes += brotli.length;
  }
  return { files, rawBytes, brotliBytes };
}

/** The Vite plugin: precompresses the output once the bundle is written. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'binamart-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, rawBytes, brotliBytes } = await precompress(outDir);
      const kb = (n: number) => `${Math.round(n / 1024)} kB`;
      this.info?.(`precompressed ${files} files: ${kb(rawBytes)} → ${kb(brotliBytes)} brotli`);
    },
  };
}
