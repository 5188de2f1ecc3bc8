import { describe, expect, it, vi } from 'vitest';
import { JSON_PIECE_BYTES, parseJsonInPieces } from './json-pieces.ts';

const noPause = () => Promise.resolve();
const bytes = (text: string) => Buffer.from(text, 'utf8');

/** Each text JSON.parse is given while `run` runs, by its length in UTF-8 bytes. */
async function parsedTexts(run: () => Promise<unknown>): Promise<number[]> {
  const spy = vi.spyOn(JSON, 'parse');
  try {
    await run();
    return spy.mock.calls.map(([text]) => Buffer.byteLength(text));
  } finally {
    spy.mockRestore();
  }
}

describe('parsing JSON in pieces', () => {
  // Everything a piece boundary could cut wrongly: commas, colons and brackets inside strings,
  // escaped quotes and backslashes, multi-byte characters, whitespace, empty containers, and a
  // member named __proto__ (a field, as JSON.parse makes it).
  const tricky = JSON.stringify({
    a: ['x,y', 'q"uo"te', 'back\\slash\\', 'ends with \\"', '[{]}:,', 'é漢🙂\u202e', ''],
    n: [0, -1.5e-7, 1.25e300, true, false, null],
    e: [[], {}, [[]], { k: {} }],
    deep: { l1: { l2: { l3: ['z', { '': 'empty key', 'k"ey': 1 }] } } },
  }).replace('{"a"', '{"__proto__":{"polluted":true},"a"');
  const spaced = ' [ 1 , { "a" : [ 2 , 3 ] , "b" : { } } , [ ] , "s p" ] ';

  it.each([1, 2, 7, 64, 1 << 20])('gives what JSON.parse gives, pieces of %i bytes', async (n) => {
    for (const text of [tricky, spaced, '"just a string"', '42', '[]', '{}']) {
      const parsed = await parseJsonInPieces(bytes(text), noPause, n);
      expect(parsed).toStrictEqual(JSON.parse(text));
    }
    const parsed = (await parseJsonInPieces(bytes(tricky), noPause, n)) as object;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)[0]).toBe('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses malformed text as JSON.parse does', async () => {
    for (const text of ['[1,]', '[1 2]', '{"a" 1}', '{"a":1,}', '["open', '{1:2}', ''])
      await expect(parseJsonInPieces(bytes(text), noPause, 1), text).rejects.toThrow(SyntaxError);
  });

  it('never hands JSON.parse more than a piece of a large text, and pauses between pieces', async () => {
    // ~0.97 MB in containers nested 4 deep, as the state's markets, books and orders are.
    const orders = Array.from({ length: 20_000 }, (_, i) => ({ id: `order-${i}`, size: i * 7 }));
    const value = { markets: [{ book: { orders } }, { book: { orders: orders.slice(0, 9_000) } }] };
    const text = JSON.stringify(value);
    expect(text.length).toBeGreaterThan(3 * JSON_PIECE_BYTES);
    let pauses = 0;
    const count = () => {
      pauses++;
      return Promise.resolve();
    };
    let parsed: unknown;
    const lengths = await parsedTexts(async () => {
      parsed = await parseJsonInPieces(bytes(text), count);
    });
    expect(parsed).toStrictEqual(value);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(JSON_PIECE_BYTES);
    // At least one pause per piece's worth of text.
    expect(pauses).toBeGreaterThanOrEqual(Math.floor(text.length / JSON_PIECE_BYTES));
  });
});
