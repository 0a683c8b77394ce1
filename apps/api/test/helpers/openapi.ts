/**
 * The OpenAPI document as tests read it: its operations, a plausible body for an operation's
 * schema (what a form would send), and the row counts of every table (to show a refused request
 * changed nothing). Tests built on it cover an endpoint added later without anyone remembering to.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

export interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minLength?: number;
}
export interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface DocumentOperation {
  method: string;
  path: string;
  /** the JSON body's schema, when it takes one */
  body?: Schema;
  multipart: boolean;
  /** false for the public operations (no bearer security) */
  secured: boolean;
}

/** Every operation of the document (of `methods`). */
export function documentOperations(t: TestApp, methods = ['get', 'post', 'put', 'patch', 'delete']) {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation & { security?: unknown[] }>> };
  const operations: DocumentOperation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!methods.includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
        secured: (operation.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}

const typeOf = (schema: Schema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type;
};
const variants = (schema: Schema) => schema.anyOf ?? schema.oneOf ?? schema.allOf;

/** A plausible value of the schema (what a form would send), with every string made by `text`. */
export function sample(schema: Schema, text: (schema: Schema) => unknown, number: () => unknown, depth = 0): unknown {
  const alternatives = variants(schema);
  if (alternatives) return sample(alternatives.find((s) => typeOf(s) !== 'null') ?? {}, text, number, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'string':
      return text(schema);
    case 'number':
    case 'integer':
      return number();
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 || !schema.items ? [] : [sample(schema.items, text, number, depth + 1)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          depth > 4 ? undefined : sample(property, text, number, depth + 1),
        ]),
      );
    default:
      return null;
  }
}

/** A sensible string for the schema's format, so the rest of a body passes and the spoiled part is reached. */
export function plainText(schema: Schema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'site.office@example.test';
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  return 'Simen Portland 50kg';
}

/** The path with each parameter filled by `value(name)` (encoded). */
export const fillPath = (path: string, value: (name: string) => string) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value(name)));

/** Rows in every table of the database, to show a refused request stored nothing. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables.rows) {
    const result = (await t.db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}
