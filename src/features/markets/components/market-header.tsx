import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChainText } from '../../../components/ui/chain-text.tsx';
import { paths } from '../../../config/paths.ts';
import type { Market } from '#contract/market.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { enumToWords } from '../../../lib/enum-words.ts';
import type { AssetSummary } from '../api/markets-queries.ts';

interface MarketHeaderProps {
  market: Market;
  state: string;
  tradingMode: string;
  asset?: AssetSummary | undefined;
  /** The market settles in an asset not named yet (the asset list is loading). */
  assetPending?: boolean;
  /** The market that took over once this one's trading ended, if any. */
  successor?: Market | undefined;
  status: ReactNode;
}

/**
 * Code, name, and the state and trading mode as they are now (live); a market whose trading
 * has ended links to its successor.
 */
export function MarketHeader(props: MarketHeaderProps) {
  const { market, state, tradingMode, asset, assetPending, successor, status } = props;
  const { instrument } = market.tradableInstrument;
  return (
    <header className="market-header">
      <h1>
        <ChainText text={instrument.code} wrap />{' '}
        <span className="muted">
          <ChainText text={instrument.name} wrap />
        </span>
      </h1>
      <dl className="badges">
        <div>
          <dt>State</dt>
          <dd data-testid="market-state">{enumToWords(state)}</dd>
        </div>
        <div>
          <dt>Trading mode</dt>
          <dd data-testid="market-trading-mode">{enumToWords(tradingMode)}</dd>
        </div>
        {successor && (
          <div>
            <dt>Succeeded by</dt>
            <dd data-testid="market-successor">
              <Link to={paths.market.href(successor.id)}>
                <ChainText text={successor.tradableInstrument.instrument.code} />
              </Link>
            </dd>
          </div>
        )}
        {(asset || assetPending) && (
          <div>
            <dt>Settles in</dt>
            {/* Its place is kept while the asset's symbol loads. */}
            <dd>{asset ? asset.symbol : <span className="skeleton symbol-skeleton" />}</dd>
          </div>
        )}
        <div>
          <dt>ID</dt>
          <dd>
            <IdText value={market.id} full />
          </dd>
        </div>
      </dl>
      {status}
    </header>
  );
}
