/**
 * A structured encoder for the chain's in-memory state: any graph of plain objects, arrays,
 * Maps, Sets, bigints and instances of registered classes, to JSON text and back. Generic on
 * purpose: it walks whatever the state holds (own enumerable fields included as they come), so
 * state added later is captured without the snapshot knowing about it. Shared references and
 * cycles come back shared (a market in `markets` and `marketsById` is one object again).
 *
 * Every non-JSON value is a tagged array, tag first:
 *   ['u'] undefined · ['n', '12'] bigint · ['f', 'NaN' | 'Infinity' | '-Infinity' | '-0']
 *   ['r', id] an object met before · ['A', ...items] array · ['M', [k, v, k, v, …]] Map
 *   ['S', [items]] Set · ['O', class | 0 | null, {fields}] object (0 plain, null prototype-less)
 * Objects are numbered in the order they are first met (the decoder meets them in the same
 * order), so a reference needs no id written beside the object it points to.
 */

/** Class name → prototype: the classes whose instances the state may hold. */
export type ClassRegistry = ReadonlyMap<string, object>;

export class SnapshotCodecError extends Error {}

type Encoded = null | boolean | number | string | Encoded[] | { [key: string]: Encoded };

export function buildRegistry(classes: readonly (abstract new (...args: never[]) => object)[]) {
  const registry = new Map<string, object>();
  for (const c of classes) {
    if (registry.has(c.name)) throw new SnapshotCodecError(`two classes named ${c.name}`);
    registry.set(c.name, c.prototype as object);
  }
  return registry;
}

/** A field set as data even when named `__proto__` (chain text may name a field anything). */
const define = (obj: object, key: string, value: unknown) =>
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });

export function encodeGraph(root: unknown, registry: ClassRegistry): string {
  const seen = new Map<object, number>();
  const path: string[] = [];
  const fail = (message: string): never => {
    throw new SnapshotCodecError(`${message} at state.${path.join('.')}`);
  };

  const encode = (value: unknown): Encoded => {
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return value;
      case 'number':
        if (Number.isFinite(value) && !Object.is(value, -0)) return value;
        return ['f', Object.is(value, -0) ? '-0' : String(value)];
      case 'bigint':
        return ['n', value.toString()];
      case 'undefined':
        return ['u'];
      case 'object':
        return value === null ? null : encodeObject(value);
      default:
        return fail(`cannot snapshot a ${typeof value}`);
    }
  };

  const encodeObject = (obj: object): Encoded => {
    const ref = seen.get(obj);
    if (ref !== undefined) return ['r', ref];
    seen.set(obj, seen.size);
    if (Array.isArray(obj)) return ['A', ...obj.map((v, i) => at(String(i), v))];
    if (obj instanceof Map) {
      const flat: Encoded[] = [];
      for (const [k, v] of obj) flat.push(at('<key>', k), at(String(k), v));
      return ['M', flat];
    }
    if (obj instanceof Set) return ['S', [...obj].map((v) => at('<item>', v))];
    const proto = Object.getPrototypeOf(obj) as object | null;
    let kind: string | 0 | null = 0;
    if (proto === null) kind = null;
    else if (proto !== Object.prototype) {
      const name = (proto as { constructor?: { name?: string } }).constructor?.name ?? '?';
      if (registry.get(name) !== proto)
        fail(`class ${name} is not in the snapshot's class registry (snapshot-classes.ts)`);
      kind = name;
    }
    const keys = Object.keys(obj);
    if (Object.getOwnPropertyNames(obj).length !== keys.length)
      fail('an object with non-enumerable fields');
    const fields: { [key: string]: Encoded } = {};
    for (const key of keys) define(fields, key, at(key, (obj as Record<string, unknown>)[key]));
    return ['O', kind, fields];
  };

  const at = (key: string, value: unknown): Encoded => {
    path.push(key);
    const out = encode(value);
    path.pop();
    return out;
  };

  return JSON.stringify(encode(root));
}

export function decodeGraph(text: string, registry: ClassRegistry): unknown {
  const objects: object[] = [];
  const bad = (what: string): never => {
    throw new SnapshotCodecError(`malformed snapshot: ${what}`);
  };

  const decode = (value: Encoded): unknown => {
    if (!Array.isArray(value)) {
      if (value !== null && typeof value === 'object') bad('an untagged object');
      return value;
    }
    const [tag, a, b] = value;
    switch (tag) {
      case 'u':
        return undefined;
      case 'n':
        return BigInt(a as string);
      case 'f':
        return a === '-0' ? -0 : Number(a);
      case 'r':
        return objects[a as number] ?? bad(`reference ${String(a)}`);
      case 'A': {
        const arr: unknown[] = [];
        objects.push(arr);
        for (let i = 1; i < value.length; i++) arr.push(decode(value[i]!));
        return arr;
      }
      case 'M': {
        const map = new Map<unknown, unknown>();
        objects.push(map);
        const flat = a as Encoded[];
        for (let i = 0; i < flat.length; i += 2) map.set(decode(flat[i]!), decode(flat[i + 1]!));
        return map;
      }
      case 'S': {
        const set = new Set<unknown>();
        objects.push(set);
        for (const item of a as Encoded[]) set.add(decode(item));
        return set;
      }
      case 'O': {
        const proto =
          a === 0
            ? Object.prototype
            : a === null
              ? null
              : (registry.get(a as string) ?? bad(`unknown class ${String(a)}`));
        const obj = Object.create(proto) as Record<string, unknown>;
        objects.push(obj);
        const fields = b as { [key: string]: Encoded };
        for (const key of Object.keys(fields)) define(obj, key, decode(fields[key]!));
        return obj;
      }
      default:
        return bad(`tag ${String(tag)}`);
    }
  };

  return decode(JSON.parse(text) as Encoded);
}
