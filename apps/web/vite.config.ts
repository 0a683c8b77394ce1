import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress';
import { pwaPlugin } from './build/pwa';

export default defineConfig({
  plugins: [react(), pwaPlugin(), precompressPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/accounts': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    // every browser the marketplace supports preloads modules itself: no polyfill to run at start
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // what the first page needs comes as one file: split into the modules the lazy screens also use,
        // it came as some thirty small files that compress less well together (18 kB more, brotli)
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
});
