import type { ReactNode } from 'react';
import type { MarketData } from '#contract/market-data.ts';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { enumToWords } from '../../../lib/enum-words.ts';
import { formatAmount, formatPrice, formatSize } from '../../../lib/format-decimal.ts';
import type { AssetSummary } from '../api/markets-queries.ts';
import { isAuction, markPriceOf, tradingHasEnded } from '../market-summary.ts';

interface MarketDataPanelProps {
  data: MarketData | null;
  loading?: boolean;
  decimalPlaces: number;
  positionDecimalPlaces: number;
  asset?: AssetSummary | undefined;
  /** A live status line, when the page shows one here. */
  status?: ReactNode;
  /** The market's state now (currentStatus): after trading ends, schedule fields show "—". */
  state: string;
  /** When trading ended (the record's `marketTimestamps.close`, Unix ns; "0" = not yet). */
  closedAt?: string | undefined;
}

export function MarketDataPanel(props: MarketDataPanelProps) {
  const { data, loading, decimalPlaces, positionDecimalPlaces, asset, status, state } = props;
  const mark = markPriceOf(data);
  // The node keeps sending the last schedule of a market that no longer trades (a mark-to-market
  // due "328 d ago"): once trading has ended those fields have no meaning, so they read "—".
  const ended = tradingHasEnded(state);
  const price = (raw: string) => formatPrice(raw, decimalPlaces);
  const size = (raw: string) => formatSize(raw, positionDecimalPlaces);
  const stake = (raw: string) =>
    asset ? `${formatAmount(raw, asset.decimals)} ${asset.symbol}` : raw;
  return (
    <section className="panel" aria-labelledby="market-data-heading">
      <div className="panel-heading">
        <h2 id="market-data-heading">Market data</h2>
        {status}
      </div>
      {ended && <EndedNote state={state} closedAt={props.closedAt} />}
      {!data ? (
        <p className="muted" aria-busy={loading || undefined}>
          {loading ? 'Loading market data…' : 'No market data yet.'}
        </p>
      ) : (
        <dl className="fields market-data" data-timestamp={data.timestamp}>
          {/* Final settlement marks the market to the settlement price (the engine's settle). */}
          <dt>{SETTLED.has(state) ? 'Settlement price' : 'Mark price'}</dt>
          <dd className="num">{mark ? price(mark) : <NoTradeYet />}</dd>
          <dt>Last traded price</dt>
          <dd className="num">
            {data.lastTradedPrice === '0' ? <NoTradeYet /> : price(data.lastTradedPrice)}
          </dd>
          <dt>Best bid</dt>
          <dd className="num">
            {data.bestBidVolume === '0' ? (
              <NoQuote side="bid" />
            ) : (
              <>
                {price(data.bestBidPrice)}{' '}
                <span className="muted">× {size(data.bestBidVolume)}</span>
              </>
            )}
          </dd>
          <dt>Best offer</dt>
          <dd className="num">
            {data.bestOfferVolume === '0' ? (
              <NoQuote side="offer" />
            ) : (
              <>
                {price(data.bestOfferPrice)}{' '}
                <span className="muted">× {size(data.bestOfferVolume)}</span>
              </>
            )}
          </dd>
          <dt>Mid price</dt>
          <dd className="num">
            {data.bestBidVolume === '0' || data.bestOfferVolume === '0' ? (
              <NoQuote side="bid or offer" />
            ) : (
              price(data.midPrice)
            )}
          </dd>
          <dt>Open interest</dt>
          <dd className="num">{size(data.openInterest)}</dd>
          {isAuction(data.marketTradingMode) && !ended && (
            <>
              <dt>Indicative price</dt>
              <dd className="num">
                {data.indicativeVolume === '0' ? <NoUncrossing /> : price(data.indicativePrice)}
              </dd>
              <dt>Indicative volume</dt>
              <dd className="num">
                {data.indicativeVolume === '0' ? <NoUncrossing /> : size(data.indicativeVolume)}
              </dd>
              <dt>Auction started</dt>
              <dd>
                <Timestamp ns={data.auctionStart} />
              </dd>
              <dt>Auction ends</dt>
              <dd>
                <Timestamp ns={data.auctionEnd} />
              </dd>
              <dt>Auction trigger</dt>
              <dd>{enumToWords(data.trigger)}</dd>
              <dt>Extension trigger</dt>
              <dd>{enumToWords(data.extensionTrigger)}</dd>
            </>
          )}
          <dt>Price monitoring bounds</dt>
          <dd>
            {ended ? (
              <NoLongerApplies />
            ) : data.priceMonitoringBounds.length === 0 ? (
              <span className="muted">None</span>
            ) : (
              <ul className="plain-list">
                {data.priceMonitoringBounds.map((b, i) => (
                  <li key={i}>
                    <span className="num">
                      {price(b.minValidPrice)} – {price(b.maxValidPrice)}
                    </span>{' '}
                    <span className="muted">
                      (horizon {b.trigger.horizon} s, probability {b.trigger.probability}, reference{' '}
                      {price(b.referencePrice)})
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>Target stake</dt>
          <dd className="num">{stake(data.targetStake)}</dd>
          <dt>Supplied stake</dt>
          <dd className="num">{stake(data.suppliedStake)}</dd>
          <dt>Market value proxy</dt>
          <dd className="num">{stake(data.marketValueProxy)}</dd>
          <dt>Next mark-to-market</dt>
          <dd>
            {ended ? (
              <NoLongerApplies />
            ) : scheduled(data.nextMarkToMarket, data.timestamp) ? (
              <Timestamp ns={data.nextMarkToMarket} />
            ) : (
              <span title="No mark-to-market is scheduled: the market has not traded continuously yet">
                —
              </span>
            )}
          </dd>
          <dt>Updated</dt>
          <dd>
            <Timestamp ns={data.timestamp} />
          </dd>
        </dl>
      )}
    </section>
  );
}

const SETTLED = new Set(['STATE_SETTLED', 'STATE_CLOSED']);

/**
 * What the figures of a market that no longer trades are: the node keeps its last market data,
 * which would otherwise read as live (a terminated market's open interest, its stakes).
 */
function EndedNote({ state, closedAt }: { state: string; closedAt: string | undefined }) {
  const when = closedAt && closedAt !== '0' ? <Timestamp ns={closedAt} /> : null;
  const what = SETTLED.has(state)
    ? 'the market settled; the price below is its settlement price, the other figures its last values.'
    : state === 'STATE_TRADING_TERMINATED'
      ? 'the figures below are its last values, not live ones; the market awaits its settlement data.'
      : 'the figures below are its last values, not live ones.';
  return (
    <p className="ended-note" role="note">
      Trading ended{when && ' '}
      {when}: {what}
    </p>
  );
}

/** No trade yet (an opening auction): the node's "0" is no price. */
function NoTradeYet() {
  return <span title="No trade yet">—</span>;
}

/**
 * Whether a "next" time is a schedule: not before the figures' own time. A market not marked
 * yet carries "0" (unset); a time already past, from any data node, schedules nothing either.
 */
function scheduled(next: string, asOf: string): boolean {
  return /^\d+$/.test(next) && /^\d+$/.test(asOf) && BigInt(next) >= BigInt(asOf);
}

/** An auction whose book does not cross yet has no indicative price (the node sends 0). */
function NoUncrossing() {
  return <span title="The book does not cross yet: no indicative price">—</span>;
}

/** A field that stopped meaning anything when trading ended. */
function NoLongerApplies() {
  return <span title="Trading has ended on this market">—</span>;
}

/** An empty side of the book has no price: the node's "0" is not a quote of 0. */
function NoQuote({ side }: { side: string }) {
  return <span title={`No ${side} on the book`}>—</span>;
}
