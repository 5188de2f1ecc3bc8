import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import type { Market } from '#contract/market.ts';
import { LiveStatus } from '../../../components/ui/live-status.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { QueryFailure } from '../../../components/ui/status-states.tsx';
import { TabNav } from '../../../components/ui/tab-nav.tsx';
import { PageHead } from '../../../components/layout/page-head.tsx';
import { marketHead } from '../../../lib/page-head/market-head.ts';
import { paths } from '../../../config/paths.ts';
import { marketDetailQueries } from '../api/market-detail-queries.ts';
import { marketsQueries } from '../api/markets-queries.ts';
import { useLiveMarketData } from '../live/use-live-market-data.ts';
import {
  currentStatus,
  marketDecimals,
  settlementAssetId,
  tradingHasEnded,
} from '../market-summary.ts';
import { successorsByParent } from '../successors.ts';
import {
  MARKET_TABS,
  marketViewSearch,
  type MarketTab,
  type MarketViewState,
} from '../market-view-search.ts';
import { MarketDataPanel } from './market-data-panel.tsx';
import { MarketHeader } from './market-header.tsx';
import { OrderBookPanel } from './order-book-panel.tsx';

interface MarketPageProps {
  marketId: string;
  view: MarketViewState;
  onViewChange: (view: MarketViewState) => void;
  /** The trades tape (another feature), composed in by the route. */
  trades: (market: Market) => ReactNode;
}

// The chart and configuration tabs load their code when opened: a market deep link opens the
// trading tab, and its first-route JavaScript (docs/benchmarks.md) need not carry the others.
const CandlesPanel = lazy(async () => ({
  default: (await import('./candles-panel.tsx')).CandlesPanel,
}));
const LiquidityProvisions = lazy(async () => ({
  default: (await import('./liquidity-provisions.tsx')).LiquidityProvisions,
}));
const MarketConfig = lazy(async () => ({
  default: (await import('./market-config.tsx')).MarketConfig,
}));

const TAB_LABELS: Record<MarketTab, string> = {
  trading: 'Trading',
  chart: 'Chart',
  liquidity: 'Liquidity',
  config: 'Configuration',
};

export function MarketPage(props: MarketPageProps) {
  const query = useQuery(marketDetailQueries.detail(props.marketId));
  const assets = useQuery(marketsQueries.assets());
  const market = query.data;
  const assetId = market && settlementAssetId(market);
  const head = (
    <PageHead
      {...marketHead(
        market && {
          code: market.tradableInstrument.instrument.code,
          name: market.tradableInstrument.instrument.name,
          state: market.state,
          tradingMode: market.tradingMode,
          settlementSymbol: assetId ? assets.data?.[assetId]?.symbol : undefined,
        },
        props.view.tab === 'trading' ? undefined : TAB_LABELS[props.view.tab],
      )}
    />
  );
  if (query.isPending) {
    return (
      <>
        {head}
        <p aria-busy="true">Loading market…</p>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {head}
        <QueryFailure
          error={query.error}
          what="Market"
          id={props.marketId}
          retry={() => void query.refetch()}
        />
      </>
    );
  }
  // Keyed: live state (book, tape, data) never carries over from one market to another.
  return (
    <>
      {head}
      <MarketLive key={query.data.id} market={query.data} {...props} />
    </>
  );
}

function MarketLive({ market, view, onViewChange, trades }: MarketPageProps & { market: Market }) {
  const live = useLiveMarketData(market.id);
  const assets = useQuery(marketsQueries.assets());
  const assetId = settlementAssetId(market);
  const asset = assetId ? assets.data?.[assetId] : undefined;
  const decimals = marketDecimals(market);
  const { state, tradingMode } = currentStatus(market, live.data);
  const directory = useQuery(marketsQueries.list());
  const successor = tradingHasEnded(state)
    ? successorsByParent(directory.data ?? []).get(market.id)
    : undefined;
  const { stream } = live;
  return (
    <article className="market-page">
      <MarketHeader
        market={market}
        state={state}
        tradingMode={tradingMode}
        asset={asset}
        assetPending={assetId !== undefined && assets.isPending}
        successor={successor}
        status={
          <LiveStatus
            {...stream}
            onPause={stream.pause}
            onResume={stream.resume}
            label="market data"
          />
        }
      />
      <TabNav
        label="Market sections"
        active={view.tab}
        items={MARKET_TABS.map((tab) => ({
          id: tab,
          label: TAB_LABELS[tab],
          href: paths.market.href(market.id) + marketViewSearch({ ...view, tab }),
        }))}
      />
      {view.tab === 'trading' && (
        <div className="market-grid">
          <OrderBookPanel
            marketId={market.id}
            decimalPlaces={decimals.price}
            positionDecimalPlaces={decimals.size}
            grouping={view.group}
            onGroupingChange={(group) => onViewChange({ ...view, group })}
            marketData={live.data}
          />
          {/* The tape (a fixed-height box) first: the market data, whose height changes with
              its auction fields and price bounds, is last, so its changes move nothing. */}
          <div className="market-side">
            {trades(market)}
            <MarketDataPanel
              data={live.data}
              loading={live.isPending}
              state={state}
              closedAt={market.marketTimestamps.close}
              decimalPlaces={decimals.price}
              positionDecimalPlaces={decimals.size}
              asset={asset}
            />
          </div>
        </div>
      )}
      {view.tab === 'chart' && (
        <Suspense fallback={<ChartPanelSkeleton />}>
          <CandlesPanel
            marketId={market.id}
            interval={view.interval}
            onIntervalChange={(interval) => onViewChange({ ...view, interval })}
            decimalPlaces={decimals.price}
            positionDecimalPlaces={decimals.size}
          />
        </Suspense>
      )}
      {view.tab === 'liquidity' && (
        <Suspense fallback={<LoadingBlock label="liquidity provisions" />}>
          <LiquidityProvisions marketId={market.id} decimalPlaces={decimals.price} asset={asset} />
        </Suspense>
      )}
      {view.tab === 'config' && (
        <Suspense fallback={<LoadingBlock label="configuration" lines={8} />}>
          <MarketConfig market={market} asset={asset} />
        </Suspense>
      )}
    </article>
  );
}

/** The chart panel as it first shows (heading, then its loading line): nothing moves after. */
function ChartPanelSkeleton() {
  return (
    <section className="panel" aria-labelledby="candles-heading">
      <div className="panel-heading">
        <h2 id="candles-heading">Price chart</h2>
      </div>
      <p aria-busy="true">Loading the chart…</p>
    </section>
  );
}
