import { useMemo } from 'react';
import type { MarketData } from '#contract/market-data.ts';
import { LiveStatus } from '../../../components/ui/live-status.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { bookView, type Grouping } from '../book/book-view.ts';
import { useOrderBook } from '../live/use-order-book.ts';
import { isAuction } from '../market-summary.ts';
import { BookGrouping } from './book-grouping.tsx';
import { DepthChart } from './depth-chart.tsx';
import { OrderBook } from './order-book.tsx';

/** Price rows per side in the table. */
const BOOK_LEVELS = 12;
/** Levels per side in the depth chart (ungrouped). */
const DEPTH_LEVELS = 100;

interface OrderBookPanelProps {
  marketId: string;
  decimalPlaces: number;
  positionDecimalPlaces: number;
  grouping: Grouping;
  onGroupingChange: (grouping: Grouping) => void;
  marketData: MarketData | null;
}

export function OrderBookPanel(props: OrderBookPanelProps) {
  const { marketId, decimalPlaces, positionDecimalPlaces, grouping, marketData } = props;
  const { book, stream, snapshotError, resync, loaded } = useOrderBook(marketId);
  const view = useMemo(
    () => bookView(book.buy.values(), book.sell.values(), { grouping, limit: BOOK_LEVELS }),
    [book.buy, book.sell, grouping],
  );
  const depth = useMemo(
    () => bookView(book.buy.values(), book.sell.values(), { grouping: 1, limit: DEPTH_LEVELS }),
    [book.buy, book.sell],
  );
  const indicative =
    marketData && isAuction(marketData.marketTradingMode)
      ? { price: marketData.indicativePrice, volume: marketData.indicativeVolume }
      : undefined;
  return (
    <section className="panel" aria-labelledby="book-heading">
      <div className="panel-heading">
        <h2 id="book-heading">Order book</h2>
        <BookGrouping
          value={grouping}
          decimalPlaces={decimalPlaces}
          onChange={props.onGroupingChange}
        />
        <LiveStatus
          {...stream}
          onPause={stream.pause}
          onResume={stream.resume}
          label="order book"
        />
      </div>
      {snapshotError !== undefined && !loaded ? (
        <ErrorState error={snapshotError} retry={resync} />
      ) : (
        <div className="book-layout">
          <OrderBook
            view={view}
            decimalPlaces={decimalPlaces}
            positionDecimalPlaces={positionDecimalPlaces}
            sequence={book.sequence?.toString()}
            indicative={indicative}
            loading={!loaded}
            levels={BOOK_LEVELS}
          />
          <DepthChart
            view={depth}
            decimalPlaces={decimalPlaces}
            positionDecimalPlaces={positionDecimalPlaces}
          />
        </div>
      )}
    </section>
  );
}
