import { displayPercent, displayScore } from '../../../lib/format/display-rules.ts';
import type { Proposal } from '#contract/governance.ts';
import type { NewMarketConfiguration } from '#contract/proposal-terms.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { AssetAmount, AssetName } from '../../../entities/asset/asset-cells.tsx';
import { MarketLink } from '../../../entities/market/market-link.tsx';
import { formatUnits } from '../../../lib/format-decimal.ts';
import { NetworkParameterChange } from './network-parameter-change.tsx';

/** The change a proposal makes, by kind, and the raw terms for everything else. */
export function ProposalTerms({ proposal }: { proposal: Proposal }) {
  const { terms } = proposal;
  return (
    <>
      {terms.updateNetworkParameter && (
        <NetworkParameterChange
          change={terms.updateNetworkParameter.changes}
          state={proposal.state}
        />
      )}
      {terms.newMarket && <MarketChanges changes={terms.newMarket.changes} />}
      {terms.updateMarket && (
        <>
          <p>
            Changes market <MarketLink marketId={terms.updateMarket.marketId} />
          </p>
          <MarketChanges changes={terms.updateMarket.changes} />
        </>
      )}
      {terms.newAsset && (
        <dl className="fields">
          <dt>Asset</dt>
          <dd>
            {terms.newAsset.changes.name} ({terms.newAsset.changes.symbol})
          </dd>
          <dt>Decimals</dt>
          <dd>{terms.newAsset.changes.decimals}</dd>
          <dt>Quantum</dt>
          <dd>
            {formatUnits(terms.newAsset.changes.quantum, Number(terms.newAsset.changes.decimals))}
          </dd>
          <dt>Source</dt>
          <dd>
            {terms.newAsset.changes.erc20 ? (
              <>
                ERC-20 <IdText value={terms.newAsset.changes.erc20.contractAddress} />
              </>
            ) : (
              'Builtin'
            )}
          </dd>
        </dl>
      )}
      {terms.updateAsset && (
        <dl className="fields">
          <dt>Asset</dt>
          <dd>
            <AssetName assetId={terms.updateAsset.assetId} />
          </dd>
          <dt>Quantum</dt>
          <dd>
            <AssetAmount
              assetId={terms.updateAsset.assetId}
              raw={terms.updateAsset.changes.quantum}
            />
          </dd>
          {terms.updateAsset.changes.erc20 && (
            <>
              <dt>Lifetime limit</dt>
              <dd>
                <AssetAmount
                  assetId={terms.updateAsset.assetId}
                  raw={terms.updateAsset.changes.erc20.lifetimeLimit}
                />
              </dd>
              <dt>Withdraw threshold</dt>
              <dd>
                <AssetAmount
                  assetId={terms.updateAsset.assetId}
                  raw={terms.updateAsset.changes.erc20.withdrawThreshold}
                />
              </dd>
            </>
          )}
        </dl>
      )}
      {terms.newFreeform && (
        <p>A freeform proposal changes nothing on the network: it records the community’s vote.</p>
      )}
      <details className="raw-json">
        <summary>All terms as JSON</summary>
        <pre>{JSON.stringify(terms, null, 2)}</pre>
      </details>
    </>
  );
}

type MarketChangeFields = Omit<
  NewMarketConfiguration,
  'decimalPlaces' | 'positionDecimalPlaces' | 'instrument'
> &
  Partial<Pick<NewMarketConfiguration, 'decimalPlaces' | 'positionDecimalPlaces'>> & {
    instrument: {
      code: string;
      name?: string;
      future?: { quoteName: string; settlementAsset?: string };
    };
  };

function MarketChanges({ changes }: { changes: MarketChangeFields }) {
  const { instrument } = changes;
  // Model parameters to 4 significant digits (display rules), the exact values on hover.
  const riskText = (sig: (v: string | number) => string) =>
    changes.logNormal
      ? `Log-normal (risk aversion ${sig(changes.logNormal.riskAversionParameter)}, tau ${sig(changes.logNormal.tau)}, sigma ${sig(changes.logNormal.params.sigma)})`
      : changes.simple
        ? `Simple (factor long ${sig(changes.simple.factorLong)}, short ${sig(changes.simple.factorShort)})`
        : '—';
  const risk = riskText((v) => displayScore(v).text);
  const riskExact = riskText(String);
  return (
    <dl className="fields">
      <dt>Instrument</dt>
      <dd>
        {instrument.name ? `${instrument.name} ` : ''}({instrument.code})
      </dd>
      {instrument.future?.settlementAsset && (
        <>
          <dt>Settlement asset</dt>
          <dd>
            <AssetName assetId={instrument.future.settlementAsset} />
          </dd>
        </>
      )}
      {instrument.future && (
        <>
          <dt>Quote</dt>
          <dd>{instrument.future.quoteName}</dd>
        </>
      )}
      {changes.decimalPlaces !== undefined && (
        <>
          <dt>Decimal places</dt>
          <dd>
            price {changes.decimalPlaces}, position {changes.positionDecimalPlaces}
          </dd>
        </>
      )}
      <dt>Risk model</dt>
      <dd title={riskExact === risk ? undefined : riskExact}>{risk}</dd>
      <dt>Price monitoring</dt>
      <dd>{changes.priceMonitoringParameters.triggers.length} trigger(s)</dd>
      <dt>LP price range</dt>
      <dd title={changes.lpPriceRange}>{displayPercent(changes.lpPriceRange).text}</dd>
      <dt>Slippage factors</dt>
      <dd>
        linear {changes.linearSlippageFactor}, quadratic {changes.quadraticSlippageFactor}
      </dd>
      <dt>Metadata</dt>
      <dd>{changes.metadata.length ? changes.metadata.join(', ') : '—'}</dd>
    </dl>
  );
}
