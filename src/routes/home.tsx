import { PageHead } from '../components/layout/page-head.tsx';
import { useMemo } from 'react';
import { LatestTrades, type TradeMarket } from '../features/home/components/latest-trades.tsx';
import { LatestTransactions } from '../features/home/components/latest-transactions.tsx';
import { MarketsOverview } from '../features/home/components/markets-overview.tsx';
import { NetworkStats } from '../features/home/components/network-stats.tsx';
import { useMarketRows } from '../features/markets/live/use-market-rows.ts';

/** Network at a glance: the markets feature's live rows feed the home panels. */
export default function HomePage() {
  const markets = useMarketRows();
  const byId = useMemo(
    () =>
      new Map<string, TradeMarket>(
        markets.rows.map((m) => [
          m.id,
          { code: m.code, priceDecimals: m.priceDecimals, sizeDecimals: m.sizeDecimals },
        ]),
      ),
    [markets.rows],
  );
  const trading = markets.rows.filter((m) => m.tradingMode === 'TRADING_MODE_CONTINUOUS').length;
  return (
    <>
      <PageHead
        title="Network at a glance"
        description="Explorer of a derivatives trading network: the latest blocks, markets with live prices, trades, transactions and validators."
      />
      <h1>Network at a glance</h1>
      <NetworkStats
        marketsTrading={markets.isPending ? undefined : trading}
        marketsError={markets.error}
      />
      <div className="home-grid">
        <MarketsOverview
          markets={markets.rows}
          isPending={markets.isPending}
          error={markets.error}
          retry={markets.refetch}
          live={markets.stream}
        />
        <LatestTrades markets={byId} />
      </div>
      <LatestTransactions />
    </>
  );
}
