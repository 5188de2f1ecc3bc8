import type { Candle } from '#contract/candle.ts';
import type { Trade } from '#contract/trade.ts';
import {
  addTradeToCandle,
  CANDLE_INTERVALS,
  candleId,
  type CandleInterval,
  type CandleTrade,
} from './candle-buckets.ts';

export interface CandleChange {
  candleId: string;
  candle: Candle;
}

/**
 * A market's current candle per interval, moved on by each block's trades. What a candle is
 * (periods, open/close, volume) is defined once, in candle-buckets.ts, for these live
 * candles and the REST candles computed in SQL alike.
 */
export class CandleTracker {
  /**
   * By the interval's name, not its object: a snapshot restores the state with copies of
   * objects, and a copy of a CANDLE_INTERVALS entry would never match the original again.
   */
  private readonly current = new Map<CandleInterval['interval'], Candle>();

  constructor(private readonly marketId: string) {}

  /**
   * Folds the block's trades of this market (in execution order) into the candles and returns
   * each interval's candle as it stands after them; nothing when the market did not trade.
   */
  update(trades: readonly CandleTrade[]): CandleChange[] {
    if (trades.length === 0) return [];
    return CANDLE_INTERVALS.map((interval) => {
      let candle = this.current.get(interval.interval);
      for (const trade of trades) candle = addTradeToCandle(candle, trade, interval.seconds);
      const latest = candle as Candle;
      this.current.set(interval.interval, latest);
      return { candleId: candleId(interval.interval, this.marketId), candle: latest };
    });
  }
}

/**
 * The candles a block moved in one market: its trades among `blockTrades` (all of the block's
 * trades so far) folded into the market's candles. Call once per market per block, after the
 * market's last trade of the block.
 */
export function marketCandles(
  market: { readonly id: string; readonly candles: CandleTracker },
  blockTrades: readonly { trade: Pick<Trade, 'marketId' | keyof CandleTrade> }[],
): CandleChange[] {
  return market.candles.update(
    blockTrades.filter(({ trade }) => trade.marketId === market.id).map(({ trade }) => trade),
  );
}
