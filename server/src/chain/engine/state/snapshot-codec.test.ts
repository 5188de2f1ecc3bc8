import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildRegistry,
  encodeGraph,
  encodeGraphInSlices,
  SnapshotCodecError,
} from './snapshot-codec.ts';
import { decodeGraph, decodeGraphInSlices, DECODE_SLICE_NODES } from './snapshot-decoder.ts';
import { SNAPSHOT_CLASSES } from './snapshot-classes.ts';
import { JSON_PIECE_BYTES } from './json-pieces.ts';

class Counter {
  count = 0n;
  bump() {
    this.count += 1n;
  }
}
class Stranger {}
const registry = buildRegistry([Counter]);
const roundTrip = <T>(value: T) => decodeGraph(encodeGraph(value, registry), registry) as T;

describe('the snapshot codec', () => {
  it('keeps every kind of value the state holds', () => {
    const nullProto = Object.assign(Object.create(null) as object, { a: 1 });
    const value = {
      big: -(2n ** 70n),
      n: [0, -0, 1.5, NaN, Infinity, -Infinity],
      s: 'text "quoted" \u202e',
      flags: [true, false, null, undefined],
      map: new Map<unknown, unknown>([
        [1n, 'bigint key'],
        ['k', new Set(['x', 'y'])],
      ]),
      nullProto,
    };
    const back = roundTrip(value);
    expect(back).toStrictEqual(value);
    expect(Object.is(back.n[1], -0)).toBe(true);
    expect(Object.getPrototypeOf(back.nullProto)).toBeNull();
    expect([...back.map.keys()]).toEqual([1n, 'k']); // insertion order kept
  });

  it('brings class instances back with their methods', () => {
    const c = new Counter();
    c.bump();
    const back = roundTrip({ c });
    expect(back.c).toBeInstanceOf(Counter);
    back.c.bump();
    expect(back.c.count).toBe(2n);
  });

  it('keeps shared objects shared and cycles closed', () => {
    const shared = { id: 'm' };
    const cyclic: { self?: unknown; list: unknown[] } = { list: [] };
    cyclic.self = cyclic;
    cyclic.list.push(cyclic);
    const back = roundTrip({ a: shared, b: [shared], byId: new Map([['m', shared]]), cyclic });
    expect(back.b[0]).toBe(back.a);
    expect(back.byId.get('m')).toBe(back.a);
    expect(back.cyclic.self).toBe(back.cyclic);
    expect(back.cyclic.list[0]).toBe(back.cyclic);
  });

  it('in slices: the same text, with pauses between the upper levels’ children', async () => {
    const shared = { id: 'x' };
    const value = {
      a: [shared, { deep: { deeper: [1n, shared] } }],
      m: new Map([['k', new Set([shared, 2])]]),
      c: new Counter(),
    };
    let pauses = 0;
    const sliced = await encodeGraphInSlices(value, registry, () => {
      pauses++;
      return Promise.resolve();
    });
    expect(sliced).toBe(encodeGraph(value, registry));
    // Top level: a, m, c (3); level 2: a's 2 items, m's key and value, c's field (5); level 3:
    // the 1 field of a[0], the 1 of a[1] and the Set's 2 items (4).
    expect(pauses).toBe(12);
    const back = (await decodeGraphInSlices(sliced, registry, () =>
      Promise.resolve(),
    )) as typeof value;
    expect(back).toStrictEqual(value);
    expect((back.m.get('k') as Set<unknown>).has(back.a[0])).toBe(true);
  });

  it('decodes in slices of work, however deep the work lies (/health during a restart)', async () => {
    // 20,000 orders in a Map five levels down, as a market's book holds its orders: each entry
    // is a key, an order object, its id and its size (4 values), 80,004 values with the Map and
    // the four objects above it. Decoding pauses after every DECODE_SLICE_NODES of them; the
    // parsing before it pauses after every piece of text (json-pieces.test.ts).
    const orders = new Map(
      Array.from({ length: 20_000 }, (_, i) => [`o${i}`, { id: `o${i}`, size: BigInt(i) }]),
    );
    const value = { markets: { m1: { book: { orders } } } };
    const text = encodeGraph(value, registry);
    let pauses = 0;
    const back = await decodeGraphInSlices(text, registry, () => {
      pauses++;
      return Promise.resolve();
    });
    expect(back).toStrictEqual(value);
    const values = 5 + 20_000 * 4;
    const pieces = Math.ceil(Buffer.byteLength(text) / JSON_PIECE_BYTES);
    expect(pauses).toBeGreaterThanOrEqual(Math.floor(values / DECODE_SLICE_NODES) + pieces);
  });

  it('keeps a field named __proto__ a field (chain text may name one anything)', () => {
    const obj = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}') as Record<string, unknown>;
    const back = roundTrip(obj);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.keys(back)).toEqual(['__proto__', 'x']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses what it could not restore, naming where it is', () => {
    expect(() => encodeGraph({ deep: { s: new Stranger() } }, registry)).toThrow(
      /class Stranger is not in the snapshot's class registry .* at state\.deep\.s/,
    );
    expect(() => encodeGraph({ m: new Map([['k', () => 1]]) }, registry)).toThrow(
      /cannot snapshot a function at state\.m\.k/,
    );
    expect(() => encodeGraph({ s: Symbol('x') }, registry)).toThrow(SnapshotCodecError);
    expect(() => decodeGraph('["O","Stranger",{}]', registry)).toThrow('unknown class Stranger');
    expect(() => decodeGraph('["r",5]', registry)).toThrow('reference 5');
    expect(() => decodeGraph('{"a":1}', registry)).toThrow('untagged object');
    expect(() => buildRegistry([Counter, Counter])).toThrow('two classes named Counter');
  });
});

/** Every `class` declared in the engine's sources (tests aside), with what it extends. */
function engineClasses(): { name: string; base: string | undefined; file: string }[] {
  const root = join(import.meta.dirname, '..');
  const found: { name: string; base: string | undefined; file: string }[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    for (const m of readFileSync(file, 'utf8').matchAll(
      /^\s*(?:export\s+)?(?:abstract\s+)?class\s+(\w+)(?:\s+extends\s+(\w+))?/gm,
    ))
      found.push({ name: m[1]!, base: m[2], file });
  }
  return found;
}

describe('the snapshot class registry', () => {
  it('lists every class of the engine the state may hold (errors aside)', () => {
    const classes = engineClasses();
    expect(classes.length).toBeGreaterThan(20);
    const missing = classes
      .filter((c) => c.base !== 'Error' && !/Error$/.test(c.name))
      .filter((c) => !['GraphEncoder', 'GraphDecoder'].includes(c.name)) // the codec itself
      .filter((c) => !SNAPSHOT_CLASSES.has(c.name))
      .map((c) => `${c.name} (${c.file}): add it to snapshot-classes.ts`);
    expect(missing).toEqual([]);
  });
});
