import { StoredJson } from '../store/stored-json.ts';

/**
 * `JSON.stringify(value)` with every StoredJson spliced in as its text. Only arrays and plain
 * objects are walked (a page's envelope: a few dozen small objects); anything else goes to
 * JSON.stringify whole. The chain writes its records with JSON.stringify, and stringify is
 * idempotent on its own output, so the bytes are those of parsing the record and stringifying
 * the answer.
 */
export function spliceJson(value: unknown): string | undefined {
  const parts: string[] = [];
  // One join at the end gives a flat string; `+=` would give a rope the socket write flattens.
  return write(value, parts) ? parts.join('') : undefined;
}

/** Appends the JSON form of `value` to `parts`; false when it has none. */
function write(value: unknown, parts: string[]): boolean {
  if (value instanceof StoredJson) {
    parts.push(value.text);
    return true;
  }
  if (Array.isArray(value)) {
    parts.push('[');
    value.forEach((item, i) => {
      if (i > 0) parts.push(',');
      // As JSON.stringify: an element that has no JSON form is null.
      if (!write(item, parts)) parts.push('null');
    });
    parts.push(']');
    return true;
  }
  if (isPlainObject(value)) {
    parts.push('{');
    let first = true;
    for (const key of Object.keys(value)) {
      const at = parts.length;
      parts.push(first ? '' : ',', JSON.stringify(key), ':');
      // As JSON.stringify: a property that has no JSON form (undefined, a function) is left out.
      if (write(value[key], parts)) first = false;
      else parts.length = at;
    }
    parts.push('}');
    return true;
  }
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) return false;
  parts.push(text);
  return true;
}

/** Objects whose JSON form is their own enumerable properties (no toJSON, no class). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && !('toJSON' in value);
}
