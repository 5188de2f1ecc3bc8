import { useParams, useSearchParams } from 'react-router';
import { MarketPage } from '../features/markets/components/market-page.tsx';
import { marketDecimals } from '../features/markets/market-summary.ts';
import { marketViewSearch, readMarketView } from '../features/markets/market-view-search.ts';
import { LiveTrades } from '../features/trades/components/live-trades.tsx';

export default function MarketDetailPage() {
  const { marketId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <MarketPage
      marketId={marketId}
      view={readMarketView(params)}
      onViewChange={(view) =>
        setParams(new URLSearchParams(marketViewSearch(view)), { replace: true })
      }
      trades={(market) => {
        const decimals = marketDecimals(market);
        return (
          <LiveTrades
            marketId={market.id}
            decimalPlaces={decimals.price}
            positionDecimalPlaces={decimals.size}
          />
        );
      }}
    />
  );
}
