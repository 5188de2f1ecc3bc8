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

import { parseJsonInPieces } from './json-pieces.ts';

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

/**
 * Rebuilds the graph; each container is built by a generator that asks for its children's
 * values one by one, so the same rules run in one go (decodeGraph) or in slices.
 */
class GraphDecoder {
  private readonly objects: object[] = [];

  constructor(private readonly registry: ClassRegistry) {}

  private static bad(what: string): never {
    throw new SnapshotCodecError(`malformed snapshot: ${what}`);
  }

  /** A leaf's value, or the container's builder (yields child encodings, gets their values). */
  private leafOrBuild(
    value: Encoded,
  ): { leaf: unknown } | { build: Generator<Encoded, unknown, unknown> } {
    if (!Array.isArray(value)) {
      if (value !== null && typeof value === 'object') GraphDecoder.bad('an untagged object');
      return { leaf: value };
    }
    const [tag, a] = value;
    switch (tag) {
      case 'u':
        return { leaf: undefined };
      case 'n':
        return { leaf: BigInt(a as string) };
      case 'f':
        return { leaf: a === '-0' ? -0 : Number(a) };
      case 'r':
        return { leaf: this.objects[a as number] ?? GraphDecoder.bad(`reference ${String(a)}`) };
      case 'A':
      case 'M':
      case 'S':
      case 'O':
        return { build: this.build(value) };
      default:
        return GraphDecoder.bad(`tag ${String(tag)}`);
    }
  }

  private *build(value: Encoded[]): Generator<Encoded, unknown, unknown> {
    const [tag, a, b] = value;
    switch (tag) {
      case 'A': {
        const arr: unknown[] = [];
        this.objects.push(arr);
        for (let i = 1; i < value.length; i++) arr.push(yield value[i]!);
        return arr;
      }
      case 'M': {
        const map = new Map<unknown, unknown>();
        this.objects.push(map);
        const flat = a as Encoded[];
        for (let i = 0; i < flat.length; i += 2) {
          const key = yield flat[i]!;
          map.set(key, yield flat[i + 1]!);
        }
        return map;
      }
      case 'S': {
        const set = new Set<unknown>();
        this.objects.push(set);
        for (const item of a as Encoded[]) set.add(yield item);
        return set;
      }
      default: {
        const proto =
          a === 0
            ? Object.prototype
            : a === null
              ? null
              : (this.registry.get(a as string) ?? GraphDecoder.bad(`unknown class ${String(a)}`));
        const obj = Object.create(proto) as Record<string, unknown>;
        this.objects.push(obj);
        const fields = b as { [key: string]: Encoded };
        for (const key of Object.keys(fields)) define(obj, key, yield fields[key]!);
        return obj;
      }
    }
  }

  decode(value: Encoded): unknown {
    const r = this.leafOrBuild(value);
    if ('leaf' in r) return r.leaf;
    let step = r.build.next();
    while (!step.done) step = r.build.next(this.decode(step.value));
    return step.value;
  }

  /**
   * decode's result, with `pause()` after every DECODE_SLICE_NODES values whatever their depth
   * (a Map of thousands of orders is as deep in the state as a counter): the containers being
   * built are a stack of their builders instead of the call stack.
   */
  async decodeInSlices(root: Encoded, pause: () => Promise<void>): Promise<unknown> {
    const builders: Generator<Encoded, unknown, unknown>[] = [];
    let next = root;
    for (let nodes = 1; ; nodes++) {
      if (nodes % DECODE_SLICE_NODES === 0) await pause();
      const r = this.leafOrBuild(next);
      let step: IteratorResult<Encoded, unknown>;
      if ('build' in r) {
        builders.push(r.build);
        step = r.build.next();
      } else if (builders.length === 0) return r.leaf;
      else step = builders.at(-1)!.next(r.leaf);
      // A finished container is its parent's next value (the root's: the result).
      while (step.done) {
        builders.pop();
        if (builders.length === 0) return step.value;
        step = builders.at(-1)!.next(step.value);
      }
      next = step.value;
    }
  }
}

export function decodeGraph(text: string, registry: ClassRegistry): unknown {
  return new GraphDecoder(registry).decode(JSON.parse(text) as Encoded);
}

/** Values decoded between two calls of `pause()` (a few ms of work). */
export const DECODE_SLICE_NODES = 4096;

/** decodeGraph's result, with `pause()` between slices of the work (parsing, then decoding). */
export async function decodeGraphInSlices(
  text: string,
  registry: ClassRegistry,
  pause: () => Promise<void>,
): Promise<unknown> {
  return decodeGraphBytesInSlices(Buffer.from(text, 'utf8'), registry, pause);
}

/** decodeGraphInSlices of the text's UTF-8 bytes, which need not become one string. */
export async function decodeGraphBytesInSlices(
  bytes: Uint8Array,
  registry: ClassRegistry,
  pause: () => Promise<void>,
): Promise<unknown> {
  const parsed = (await parseJsonInPieces(bytes, pause)) as Encoded;
  return new GraphDecoder(registry).decodeInSlices(parsed, pause);
}
