import type { Asset } from '#contract/asset.ts';
import type { Market } from '#contract/market.ts';
import type { Node } from '#contract/node.ts';
import market from './fixtures/market-eurusd.json';
import node from './fixtures/node.json';

// Whole records as the data node serves them (captured from it), renamed per test: what a
// component reads through the contract's strict schemas must be complete, not a sketch.

export function assetRecord(id: string, symbol: string, name = symbol, decimals = '6'): Asset {
  return { id, details: { name, symbol, decimals, quantum: '1' }, status: 'STATUS_ENABLED' };
}

export function marketRecord(id: string, code: string, name = code): Market {
  const base = market as unknown as Market;
  return {
    ...base,
    id,
    tradableInstrument: {
      ...base.tradableInstrument,
      instrument: { ...base.tradableInstrument.instrument, code, name },
    },
  };
}

export function nodeRecord(id: string, name: string): Node {
  return { ...(node as unknown as Node), id, name };
}

/** One page of a list, the data node's connection shape. */
export function connectionPage<T>(nodes: T[]) {
  return {
    edges: nodes.map((n, i) => ({ cursor: `c${i}`, node: n })),
    pageInfo: { startCursor: 'c0', endCursor: 'c0', hasNextPage: false, hasPreviousPage: false },
  };
}
