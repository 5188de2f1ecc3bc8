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
 * order), so a reference needs no id written beside the object it points to. The decoder is
 * snapshot-decoder.ts.
 */

/** Class name → prototype: the classes whose instances the state may hold. */
export type ClassRegistry = ReadonlyMap<string, object>;

export class SnapshotCodecError extends Error {}

export type Encoded = null | boolean | number | string | Encoded[] | { [key: string]: Encoded };

export function buildRegistry(classes: readonly (abstract new (...args: never[]) => object)[]) {
  const registry = new Map<string, object>();
  for (const c of classes) {
    if (registry.has(c.name)) throw new SnapshotCodecError(`two classes named ${c.name}`);
    registry.set(c.name, c.prototype as object);
  }
  return registry;
}

/** A field set as data even when named `__proto__` (chain text may name a field anything). */
export const define = (obj: object, key: string, value: unknown) =>
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });

/** An object being encoded: how it is written, and the values inside it (path label, value). */
interface Opened {
  tag: 'A' | 'M' | 'S' | 'O';
  kind: string | 0 | null;
  keys: string[];
  children: [string, unknown][];
}

/**
 * Walks the graph in one fixed order (fields in key order, Maps and Sets in insertion order),
 * numbering objects as first met; `encode` does it in one go, `encodeInSlices` lets the event
 * loop in between the upper levels' children.
 */
class GraphEncoder {
  private readonly seen = new Map<object, number>();
  private readonly path: string[] = [];

  constructor(private readonly registry: ClassRegistry) {}

  private fail(message: string): never {
    throw new SnapshotCodecError(`${message} at state.${this.path.join('.')}`);
  }

  /** A primitive's encoding, a reference to an object met before, or the object opened. */
  private leafOrOpen(value: unknown): { leaf: Encoded } | { opened: Opened } {
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return { leaf: value };
      case 'number':
        if (Number.isFinite(value) && !Object.is(value, -0)) return { leaf: value };
        return { leaf: ['f', Object.is(value, -0) ? '-0' : String(value)] };
      case 'bigint':
        return { leaf: ['n', value.toString()] };
      case 'undefined':
        return { leaf: ['u'] };
      case 'object':
        if (value === null) return { leaf: null };
        return this.open(value);
      default:
        return this.fail(`cannot snapshot a ${typeof value}`);
    }
  }

  private open(obj: object): { leaf: Encoded } | { opened: Opened } {
    const ref = this.seen.get(obj);
    if (ref !== undefined) return { leaf: ['r', ref] };
    this.seen.set(obj, this.seen.size);
    if (Array.isArray(obj))
      return {
        opened: { tag: 'A', kind: 0, keys: [], children: obj.map((v, i) => [String(i), v]) },
      };
    if (obj instanceof Map) {
      const children: [string, unknown][] = [];
      for (const [k, v] of obj) children.push(['<key>', k], [String(k), v]);
      return { opened: { tag: 'M', kind: 0, keys: [], children } };
    }
    if (obj instanceof Set)
      return {
        opened: { tag: 'S', kind: 0, keys: [], children: [...obj].map((v) => ['<item>', v]) },
      };
    const proto = Object.getPrototypeOf(obj) as object | null;
    let kind: string | 0 | null = 0;
    if (proto === null) kind = null;
    else if (proto !== Object.prototype) {
      const name = (proto as { constructor?: { name?: string } }).constructor?.name ?? '?';
      if (this.registry.get(name) !== proto)
        this.fail(`class ${name} is not in the snapshot's class registry (snapshot-classes.ts)`);
      kind = name;
    }
    const keys = Object.keys(obj);
    if (Object.getOwnPropertyNames(obj).length !== keys.length)
      this.fail('an object with non-enumerable fields');
    const children = keys.map((k): [string, unknown] => [k, (obj as Record<string, unknown>)[k]]);
    return { opened: { tag: 'O', kind, keys, children } };
  }

  private static close(o: Opened, encoded: Encoded[]): Encoded {
    switch (o.tag) {
      case 'A':
        return ['A', ...encoded];
      case 'M':
      case 'S':
        return [o.tag, encoded];
      case 'O': {
        const fields: { [key: string]: Encoded } = {};
        o.keys.forEach((key, i) => define(fields, key, encoded[i]!));
        return ['O', o.kind, fields];
      }
    }
  }

  encode(value: unknown): Encoded {
    const r = this.leafOrOpen(value);
    if ('leaf' in r) return r.leaf;
    const encoded = r.opened.children.map(([label, child]) => {
      this.path.push(label);
      const out = this.encode(child);
      this.path.pop();
      return out;
    });
    return GraphEncoder.close(r.opened, encoded);
  }

  /** The same encoding, pausing between the children of the top `depth` levels. */
  async encodeInSlices(
    value: unknown,
    depth: number,
    pause: () => Promise<void>,
  ): Promise<Encoded> {
    if (depth === 0) return this.encode(value);
    const r = this.leafOrOpen(value);
    if ('leaf' in r) return r.leaf;
    const encoded: Encoded[] = [];
    for (const [label, child] of r.opened.children) {
      this.path.push(label);
      encoded.push(await this.encodeInSlices(child, depth - 1, pause));
      this.path.pop();
      await pause();
    }
    return GraphEncoder.close(r.opened, encoded);
  }
}

export function encodeGraph(root: unknown, registry: ClassRegistry): string {
  return JSON.stringify(new GraphEncoder(registry).encode(root));
}

/**
 * encodeGraph's text, the walk cut into slices with `pause()` between them (the event loop
 * answers requests there): the top `depth` levels pause between their children. The graph
 * must not change until it resolves.
 */
export async function encodeGraphInSlices(
  root: unknown,
  registry: ClassRegistry,
  pause: () => Promise<void>,
  depth = 3,
): Promise<string> {
  return JSON.stringify(await new GraphEncoder(registry).encodeInSlices(root, depth, pause));
}
