import { StoredJson } from '../store/stored-json.ts';

/**
 * `JSON.stringify(value)` with every StoredJson spliced in as its text. Only arrays and plain
 * objects are walked (a page's envelope: a few dozen small objects); anything else goes to
 * JSON.stringify whole. The chain writes its records with JSON.stringify, and stringify is
 * idempotent on its own output, so the bytes are those of parsing the record and stringifying
 * the answer.
 */
export function spliceJson(value: unknown): string | undefined {
  if (value instanceof StoredJson) return value.text;
  if (Array.isArray(value)) {
    // As JSON.stringify: an element that has no JSON form is null.
    return `[${value.map((item) => spliceJson(item) ?? 'null').join(',')}]`;
  }
  if (isPlainObject(value)) {
    let out = '';
    for (const key of Object.keys(value)) {
      // As JSON.stringify: a property that has no JSON form (undefined, a function) is left out.
      const text = spliceJson(value[key]);
      if (text === undefined) continue;
      out += `${out ? ',' : ''}${JSON.stringify(key)}:${text}`;
    }
    return `{${out}}`;
  }
  return JSON.stringify(value) as string | undefined;
}

/** Objects whose JSON form is their own enumerable properties (no toJSON, no class). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && !('toJSON' in value);
}
