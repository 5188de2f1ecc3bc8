import { describe, expect, it } from 'vitest';
import { StoredJson } from '../store/stored-json.ts';
import { spliceJson } from './splice-json.ts';

/**
 * Each StoredJson replaced by the value its text parses to: the answer JSON.stringify of the
 * parsed records gives, which the splice must equal.
 */
function parsed(value: unknown): unknown {
  if (value instanceof StoredJson) return value.value();
  if (Array.isArray(value)) return value.map(parsed);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, parsed(v)]));
  return value;
}

const record = (value: unknown) => new StoredJson(JSON.stringify(value));

describe('spliceJson', () => {
  it('sends the bytes JSON.stringify sends for the parsed records', () => {
    const answer = {
      orders: {
        edges: [
          {
            cursor: 'WyIxIl0=',
            node: record({ id: 'a"\\</script>', size: '1', nested: [1, null] }),
          },
          { cursor: 'WyIyIl0=', node: record({ id: '\u2028é', reference: '' }) },
        ],
        pageInfo: { startCursor: 'WyIxIl0=', hasNextPage: false, skipped: undefined },
      },
      'odd "key"': [undefined, () => 1, Symbol('s'), 1.5, -0, NaN, new Date(0), null],
      fn: () => 1,
      empty: {},
    };
    const text = spliceJson(answer);
    expect(text).toBe(JSON.stringify(parsed(answer)));
    // Spot check of the rules it follows, written out by hand.
    expect(text).toContain(
      '"odd \\"key\\"":[null,null,null,1.5,0,null,"1970-01-01T00:00:00.000Z",null]',
    );
    expect(text).not.toContain('"fn"');
    expect(text).not.toContain('skipped');
  });

  it('splices a record as written', () => {
    expect(spliceJson({ order: new StoredJson<unknown>('{"id":"x"}') })).toBe(
      '{"order":{"id":"x"}}',
    );
    expect(spliceJson([new StoredJson<unknown>('[]')])).toBe('[[]]');
  });

  it('leaves a bare undefined without a JSON form, as JSON.stringify does', () => {
    expect(spliceJson(undefined)).toBeUndefined();
    expect(spliceJson({ toJSON: () => ({ a: 1 }) })).toBe('{"a":1}');
  });
});
