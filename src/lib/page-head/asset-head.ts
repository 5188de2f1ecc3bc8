/*
 * The head of an asset's page from its data, pure (no React, no fetching): the page renders it and
 * a server can call it with the same records. Without the data (or for an unknown id) the page
 * still has a title from its URL and a short description.
 */
import { enumToWords } from '../enum-words.ts';
import { chain } from './describe-parts.ts';
import type { PageHead } from './head-tags.ts';

export interface AssetFacts {
  symbol: string;
  name: string;
  decimals: string;
  status: string;
}

export function assetHead(asset?: AssetFacts): PageHead {
  if (!asset) return { title: 'Asset', description: 'An asset of the trading network.' };
  return {
    title: `${chain(asset.symbol)} · Asset`,
    description: `${chain(asset.symbol)} (${chain(asset.name)}): ${enumToWords(asset.status).toLowerCase()}, ${asset.decimals} decimals. Its deposits, withdrawals and markets.`,
  };
}
