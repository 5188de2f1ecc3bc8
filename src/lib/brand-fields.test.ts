import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RENAME_DEPTH, renameBrandFields, renameBrandKey } from './brand-fields.ts';

describe('renameBrandKey', () => {
  it.each([
    ['vegaPubKey', 'netPubKey'],
    ['vegaAssetId', 'netAssetId'],
    ['VegaTime', 'NetTime'],
    ['assetVegaId', 'assetNetId'],
    ['toVega', 'toNet'],
    ['vega', 'net'],
    ['vega2', 'net2'],
    ['vega_pub_key', 'net_pub_key'],
    ['pub_key_vega', 'pub_key_net'],
    ['vegaVegaId', 'netNetId'],
  ])('%s → %s', (key, renamed) => {
    expect(renameBrandKey(key)).toBe(renamed);
  });

  it.each(['vegan', 'vegas', 'omegaVegan', 'netPubKey', 'pubKey', 'VEGA', '', 'Vegas'])(
    'leaves %j alone',
    (key) => {
      expect(renameBrandKey(key)).toBe(key);
    },
  );
});

describe('renameBrandFields', () => {
  it('renames keys deeply, through arrays, and leaves values alone', () => {
    const input = {
      data: [{ node: { vegaPubKey: 'vegaPubKey', tags: ['vega', { VegaTime: 1 }] } }],
      vegaAssetId: null,
    };
    expect(renameBrandFields(input)).toEqual({
      data: [{ node: { netPubKey: 'vegaPubKey', tags: ['vega', { NetTime: 1 }] } }],
      netAssetId: null,
    });
  });

  it('copies without mutating the input', () => {
    const inner = { vegaPubKey: 'k' };
    const input = { outer: inner };
    const result = renameBrandFields(input) as { outer: unknown };
    expect(input).toEqual({ outer: { vegaPubKey: 'k' } });
    expect(result).not.toBe(input);
    expect(result.outer).not.toBe(inner);
  });

  it('keeps key order', () => {
    expect(Object.keys(renameBrandFields({ a: 1, vegaB: 2, c: 3 }) as object)).toEqual([
      'a',
      'netB',
      'c',
    ]);
  });

  it('returns primitives as they are', () => {
    expect(renameBrandFields(null)).toBe(null);
    expect(renameBrandFields(1)).toBe(1);
    expect(renameBrandFields('vegaPubKey')).toBe('vegaPubKey');
    expect(renameBrandFields(true)).toBe(true);
  });

  it('lets an existing target key win over a renamed duplicate', () => {
    expect(renameBrandFields({ vegaPubKey: 'a', netPubKey: 'b' })).toEqual({ netPubKey: 'b' });
    expect(renameBrandFields({ netPubKey: 'b', vegaPubKey: 'a' })).toEqual({ netPubKey: 'b' });
  });

  it('keeps a "__proto__" key as data without touching the prototype', () => {
    const input: unknown = JSON.parse('{"__proto__": {"vegaX": 1}, "a": 1}');
    const result = renameBrandFields(input) as object;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toEqual({ netX: 1 });
  });

  it('stops copying at the depth cap', () => {
    type Nested = { vegaChild?: Nested; level: number };
    const levels: Nested[] = [];
    let root: Nested = { level: 99 };
    levels.unshift(root);
    for (let level = 98; level >= 0; level -= 1) {
      root = { vegaChild: root, level };
      levels.unshift(root);
    }
    let node = renameBrandFields(root) as Record<string, unknown>;
    for (let level = 0; level < MAX_RENAME_DEPTH; level += 1) {
      expect(node.level).toBe(level);
      expect(Object.keys(node)).toEqual(['netChild', 'level']);
      node = node.netChild as Record<string, unknown>;
    }
    expect(node).toBe(levels[MAX_RENAME_DEPTH]);
    expect(Object.keys(node)).toEqual(['vegaChild', 'level']);
  });

  it('is idempotent and leaves brand-free JSON equal', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = renameBrandFields(value);
        expect(renameBrandFields(once)).toEqual(once);
        expect(renameBrandFields(once)).toStrictEqual(once);
      }),
    );
  });
});
