import { describe, expect, it } from 'vitest';
import type { Market } from '#contract/market.ts';
import { successorsByParent } from './successors.ts';

/** The fields the successor rule reads: id, state, tags, when it was proposed. */
function market(id: string, state: string, tags: string[], proposed = '1'): Market {
  return {
    id,
    state,
    tradableInstrument: { instrument: { metadata: { tags } } },
    marketTimestamps: { proposed, pending: '0', open: '0', close: '0' },
  } as unknown as Market;
}

describe('successorsByParent', () => {
  it('finds the market whose metadata names a parent', () => {
    const parent = market('p', 'STATE_CLOSED', ['base:BTC']);
    const child = market('c', 'STATE_ACTIVE', ['base:BTC', 'parent:p']);
    const other = market('o', 'STATE_ACTIVE', ['base:ETH']);
    const found = successorsByParent([child, parent, other]);
    expect(found.get('p')?.id).toBe('c');
    expect(found.has('c')).toBe(false);
    expect(found.has('o')).toBe(false);
    expect(found.size).toBe(1);
  });

  it('prefers the successor that opened to one declined before it, whatever the order', () => {
    const declined = market('d', 'STATE_REJECTED', ['parent:p'], '100');
    const opened = market('s', 'STATE_PENDING', ['parent:p'], '50');
    expect(successorsByParent([declined, opened]).get('p')?.id).toBe('s');
    expect(successorsByParent([opened, declined]).get('p')?.id).toBe('s');
  });

  it('of successors that never opened, names the newest', () => {
    const first = market('a', 'STATE_REJECTED', ['parent:p'], '100');
    const second = market('b', 'STATE_CANCELLED', ['parent:p'], '200');
    expect(successorsByParent([first, second]).get('p')?.id).toBe('b');
    expect(successorsByParent([second, first]).get('p')?.id).toBe('b');
  });

  it('reads a tag that only starts like the parent tag as no link', () => {
    const m = market('x', 'STATE_ACTIVE', ['parentage:p', 'Parent:p']);
    expect(successorsByParent([m]).size).toBe(0);
  });
});
