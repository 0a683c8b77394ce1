/**
 * Reading a catalogue: a dotted key's text, the plural form for a count (key_one, key_other… by the
 * language's plural rules), and {{name}} filled in. Shared by the API's `translate` and the web
 * app's translator, which holds only the parts of each catalogue it has loaded.
 */

/** The text at a dotted key, or undefined when there is none (or the key names a group of texts). */
export function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The key of the plural form for a count in a language: `items_one`, `items_other`… */
export function pluralKey(language: string, key: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return `${key}_${rules.select(count)}`;
}

/**
 * Fills {{name}} from params; a name without a value becomes `missing(placeholder)` (the API
 * leaves it empty, the screens show the placeholder so the slip is seen).
 */
export function interpolate(
  text: string,
  params: Record<string, unknown>,
  missing: (placeholder: string) => string = () => '',
): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? missing(placeholder) : String(value);
  });
}
