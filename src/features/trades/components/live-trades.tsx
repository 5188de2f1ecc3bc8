import { useRef, useState } from 'react';
import type { Trade } from '#contract/trade.ts';
import { NewRowsNotice } from '../../../components/data-table/new-rows-notice.tsx';
import { LiveStatus } from '../../../components/ui/live-status.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { countNewer } from '../../../streams/merge/capped-list.ts';
import { TAPE_CAP, TAPE_RULES, useTradesTape } from '../live/use-trades-tape.ts';
import { TradesTape } from './trades-tape.tsx';

interface LiveTradesProps {
  marketId: string;
  decimalPlaces: number;
  positionDecimalPlaces: number;
}

const NOUN = ['trade', 'trades'] as const;

/**
 * The market page's trades panel: the live tape with its status. While the reader has
 * scrolled the tape it holds still (new trades would push the rows away); a notice counts
 * the trades waiting above and shows them.
 */
export function LiveTrades({ marketId, decimalPlaces, positionDecimalPlaces }: LiveTradesProps) {
  const { trades, stream, isPending, error, refetch } = useTradesTape(marketId);
  const [still, setStill] = useState<readonly Trade[] | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const onScroll = () => {
    const atTop = (box.current?.scrollTop ?? 0) < 1;
    if (!atTop && still === null) setStill(trades);
    else if (atTop && still !== null) setStill(null);
  };
  const waiting = still ? countNewer(still, trades, TAPE_RULES) : 0;
  const showNew = () => {
    box.current?.scrollTo?.({ top: 0 });
    setStill(null);
  };
  return (
    <section className="panel" aria-labelledby="trades-heading">
      <div className="panel-heading">
        <h2 id="trades-heading">Trades</h2>
        <LiveStatus {...stream} onPause={stream.pause} onResume={stream.resume} label="trades" />
      </div>
      {error && trades.length === 0 ? (
        <ErrorState error={error} retry={refetch} />
      ) : (
        <div className="table-overlay-host">
          <TradesTape
            trades={still ?? trades}
            decimalPlaces={decimalPlaces}
            positionDecimalPlaces={positionDecimalPlaces}
            isLoading={isPending}
            scrollRef={box}
            onScroll={onScroll}
          />
          <NewRowsNotice
            count={waiting}
            // The tape keeps TAPE_CAP trades: when all are new, more may have come.
            more={waiting >= TAPE_CAP}
            noun={NOUN}
            onShow={showNew}
          />
        </div>
      )}
      <p className="muted small">The latest {TAPE_CAP} trades at most, newest first.</p>
    </section>
  );
}
