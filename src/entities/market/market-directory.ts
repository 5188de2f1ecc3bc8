import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { markets } from '#contract/endpoints/markets.ts';
import type { Market } from '#contract/market.ts';
import { endpointEvery } from '../endpoint/endpoint-pages.ts';
import { DIRECTORY_STALE_MS } from '../directory-stale.ts';

/**
 * What pages need of a market to name it and to read its numbers: code and name, the
 * decimals of its prices and sizes, the asset it settles in. The one projection of a market
 * outside the market's own page; fields typed from the contract.
 */
export interface MarketEntity {
  id: Market['id'];
  code: Market['tradableInstrument']['instrument']['code'];
  name: Market['tradableInstrument']['instrument']['name'];
  decimalPlaces: number;
  positionDecimalPlaces: number;
  /** Asset id the market settles in (futures). */
  settlementAsset?: string;
}

export function toMarketEntity(m: Market): MarketEntity {
  const future = m.tradableInstrument.instrument.future;
  return {
    id: m.id,
    code: m.tradableInstrument.instrument.code,
    name: m.tradableInstrument.instrument.name,
    decimalPlaces: Number(m.decimalPlaces),
    positionDecimalPlaces: Number(m.positionDecimalPlaces),
    ...(future ? { settlementAsset: future.settlementAsset } : {}),
  };
}

/** Every market, whole: the one query of the markets list every page shares. */
export const marketDirectoryQuery = () =>
  queryOptions({ ...endpointEvery(markets), staleTime: DIRECTORY_STALE_MS });

export type MarketDirectory = ReadonlyMap<string, MarketEntity>;

const EMPTY: MarketDirectory = new Map();

/** Markets by id; empty until loaded (values then show raw, never wrong). */
export function useMarketDirectory(): { markets: MarketDirectory; pending: boolean } {
  const query = useQuery(marketDirectoryQuery());
  const markets = useMemo(
    () => (query.data ? new Map(query.data.nodes.map((m) => [m.id, toMarketEntity(m)])) : EMPTY),
    [query.data],
  );
  return { markets, pending: query.isPending };
}
