/**
 * The API's module boundaries, as a lint rule (used by eslint.config.js):
 * - a module (a folder of apps/api/src/modules with an index.ts) is imported by anything
 *   outside it only through that index.ts, never its services, repository or internals;
 * - another module's tables may be read (joined for names, totals, access checks) but never
 *   written: an insert, update or delete of a table imported from another module is refused,
 *   the owner's services (index.ts) make every change to its rows;
 * - modules never import the schema barrel (db/schema), the seeds or the app;
 * - src/lib and src/adapters import no module and no seed.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'apps/api/src');
const MODULES = join(SRC, 'modules');

/** Every module root: a folder under src/modules holding an index.ts (searched two levels deep). */
function findModules(dir = MODULES, depth = 0) {
  if (!existsSync(dir) || depth > 1) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return existsSync(join(path, 'index.ts')) ? [path] : findModules(path, depth + 1);
    });
}

const inside = (path, folder) => path === folder || path.startsWith(folder + sep);

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the API modules behind their index.ts and the platform code below them.' },
    schema: [],
  },
  create(context) {
    const modules = findModules();
    const moduleOf = (path) => modules.find((root) => inside(path, root));
    const file = context.filename;
    if (!inside(file, SRC)) return {};
    const own = moduleOf(file);
    const fromLower = inside(file, join(SRC, 'lib')) || inside(file, join(SRC, 'adapters'));
    /** local names of tables imported from another module, and that module */
    const foreignTables = new Map();
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolve(dirname(file), spec).replace(/\.ts$/, '');
      const report = (message) => context.report({ node: node.source, message });
      if (fromLower && (inside(target, MODULES) || inside(target, join(SRC, 'seed')))) {
        return report('src/lib and src/adapters import no module and no seed: pass what they need in from the app.');
      }
      if (!own) return;
      if (inside(target, join(SRC, 'db/schema'))) {
        return report('Modules import their own tables.ts, never the schema barrel.');
      }
      if (inside(target, join(SRC, 'seed')) || target === join(SRC, 'app') || target === join(SRC, 'main')) {
        return report('Modules never import the seeds or the app.');
      }
      const other = moduleOf(target + '.ts') ?? moduleOf(join(target, 'index.ts'));
      if (!other || other === own) return;
      if (target === join(other, 'index')) return;
      if (target === join(other, 'tables')) {
        for (const specifier of node.specifiers ?? []) {
          if (specifier.local) foreignTables.set(specifier.local.name, relative(MODULES, other));
        }
        return;
      }
      report(`Import ${relative(MODULES, other)} through its index.ts, its only public face.`);
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!['insert', 'update', 'delete'].includes(callee.property.name)) return;
        const argument = node.arguments[0];
        // a named import (`orders`) or a member of a namespace import (`schema.orders`)
        const table = argument?.type === 'MemberExpression' ? argument.object : argument;
        const owner = table?.type === 'Identifier' && foreignTables.get(table.name);
        if (owner) {
          context.report({
            node: table,
            message: `${table.name} belongs to ${owner}: change its rows through ${owner}'s public services (index.ts).`,
          });
        }
      },
    };
  },
};

const WEB = join(ROOT, 'apps/web/src');
const FEATURES = join(WEB, 'features');

/**
 * The web app's features: another feature is imported only through its index.ts (the router
 * alone loads pages lazily, straight from a feature's pages/); components/ and lib/ import no
 * feature and not the app.
 */
const featureRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps web features behind their index.ts and shared code below them.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!inside(file, WEB)) return {};
    const featureOf = (path) =>
      inside(path, FEATURES) ? join(FEATURES, relative(FEATURES, path).split(sep)[0]) : undefined;
    const own = featureOf(file);
    const shared = inside(file, join(WEB, 'components')) || inside(file, join(WEB, 'lib'));

    function check(node, lazy) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !(spec.startsWith('.') || spec.startsWith('@/'))) return;
      const target = (spec.startsWith('@/') ? join(WEB, spec.slice(2)) : resolve(dirname(file), spec)).replace(
        /\.tsx?$/,
        '',
      );
      const report = (message) => context.report({ node: node.source, message });
      if (shared && (inside(target, FEATURES) || inside(target, join(WEB, 'app')))) {
        return report('components/ and lib/ hold what every feature shares: they import no feature and not the app.');
      }
      const other = featureOf(target);
      if (!other || other === own) return;
      if (target === join(other, 'index')) return;
      // a feature's cache addresses are public too: others refresh what they changed through them
      if (target === join(other, 'api', 'keys')) return;
      if (lazy && inside(target, join(other, 'pages'))) return;
      report(`Import the ${relative(FEATURES, other)} feature through its index.ts.`);
    }
    return {
      ImportDeclaration: (node) => check(node, false),
      ExportNamedDeclaration: (node) => check(node, false),
      ExportAllDeclaration: (node) => check(node, false),
      ImportExpression: (node) => check(node, true),
    };
  },
};

/**
 * Cache keys come from a query-key factory (a feature's api/keys.ts, or the keys beside a shared
 * hook in lib/): a `queryKey`, `invalidateQueries`, `setQueryData` or `removeQueries` given an
 * array written out on the spot is refused, so one cache entry never has two spellings.
 */
const queryKeyRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Cache keys come from a query-key factory.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!inside(file, WEB) || /(^|[\\/])keys\.ts$/.test(file)) return {};
    const literal = (node) =>
      node?.type === 'ArrayExpression' && node.elements.some((element) => element?.type === 'Literal');
    const report = (node) =>
      context.report({ node, message: "Take the cache key from the feature's query-key factory (api/keys.ts)." });
    return {
      Property(node) {
        if (node.key.type === 'Identifier' && node.key.name === 'queryKey' && literal(node.value)) report(node.value);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (['setQueryData', 'getQueryData'].includes(callee.property.name) && literal(node.arguments[0])) {
          report(node.arguments[0]);
        }
      },
    };
  },
};

export const boundaries = {
  rules: { 'module-face': rule, 'feature-face': featureRule, 'query-keys': queryKeyRule },
};
