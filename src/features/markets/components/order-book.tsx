import { formatPrice, formatSize, formatUnits } from '../../../lib/format-decimal.ts';
import { barPercent, type BookRow, type BookView } from '../book/book-view.ts';

interface OrderBookProps {
  view: BookView;
  decimalPlaces: number;
  positionDecimalPlaces: number;
  /** The book's depth sequence number (also exposed as data-sequence). */
  sequence?: string | undefined;
  /** Price and volume the auction would uncross at; only during an auction. */
  indicative?: { price: string; volume: string } | undefined;
  loading?: boolean;
}

type Side = 'bid' | 'ask';

/**
 * The book as one table: asks above (best ask next to the spread), bids below. Each row says
 * its side in words; colour and the cumulative bars only repeat it.
 *
 * Bespoke, not the table components: two sides around a spread row, a depth bar drawn behind
 * each row, and levels re-rendered many times a second from the stream (no column model to
 * rebuild per update).
 */
export function OrderBook(props: OrderBookProps) {
  const { view, decimalPlaces, positionDecimalPlaces, sequence, indicative, loading } = props;
  const price = (raw: bigint) => formatPrice(raw.toString(), decimalPlaces);
  const size = (raw: bigint) => formatSize(raw.toString(), positionDecimalPlaces);

  const row = (r: BookRow, side: Side, isBest: boolean) => (
    <tr key={`${side}-${r.price}`} className={`book-row book-${side}${isBest ? ' book-best' : ''}`}>
      <th scope="row" className="book-side">
        {isBest ? `Best ${side}` : side === 'bid' ? 'Bid' : 'Ask'}
      </th>
      <td className="num book-price">{price(r.price)}</td>
      <td className="num">{size(r.volume)}</td>
      <td className="num book-cumulative">
        <span
          className="book-bar"
          aria-hidden="true"
          style={{ width: `${barPercent(r.cumulative, view.maxCumulative)}%` }}
        />
        <span className="book-cumulative-value">{size(r.cumulative)}</span>
      </td>
      <td className="num">{r.orders.toString()}</td>
    </tr>
  );

  const mid =
    view.bestBid !== undefined && view.bestAsk !== undefined
      ? (view.bestBid + view.bestAsk) / 2n
      : undefined;
  return (
    <div className="table-wrap book-wrap">
      <table
        className="data-table book"
        aria-label="Order book"
        aria-busy={loading || undefined}
        data-sequence={sequence}
        data-best-bid={view.bestBid?.toString()}
        data-best-ask={view.bestAsk?.toString()}
      >
        <thead>
          <tr>
            <th scope="col">Side</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Volume
            </th>
            <th scope="col" className="num">
              Cumulative
            </th>
            <th scope="col" className="num">
              Orders
            </th>
          </tr>
        </thead>
        <tbody className="book-asks">
          {view.asks.length === 0 ? (
            <EmptySide loading={loading} text="No asks" />
          ) : (
            [...view.asks].reverse().map((r, i, all) => row(r, 'ask', i === all.length - 1))
          )}
        </tbody>
        <tbody className="book-middle">
          <tr>
            <td colSpan={5} className="book-spread">
              {view.spread !== undefined ? (
                <>
                  Spread <strong className="num">{price(view.spread)}</strong>
                  {mid !== undefined && mid > 0n && view.spread >= 0n && (
                    <span className="muted">
                      {' '}
                      ({formatUnits(((view.spread * 10_000n) / mid).toString(), 2)} %)
                    </span>
                  )}
                </>
              ) : (
                <span className="muted">No spread: one side is empty</span>
              )}
              {indicative &&
                // A book that does not cross has no indicative price: the node's 0 is none.
                (indicative.volume === '0' ? (
                  <span className="book-indicative muted">
                    Auction: the book does not cross yet
                  </span>
                ) : (
                  <span className="book-indicative">
                    Auction: indicative price{' '}
                    <strong className="num">{formatPrice(indicative.price, decimalPlaces)}</strong>,
                    volume{' '}
                    <strong className="num">
                      {formatSize(indicative.volume, positionDecimalPlaces)}
                    </strong>
                  </span>
                ))}
            </td>
          </tr>
        </tbody>
        <tbody className="book-bids">
          {view.bids.length === 0 ? (
            <EmptySide loading={loading} text="No bids" />
          ) : (
            view.bids.map((r, i) => row(r, 'bid', i === 0))
          )}
        </tbody>
      </table>
    </div>
  );
}

function EmptySide({ loading, text }: { loading?: boolean | undefined; text: string }) {
  return (
    <tr>
      <td colSpan={5} className="empty">
        {loading ? <span className="skeleton" /> : text}
      </td>
    </tr>
  );
}
