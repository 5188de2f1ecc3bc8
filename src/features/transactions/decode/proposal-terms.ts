import type {
  NewMarketConfiguration,
  ProposalTerms,
  UpdateMarketConfiguration,
} from '#contract/proposal-terms.ts';
import { formatAmount } from '../../../lib/format-decimal.ts';
import { decodeBinding, decodeDataSource } from './data-source.ts';
import {
  field,
  group,
  idValue,
  list,
  present,
  text,
  timeFromSeconds,
  type Field,
} from './fields.ts';
import type { Lookups } from './lookups.ts';
import { percentText } from './liquidity-summaries.ts';

type MarketChanges = NewMarketConfiguration | UpdateMarketConfiguration;

const seconds = (s: string) => text(`${s} s`);

/** The parameters a new market and a market update share. */
function marketParameters(c: MarketChanges): Field[] {
  const liquidity = c.liquidityMonitoringParameters;
  return present(
    field('Metadata', c.metadata.length ? list(c.metadata.map((m) => text(m))) : text('None')),
    field('LP price range', text(percentText(c.lpPriceRange), c.lpPriceRange)),
    field('Linear slippage factor', text(c.linearSlippageFactor)),
    field('Quadratic slippage factor', text(c.quadraticSlippageFactor)),
    c.simple &&
      field(
        'Risk model (simple)',
        group(Object.entries(c.simple).map(([key, value]) => field(key, text(String(value))))),
      ),
    c.logNormal &&
      field(
        'Risk model (log-normal)',
        group([
          field('Risk aversion', text(String(c.logNormal.riskAversionParameter))),
          field('Tau', text(String(c.logNormal.tau))),
          field('Mu', text(String(c.logNormal.params.mu))),
          field('R', text(String(c.logNormal.params.r))),
          field('Sigma', text(String(c.logNormal.params.sigma))),
        ]),
      ),
    field(
      'Price monitoring triggers',
      c.priceMonitoringParameters.triggers.length
        ? list(
            c.priceMonitoringParameters.triggers.map((t) =>
              group([
                field('Horizon', seconds(t.horizon)),
                field('Probability', text(t.probability)),
                field('Auction extension', seconds(t.auctionExtension)),
              ]),
            ),
            true,
          )
        : text('None'),
    ),
    field(
      'Liquidity monitoring',
      group([
        field('Target stake time window', seconds(liquidity.targetStakeParameters.timeWindow)),
        field(
          'Target stake scaling factor',
          text(String(liquidity.targetStakeParameters.scalingFactor)),
        ),
        field('Triggering ratio', text(liquidity.triggeringRatio)),
        field('Auction extension', seconds(liquidity.auctionExtension)),
      ]),
    ),
  );
}

function instrumentFields(c: MarketChanges, lookups: Lookups): Field[] {
  const future = c.instrument.future;
  const settlementAsset =
    future && 'settlementAsset' in future ? future.settlementAsset : undefined;
  return present(
    'name' in c.instrument && field('Instrument name', text(c.instrument.name)),
    field('Instrument code', text(c.instrument.code)),
    settlementAsset !== undefined &&
      field(
        'Settlement asset',
        idValue(settlementAsset, 'asset', lookups.assets.get(settlementAsset)?.symbol),
      ),
    future && field('Quote name', text(future.quoteName)),
    future &&
      field('Settlement data source', decodeDataSource(future.dataSourceSpecForSettlementData)),
    future &&
      field(
        'Trading termination source',
        decodeDataSource(future.dataSourceSpecForTradingTermination),
      ),
    future && field('Data source binding', decodeBinding(future.dataSourceSpecBinding)),
  );
}

/** The change a proposal asks for, by kind, as labelled fields. */
export function decodeTermsChange(terms: ProposalTerms, lookups: Lookups): Field[] {
  if (terms.newMarket) {
    const c = terms.newMarket.changes;
    return [
      ...instrumentFields(c, lookups),
      field('Price decimal places', text(c.decimalPlaces)),
      field('Position decimal places', text(c.positionDecimalPlaces)),
      ...marketParameters(c),
    ];
  }
  if (terms.updateMarket) {
    const { marketId, changes } = terms.updateMarket;
    return [
      field('Market', idValue(marketId, 'market', lookups.markets.get(marketId)?.code)),
      ...instrumentFields(changes, lookups),
      ...marketParameters(changes),
    ];
  }
  if (terms.updateNetworkParameter) {
    const { key, value } = terms.updateNetworkParameter.changes;
    return [
      field('Parameter', text(key)),
      field('New value', value.length > 80 ? { kind: 'block', text: value } : text(value)),
    ];
  }
  if (terms.newAsset) {
    const a = terms.newAsset.changes;
    const decimals = Number(a.decimals);
    const amount = (raw: string) => text(`${formatAmount(raw, decimals)} ${a.symbol}`, raw);
    return present(
      field('Name', text(a.name)),
      field('Symbol', text(a.symbol)),
      field('Decimals', text(a.decimals)),
      field('Quantum', amount(a.quantum)),
      a.builtinAsset && field('Max faucet mint', amount(a.builtinAsset.maxFaucetAmountMint)),
      a.erc20 && field('ERC-20 contract', idValue(a.erc20.contractAddress)),
      a.erc20 && field('Lifetime limit', amount(a.erc20.lifetimeLimit)),
      a.erc20 && field('Withdraw threshold', amount(a.erc20.withdrawThreshold)),
    );
  }
  if (terms.updateAsset) {
    const { assetId, changes } = terms.updateAsset;
    const asset = lookups.assets.get(assetId);
    const amount = (raw: string) =>
      asset
        ? text(`${formatAmount(raw, asset.decimals)} ${asset.symbol}`, raw)
        : text(`${raw} (raw)`);
    return present(
      field('Asset', idValue(assetId, 'asset', asset?.symbol)),
      field('Quantum', amount(changes.quantum)),
      changes.erc20 && field('Lifetime limit', amount(changes.erc20.lifetimeLimit)),
      changes.erc20 && field('Withdraw threshold', amount(changes.erc20.withdrawThreshold)),
    );
  }
  return [];
}

export function termsTimes(terms: ProposalTerms): Field[] {
  return present(
    field('Closes', timeFromSeconds(terms.closingTimestamp)),
    // What the transaction asked for; whether it happened is the outcome's to say.
    !terms.newFreeform && field('Enactment scheduled', timeFromSeconds(terms.enactmentTimestamp)),
    terms.validationTimestamp !== '0' &&
      field('Validated by', timeFromSeconds(terms.validationTimestamp)),
  );
}
