import { parseGrouping, type Grouping } from './book/book-view.ts';

/** The market page's view state, all of it in the URL (`?tab=&group=&interval=`). */
export const MARKET_TABS = ['trading', 'chart', 'liquidity', 'config'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

export interface MarketViewState {
  tab: MarketTab;
  group: Grouping;
  /** Candle interval code ("1m"), null = the first the node offers. */
  interval: string | null;
}

export function readMarketView(params: URLSearchParams): MarketViewState {
  const tab = params.get('tab');
  return {
    tab: (MARKET_TABS as readonly string[]).includes(tab ?? '') ? (tab as MarketTab) : 'trading',
    group: parseGrouping(params.get('group')),
    interval: params.get('interval') || null,
  };
}

/** The search string for a view; defaults are left out so plain links stay plain. */
export function marketViewSearch(view: MarketViewState): string {
  const params = new URLSearchParams();
  if (view.tab !== 'trading') params.set('tab', view.tab);
  if (view.group !== 1) params.set('group', String(view.group));
  if (view.interval) params.set('interval', view.interval);
  const text = params.toString();
  return text ? `?${text}` : '';
}
