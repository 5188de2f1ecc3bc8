// Real data nodes name some fields after their network ("vegaPubKey", "vegaAssetId").
// Renaming those keys lets their responses be read with this explorer's own field names.

export const MAX_RENAME_DEPTH = 64;

// "vega" opening a key, or "Vega" as a camelCase word anywhere, in each case followed by
// the next word's capital, a digit, "_" or the end of the key, so "vegan" is left alone.
const PREFIX_RE = /^vega(?=[A-Z0-9_]|$)/;
const CAMEL_RE = /Vega(?=[A-Z0-9_]|$)/g;
const SNAKE_RE = /_vega(?=[0-9_]|$)/g;

/** "vegaPubKey" → "netPubKey", "assetVegaId" → "assetNetId", "VegaTime" → "NetTime". */
export function renameBrandKey(key: string): string {
  return key.replace(PREFIX_RE, 'net').replace(CAMEL_RE, 'Net').replace(SNAKE_RE, '_net');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function copy(value: unknown, depth: number): unknown {
  if (depth >= MAX_RENAME_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => copy(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(value);
  const taken = new Set(keys.filter((key) => renameBrandKey(key) === key));
  for (const key of keys) {
    const renamed = renameBrandKey(key);
    // A key already spelt the target way wins over a renamed duplicate.
    if (renamed !== key && taken.has(renamed)) continue;
    // defineProperty, not assignment: a "__proto__" key must stay data, not set a prototype.
    Object.defineProperty(out, renamed, {
      value: copy(value[key], depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/**
 * Deep copy of a JSON value with brand-named object keys renamed (values are untouched).
 * Idempotent. Subtrees deeper than MAX_RENAME_DEPTH levels are returned by reference,
 * uncopied and unrenamed, so hostile nesting cannot exhaust the stack.
 */
export function renameBrandFields(value: unknown): unknown {
  return copy(value, 0);
}
