import { memo, type Ref } from 'react';
import type { Trade } from '#contract/trade.ts';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { formatPrice, formatSize } from '../../../lib/format-decimal.ts';

interface TradesTapeProps {
  trades: readonly Trade[];
  decimalPlaces: number;
  positionDecimalPlaces: number;
  isLoading?: boolean;
  /** The scroll box, and its scroll events (the live tape holds still while scrolled). */
  scrollRef?: Ref<HTMLDivElement>;
  onScroll?: () => void;
}

/**
 * Trades newest first. The aggressor is written out with an arrow ("▲ Buy" / "▼ Sell"); the
 * colour only repeats it.
 *
 * Bespoke, not the table components: a fixed three-column tape in its own scroll box that the
 * caller holds still while scrolled (scrollRef/onScroll), updated at stream rate.
 */
export function TradesTape({
  trades,
  decimalPlaces,
  positionDecimalPlaces,
  isLoading,
  scrollRef,
  onScroll,
}: TradesTapeProps) {
  return (
    // A scroll box a keyboard can reach and scroll (tabIndex), named as the lists' boxes are.
    <div
      ref={scrollRef}
      className="table-wrap tape-wrap"
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label="Trades (scrollable)"
    >
      <table
        className="data-table tape"
        aria-label="Trades"
        aria-busy={isLoading || undefined}
        data-latest-trade={trades[0]?.id}
        data-count={trades.length}
      >
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Size
            </th>
            <th scope="col">Aggressor</th>
          </tr>
        </thead>
        <tbody>
          {isLoading && (
            <tr aria-hidden="true">
              <td colSpan={4}>
                <span className="skeleton" />
              </td>
            </tr>
          )}
          {!isLoading && trades.length === 0 && (
            <tr>
              <td colSpan={4} className="empty">
                No trades yet.
              </td>
            </tr>
          )}
          {trades.map((t) => (
            <TradeRow
              key={t.id}
              trade={t}
              decimalPlaces={decimalPlaces}
              positionDecimalPlaces={positionDecimalPlaces}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const AGGRESSOR: Record<string, { text: string; className: string }> = {
  SIDE_BUY: { text: '▲ Buy', className: 'side-buy' },
  SIDE_SELL: { text: '▼ Sell', className: 'side-sell' },
};

// Memoised: a new trade re-renders one row, not the 500 below it.
const TradeRow = memo(function TradeRow({
  trade,
  decimalPlaces,
  positionDecimalPlaces,
}: {
  trade: Trade;
  decimalPlaces: number;
  positionDecimalPlaces: number;
}) {
  const aggressor = AGGRESSOR[trade.aggressor] ?? { text: 'None (auction)', className: '' };
  return (
    <tr>
      <td>
        <Timestamp ns={trade.timestamp} />
      </td>
      <td className={`num ${aggressor.className}`}>{formatPrice(trade.price, decimalPlaces)}</td>
      <td className="num">{formatSize(trade.size, positionDecimalPlaces)}</td>
      <td className={aggressor.className}>{aggressor.text}</td>
    </tr>
  );
});
