import type {
  FutureProduct,
  NewMarketConfiguration,
  ProposalTerms,
  UpdateMarketConfiguration,
} from '#contract/proposal-terms.ts';
import type { GenesisMarket } from '../../engine/genesis/genesis-schema.ts';
import { sha3Hex } from '../../engine/ids.ts';
import type { Rng } from '../../engine/rng.ts';
import { isTrading, PARENT_TAG } from '../../engine/lifecycle/market-lifecycle.ts';
import type { MarketRuntime } from '../../engine/state/market-runtime.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';

const MONTHS = [
  ['JL23', 'July'],
  ['AG23', 'August'],
  ['SP23', 'September'],
  ['OC23', 'October'],
  ['NV23', 'November'],
  ['DC23', 'December'],
] as const;

/** Genesis market configurations hold no nulls, so they are the contract's shapes as well. */
const asContractFuture = (f: GenesisMarket['instrument']['future']) =>
  structuredClone(f) as unknown as FutureProduct;

/** The proposal-shaped part of a running market's configuration. */
function marketChanges(c: GenesisMarket): NewMarketConfiguration {
  return {
    instrument: {
      name: c.instrument.name,
      code: c.instrument.code,
      future: asContractFuture(c.instrument.future),
    },
    decimalPlaces: c.decimalPlaces,
    metadata: [...c.metadata],
    priceMonitoringParameters: structuredClone(c.priceMonitoringParameters),
    liquidityMonitoringParameters: structuredClone(c.liquidityMonitoringParameters),
    ...(c.logNormal ? { logNormal: structuredClone(c.logNormal) } : {}),
    ...(c.simple ? { simple: structuredClone(c.simple) } : {}),
    positionDecimalPlaces: c.positionDecimalPlaces,
    lpPriceRange: c.lpPriceRange,
    linearSlippageFactor: c.linearSlippageFactor,
    quadraticSlippageFactor: c.quadraticSlippageFactor,
  };
}

/**
 * The code of another expiry of the same underlying: "BTCUSD.MF23" → "BTCUSD.JN24". Only a
 * trailing expiry suffix (".MF23", ".DEC30") is replaced; any other code is kept whole and
 * gets the suffix appended, so a hostile code (dots, quotes, bidi controls) is never cut
 * apart and left with half its marks.
 */
export function nextExpiryCode(code: string, expiry: string): string {
  return `${code.replace(/\.[A-Z0-9]{1,8}$/, '')}.${expiry}`;
}

/**
 * An expiry tag whose code no market uses yet (from the proposal count on), so each market's
 * code, and the termination property named after it, is its own.
 */
function expiryFor(state: NetworkState, code: string): (typeof MONTHS)[number] {
  const used = new Set(state.markets.map((m) => m.config.instrument.code));
  for (let i = 0; i < MONTHS.length; i++) {
    const month = MONTHS[(state.governance.proposals.size + i) % MONTHS.length]!;
    if (!used.has(nextExpiryCode(code, month[0]))) return month;
  }
  return MONTHS[state.governance.proposals.size % MONTHS.length]!;
}

/**
 * A new futures market: the next expiry of a running market's underlying (same oracle, asset
 * and risk model). `invalid` asks for more decimals than the settlement asset has.
 */
export function newMarketTerms(
  state: NetworkState,
  rng: Rng,
  invalid: boolean,
): Pick<ProposalTerms, 'newMarket'> & { title: string } {
  const template = rng.pick(state.genesis.markets);
  const [code, month] = expiryFor(state, template.instrument.code);
  const changes = marketChanges(template);
  changes.instrument.code = nextExpiryCode(template.instrument.code, code);
  changes.instrument.name = template.instrument.name.includes('Monthly')
    ? template.instrument.name.replace('Monthly', month)
    : `${template.instrument.name} (${month})`;
  const formerly = sha3Hex('instrument', changes.instrument.code).slice(0, 16).toUpperCase();
  changes.metadata = changes.metadata.map((t) =>
    t.startsWith('formerly:') ? `formerly:${formerly}` : t,
  );
  withOwnTermination(changes);
  if (invalid) changes.decimalPlaces = '19';
  return { newMarket: { changes }, title: `Launch ${changes.instrument.name}` };
}

/**
 * Each expiry terminates on its own data: `trading.terminated.<code>` from the template's
 * termination signers (a copied filter would end the template's market and this one together).
 */
function withOwnTermination(changes: NewMarketConfiguration): void {
  const future = changes.instrument.future!;
  const oracle = future.dataSourceSpecForTradingTermination.external?.oracle;
  if (!oracle) return;
  const property = `trading.terminated.${changes.instrument.code}`;
  future.dataSourceSpecForTradingTermination = {
    external: {
      oracle: {
        signers: oracle.signers,
        filters: [
          {
            key: { name: property, type: 'TYPE_BOOLEAN' },
            conditions: [{ operator: 'OPERATOR_EQUALS', value: 'true' }],
          },
        ],
      },
    },
  };
  future.dataSourceSpecBinding = {
    ...future.dataSourceSpecBinding,
    tradingTerminationProperty: property,
  };
}

/**
 * The next expiry of a market about to expire, or of one that never opened, naming it as its
 * parent (`parent:<id>` in the metadata: v0.71 has no successor field; the reference's later
 * `successor` configuration carries the same link), so the network keeps trading the
 * underlying (market-population.ts). At close the parent's insurance pool passes to it.
 */
export function successorTerms(
  state: NetworkState,
  parent: MarketRuntime,
): Pick<ProposalTerms, 'newMarket'> & { title: string } {
  const [code, month] = expiryFor(state, parent.config.instrument.code);
  const changes = marketChanges(parent.config);
  changes.instrument.code = nextExpiryCode(parent.config.instrument.code, code);
  const base = parent.config.instrument.name.replace(/ \([A-Za-z]+\)$/, '');
  changes.instrument.name = base.includes('Monthly')
    ? base.replace('Monthly', month)
    : `${base} (${month})`;
  changes.metadata = [
    ...changes.metadata.filter((t) => !t.startsWith(PARENT_TAG)),
    `${PARENT_TAG}${parent.id}`,
  ];
  withOwnTermination(changes);
  const [from, to] = [parent.config.instrument.code, changes.instrument.code];
  // A market that never opened (declined, or cancelled in its opening auction) is replaced.
  const opened = parent.state !== 'STATE_REJECTED' && parent.state !== 'STATE_CANCELLED';
  return {
    newMarket: { changes },
    title: opened ? `Roll ${from} into ${to}` : `List ${to} in place of ${from}`,
  };
}

/**
 * An update of a running market: monitoring, range and slippage retuned, the risk model's
 * volatility nudged. `invalid` names a market that does not exist.
 */
export function updateMarketTerms(
  state: NetworkState,
  rng: Rng,
  invalid: boolean,
  target?: MarketRuntime,
): Pick<ProposalTerms, 'updateMarket'> & { title: string } {
  const market = target ?? rng.pick(state.markets.filter(isTrading));
  const c = marketChanges(market.config);
  const f = c.instrument.future!;
  const changes: UpdateMarketConfiguration = {
    instrument: {
      code: c.instrument.code,
      future: {
        quoteName: f.quoteName,
        dataSourceSpecForSettlementData: f.dataSourceSpecForSettlementData,
        dataSourceSpecForTradingTermination: f.dataSourceSpecForTradingTermination,
        dataSourceSpecBinding: f.dataSourceSpecBinding,
      },
    },
    metadata: c.metadata,
    priceMonitoringParameters: c.priceMonitoringParameters,
    liquidityMonitoringParameters: c.liquidityMonitoringParameters,
    ...(c.logNormal ? { logNormal: c.logNormal } : {}),
    ...(c.simple ? { simple: c.simple } : {}),
    lpPriceRange: c.lpPriceRange,
    linearSlippageFactor: c.linearSlippageFactor,
    quadraticSlippageFactor: c.quadraticSlippageFactor,
  };
  changes.lpPriceRange = rng.pick(['0.5', '0.8', '0.95', '1', '2']);
  changes.linearSlippageFactor = rng.pick(['0.0005', '0.001', '0.002']);
  const first = changes.priceMonitoringParameters.triggers[0];
  if (first) first.probability = first.probability === '0.9999' ? '0.99999' : '0.9999';
  if (changes.logNormal) {
    const sigma = changes.logNormal.params.sigma * (0.9 + rng.next() * 0.2);
    changes.logNormal.params.sigma = Math.round(sigma * 1000) / 1000;
  }
  const marketId = invalid ? sha3Hex('no-such-market', String(rng.nextUint32())) : market.id;
  return {
    updateMarket: { marketId, changes },
    title: `Retune risk and monitoring of ${market.config.instrument.code}`,
  };
}
