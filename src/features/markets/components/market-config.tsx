import { displayPercent } from '../../../lib/format/display-rules.ts';
import type { Market } from '#contract/market.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { RawJson } from '../../../components/ui/raw-json.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import type { AssetSummary } from '../api/markets-queries.ts';
import { DataSourceView } from './data-source-view.tsx';
import { RiskParameters } from './risk-parameters.tsx';

interface MarketConfigProps {
  market: Market;
  asset?: AssetSummary | undefined;
}

/** Everything the market was created with, section by section, then the raw record. */
export function MarketConfig({ market, asset }: MarketConfigProps) {
  const { instrument } = market.tradableInstrument;
  const future = instrument.future;
  const fees = market.fees.factors;
  const lm = market.liquidityMonitoringParameters;
  return (
    <div className="config">
      <section className="config-block" aria-labelledby="instrument-heading">
        <h2 id="instrument-heading">Instrument</h2>
        <dl className="fields">
          <dt>Market ID</dt>
          <dd>
            <IdText value={market.id} />
          </dd>
          <dt>Instrument ID</dt>
          <dd>
            <IdText value={instrument.id} />
          </dd>
          <dt>Code</dt>
          <dd>{instrument.code}</dd>
          <dt>Name</dt>
          <dd>{instrument.name}</dd>
          <dt>Product</dt>
          <dd>{future ? 'Future' : 'Unknown'}</dd>
          {future && (
            <>
              <dt>Quote name</dt>
              <dd>{future.quoteName}</dd>
              <dt>Settlement asset</dt>
              <dd>
                {asset && <>{asset.symbol} </>}
                <IdText
                  value={future.settlementAsset}
                  href={paths.asset.href(future.settlementAsset)}
                />
              </dd>
              <dt>Settlement data property</dt>
              <dd>
                <code className="break">{future.dataSourceSpecBinding.settlementDataProperty}</code>
              </dd>
              <dt>Trading termination property</dt>
              <dd>
                <code className="break">
                  {future.dataSourceSpecBinding.tradingTerminationProperty}
                </code>
              </dd>
            </>
          )}
          <dt>Metadata tags</dt>
          <dd>
            {instrument.metadata.tags.length === 0 ? (
              <span className="muted">None</span>
            ) : (
              <ul className="tags">
                {instrument.metadata.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
          </dd>
          <dt>Decimal places</dt>
          <dd>{market.decimalPlaces}</dd>
          <dt>Position decimal places</dt>
          <dd>{market.positionDecimalPlaces}</dd>
          <dt>Opening auction</dt>
          <dd>
            {market.openingAuction.duration} s, minimum volume {market.openingAuction.volume}
          </dd>
          <dt>Proposed</dt>
          <dd>
            <Timestamp ns={market.marketTimestamps.proposed} />
          </dd>
          <dt>Opened</dt>
          <dd>
            <Timestamp ns={market.marketTimestamps.open} />
          </dd>
          <dt>Closed</dt>
          <dd>
            <Timestamp ns={market.marketTimestamps.close} />
          </dd>
        </dl>
      </section>

      {future && (
        <>
          <DataSourceView
            title="Settlement data source"
            spec={future.dataSourceSpecForSettlementData}
          />
          <DataSourceView
            title="Trading termination data source"
            spec={future.dataSourceSpecForTradingTermination}
          />
        </>
      )}

      <RiskParameters market={market} />

      <section className="config-block" aria-labelledby="fees-heading">
        <h2 id="fees-heading">Fees and liquidity</h2>
        <dl className="fields">
          <dt>Maker fee</dt>
          <dd>{fees.makerFee}</dd>
          <dt>Infrastructure fee</dt>
          <dd>{fees.infrastructureFee}</dd>
          <dt>Liquidity fee</dt>
          <dd>{fees.liquidityFee}</dd>
          <dt>LP price range</dt>
          <dd title={market.lpPriceRange}>{displayPercent(market.lpPriceRange).text}</dd>
          <dt>Target stake time window</dt>
          <dd>{lm.targetStakeParameters.timeWindow} s</dd>
          <dt>Target stake scaling factor</dt>
          <dd>{lm.targetStakeParameters.scalingFactor}</dd>
          <dt>Triggering ratio</dt>
          <dd>{lm.triggeringRatio}</dd>
          <dt>Liquidity auction extension</dt>
          <dd>{lm.auctionExtension} s</dd>
          <dt>Linear slippage factor</dt>
          <dd>{market.linearSlippageFactor}</dd>
          <dt>Quadratic slippage factor</dt>
          <dd>{market.quadraticSlippageFactor}</dd>
        </dl>
      </section>

      <RawJson value={market} />
    </div>
  );
}
