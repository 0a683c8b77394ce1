/**
 * A build step for the installable marketplace: writes /service-worker.js (from the template
 * beside this file, with the build's version and the shell to cache) and the offline page it
 * shows with no network (/offline.html and its script, in the three interface languages from the
 * catalogue part `push`). The worker's version is a hash of what it serves, so every build that
 * changes the app is a new worker, which the page offers to reload into.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { pushEn } from '../../../packages/shared/src/i18n/parts/push';
import { pushMs } from '../../../packages/shared/src/i18n/parts/ms/push';
import { pushZh } from '../../../packages/shared/src/i18n/parts/zh-cn/push';

/** Files of public/ the worker caches when it installs (with the offline page it is given). */
const PUBLIC_SHELL = [
  '/offline.html',
  '/offline.js',
  '/app.webmanifest',
  '/favicon.svg',
  // index.html asks for it before the app: an offline start from the cache asks for it too
  '/boot-check.js',
  '/icons/binamart-192.png',
  '/icons/binamart-512.png',
  '/icons/binamart-maskable-192.png',
];

const OFFLINE_TEXTS = [
  { language: 'en-us', lang: 'en-US', texts: pushEn.pwa.offline },
  { language: 'zh-cn', lang: 'zh-CN', texts: pushZh.pwa.offline },
  { language: 'ms', lang: 'ms', texts: pushMs.pwa.offline },
] as const;

/** What the loading page says when the app's code cannot load, by language. */
const BOOT_FAILED: Record<string, { title: string; body: string; retry: string }> = {
  'en-us': pushEn.pwa.bootFailed,
  'zh-cn': pushZh.pwa.bootFailed,
  ms: pushMs.pwa.bootFailed,
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The offline page: every language on it, the reader's shown by its script (English without one). */
export function offlinePage(): string {
  const sections = OFFLINE_TEXTS.map(
    (
      { language, lang, texts },
      index,
    ) => `    <section lang="${lang}" data-language="${language}"${index > 0 ? ' hidden' : ''}>
      <h1>${escape(texts.title)}</h1>
      <p>${escape(texts.body)}</p>
      <button type="button" class="retry">${escape(texts.retry)}</button>
    </section>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#16406e" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="manifest" href="/app.webmanifest" />
    <title>BinaMart</title>
    <style>
      body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
        font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans SC', sans-serif;
        background: #f8f9fa; color: #212529; }
      main { max-width: 28rem; padding: 2rem 1.25rem; text-align: center; }
      h1 { font-size: 1.5rem; margin: 1.25rem 0 0.75rem; }
      p { line-height: 1.55; margin: 0 0 1.5rem; color: #495057; }
      button { font: inherit; font-weight: 600; color: #fff; background: #16406e; border: 0; border-radius: 0.5rem;
        min-height: 2.75rem; padding: 0 1.5rem; cursor: pointer; }
      button:focus-visible { outline: 3px solid #f5b301; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <svg width="72" height="72" viewBox="0 0 64 64" role="img" aria-label="BinaMart">
        <rect width="64" height="64" rx="12" fill="#16406e" />
        <path d="M14 44V24l18-10 18 10v20H38V32H26v12z" fill="#f5b301" />
      </svg>
${sections}
    </main>
    <script src="/offline.js"></script>
  </body>
</html>
`;
}

/** The offline page's script (the site's policy allows no inline script): language, Try again, and back online. */
export function offlineScript(): string {
  return `// the offline page of BinaMart's service worker: shown in the language chosen on the site
(function () {
  var chosen = null;
  try {
    chosen = window.localStorage.getItem('binamart.language');
  } catch (error) {
    chosen = null;
  }
  var sections = document.querySelectorAll('section[data-language]');
  var known = Array.prototype.some.call(sections, function (section) {
    return section.getAttribute('data-language') === chosen;
  });
  var language = known ? chosen : 'en-us';
  Array.prototype.forEach.call(sections, function (section) {
    section.hidden = section.getAttribute('data-language') !== language;
    if (!section.hidden) document.documentElement.lang = section.lang;
  });
  Array.prototype.forEach.call(document.querySelectorAll('.retry'), function (button) {
    button.addEventListener('click', function () {
      window.location.reload();
    });
  });
  window.addEventListener('online', function () {
    window.location.reload();
  });
})();
`;
}

/** The loading page's check (public path /boot-check.js, read before the app's module): says so, in the language chosen on the site, when the app's code cannot load. */
export function bootCheckScript(): string {
  return `/*
 * Says so when the app's code cannot load (a connection dropped on a site, files replaced by a
 * new release): without it the page would keep the header's bar and nothing else. A classic
 * script, run before the app's module (both deferred, in order); the app's own start failing
 * says 'binamart:boot-failed'. Once the app has drawn itself its own messages take over.
 * The texts follow the language the app stored (binamart.language), else English.
 */
(function () {
  var TEXTS = __TEXTS__;

  function texts() {
    var stored = null;
    try {
      stored = window.localStorage.getItem('binamart.language');
    } catch (error) {
      stored = null;
    }
    return Object.prototype.hasOwnProperty.call(TEXTS, stored) ? TEXTS[stored] : TEXTS['en-us'];
  }

  function show() {
    var frame = document.querySelector('.boot-frame');
    if (!frame || frame.querySelector('.boot-frame-failed')) return;
    var t = texts();
    var box = document.createElement('div');
    box.className = 'boot-frame-failed';
    box.setAttribute('role', 'alert');
    var title = document.createElement('h1');
    title.textContent = t.title;
    var body = document.createElement('p');
    body.textContent = t.body;
    var retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = t.retry;
    retry.addEventListener('click', function () {
      window.location.reload();
    });
    box.appendChild(title);
    box.appendChild(body);
    box.appendChild(retry);
    frame.appendChild(box);
  }

  // a module that cannot be fetched fails its script element; the event does not bubble, so it is caught on the way down
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target.tagName === 'SCRIPT' && target.type === 'module') show();
    },
    true,
  );
  window.addEventListener('binamart:boot-failed', show);
})();
`.replace('__TEXTS__', JSON.stringify(BOOT_FAILED));
}

/** The service worker for a build: the template with its version and the shell to cache. */
export function serviceWorker(template: string, shell: string[], version: string): string {
  return template
    .replace("'__VERSION__'", JSON.stringify(version))
    .replace('/* __SHELL__ */ []', JSON.stringify(shell));
}

/**
 * The Vite plugins: the build's adds the worker, the offline page and the loading page's check to
 * the bundle (before it is precompressed); the development server's serves the check.
 */
export function pwaPlugin(): Plugin[] {
  return [
    bundlePlugin(),
    {
      name: 'binamart-boot-check',
      apply: 'serve',
      configureServer(server) {
        server.middlewares.use('/boot-check.js', (_request, response) => {
          response.setHeader('content-type', 'text/javascript; charset=utf-8');
          response.end(bootCheckScript());
        });
      },
    },
  ];
}

function bundlePlugin(): Plugin {
  return {
    name: 'binamart-pwa',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const html = index?.type === 'asset' ? String(index.source) : '';
      // the scripts and styles index.html starts with (the lazily loaded screens are kept as they are fetched)
      const entry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
      const template = readFileSync(fileURLToPath(new URL('./service-worker.js', import.meta.url)), 'utf8');
      const page = offlinePage();
      const script = offlineScript();
      const bootCheck = bootCheckScript();
      const version = createHash('sha256')
        .update(template)
        .update(html)
        .update(page)
        .update(script)
        .update(bootCheck)
        .digest('hex')
        .slice(0, 16);
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: page });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: script });
      this.emitFile({ type: 'asset', fileName: 'boot-check.js', source: bootCheck });
      this.emitFile({
        type: 'asset',
        fileName: 'service-worker.js',
        source: serviceWorker(template, [...PUBLIC_SHELL, ...new Set(entry)], version),
      });
    },
  };
}
