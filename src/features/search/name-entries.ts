import type { Asset } from '#contract/asset.ts';
import type { Market } from '#contract/market.ts';
import type { Node } from '#contract/node.ts';
import type { NameEntry } from './name-matching.ts';

// The search's name lists, read from the entity layer's directories (the same cached answers
// every page's names come from), so searching a name fetches nothing a page has not already.

export const assetEntries = (assets: Asset[]): NameEntry[] =>
  assets.map((a) => ({
    kind: 'asset',
    id: a.id,
    title: a.details.symbol,
    subtitle: a.details.name,
    terms: [a.details.symbol, a.details.name, a.details.erc20?.contractAddress ?? ''],
  }));

export const marketEntries = (markets: Market[]): NameEntry[] =>
  markets.map((m) => ({
    kind: 'market',
    id: m.id,
    title: m.tradableInstrument.instrument.code,
    subtitle: m.tradableInstrument.instrument.name,
    terms: [m.tradableInstrument.instrument.code, m.tradableInstrument.instrument.name],
  }));

export const validatorEntries = (nodes: Node[]): NameEntry[] =>
  nodes.map((n) => ({ kind: 'validator', id: n.id, title: n.name, subtitle: '', terms: [n.name] }));
