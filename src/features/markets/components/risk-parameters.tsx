import type { Market } from '#contract/market.ts';
import { StaticTable, type StaticColumn } from '../../../components/data-table/static-table.tsx';
import { Shown } from '../../../components/ui/shown.tsx';
import { displayScore } from '../../../lib/format/display-rules.ts';
/** A model parameter to 4 significant digits (display rules), the exact value on hover. */
const Param = ({ value }: { value: string | number }) => <Shown value={displayScore(value)} />;

// Numbered: two triggers may be alike (a market's configuration is whatever governance passed).
type Trigger = Market['priceMonitoringSettings']['parameters']['triggers'][number] & { n: number };

// A few fixed rows of configuration: a plain table.
const TRIGGER_COLUMNS: StaticColumn<Trigger>[] = [
  { header: 'Horizon', cell: (t) => `${t.horizon} s` },
  { header: 'Probability', cell: (t) => t.probability },
  { header: 'Auction extension', cell: (t) => `${t.auctionExtension} s` },
];

/** Risk model, margin scaling factors and price monitoring triggers. */
export function RiskParameters({ market }: { market: Market }) {
  const { logNormalRiskModel: logNormal, simpleRiskModel: simple } = market.tradableInstrument;
  const scaling = market.tradableInstrument.marginCalculator.scalingFactors;
  const triggers = market.priceMonitoringSettings.parameters.triggers;
  return (
    <section className="config-block" aria-labelledby="risk-heading">
      <h2 id="risk-heading">Risk</h2>
      <dl className="fields">
        <dt>Risk model</dt>
        <dd>{logNormal ? 'Log-normal' : simple ? 'Simple' : 'None'}</dd>
        {logNormal && (
          <>
            <dt>Risk aversion parameter</dt>
            <dd>
              <Param value={logNormal.riskAversionParameter} />
            </dd>
            <dt>Tau</dt>
            <dd>
              <Param value={logNormal.tau} />
            </dd>
            <dt>Mu</dt>
            <dd>
              <Param value={logNormal.params.mu} />
            </dd>
            <dt>R</dt>
            <dd>
              <Param value={logNormal.params.r} />
            </dd>
            <dt>Sigma</dt>
            <dd>
              <Param value={logNormal.params.sigma} />
            </dd>
          </>
        )}
        {simple && (
          <>
            <dt>Factor long</dt>
            <dd>
              <Param value={simple.params.factorLong} />
            </dd>
            <dt>Factor short</dt>
            <dd>
              <Param value={simple.params.factorShort} />
            </dd>
            <dt>Max move up</dt>
            <dd>
              <Param value={simple.params.maxMoveUp} />
            </dd>
            <dt>Min move down</dt>
            <dd>
              <Param value={simple.params.minMoveDown} />
            </dd>
            <dt>Probability of trading</dt>
            <dd>
              <Param value={simple.params.probabilityOfTrading} />
            </dd>
          </>
        )}
        <dt>Margin scaling factors</dt>
        <dd>
          search level {scaling.searchLevel}, initial margin {scaling.initialMargin}, collateral
          release {scaling.collateralRelease}
        </dd>
      </dl>
      <h3 id="triggers-heading">Price monitoring triggers</h3>
      <StaticTable
        label="Price monitoring triggers"
        columns={TRIGGER_COLUMNS}
        rows={triggers.map((t, n) => ({ ...t, n }))}
        rowKey={(t) => String(t.n)}
        empty="No price monitoring triggers."
      />
    </section>
  );
}
