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
  /** Rows per side: a side with fewer levels is filled up with empty rows (see fill). */
  levels: number;
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
  const { view, decimalPlaces, positionDecimalPlaces, sequence, indicative, loading, levels } =
    props;
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
    // A scroll box a keyboard can reach and scroll, named as the lists' boxes are.
    <div
      className="table-wrap book-wrap"
      tabIndex={0}
      role="region"
      aria-label="Order book (scrollable)"
    >
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
          {/* Asks grow upwards from the spread: the empty rows go above them. */}
          {fill('ask', Math.max(view.asks.length, 1), levels)}
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
          {fill('bid', Math.max(view.bids.length, 1), levels)}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Empty rows up to `levels`, shaped like a level's row: the book keeps its height while it
 * loads, as levels come and go, and when grouping merges them, so nothing below it moves.
 */
function fill(side: Side, shown: number, levels: number) {
  return Array.from({ length: Math.max(0, levels - shown) }, (_, i) => (
    <tr key={`${side}-empty-${i}`} className="book-row book-empty" aria-hidden="true">
      <th scope="row" className="book-side">
        {'\u00a0'}
      </th>
      <td className="num book-price" />
      <td className="num" />
      <td className="num book-cumulative" />
      <td className="num" />
    </tr>
  ));
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
