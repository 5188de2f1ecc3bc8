import type { ProposalTerms } from '#contract/proposal-terms.ts';
import { sha3Hex } from '../../engine/ids.ts';
import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';

type Terms<K extends keyof ProposalTerms> = Pick<ProposalTerms, K> & { title: string };

const TOKENS = [
  ['LINK', 'Chainlink'],
  ['UNI', 'Uniswap'],
  ['AAVE', 'Aave'],
  ['MKR', 'Maker'],
  ['SNX', 'Synthetix'],
  ['CRV', 'Curve DAO Token'],
  ['COMP', 'Compound'],
  ['GRT', 'The Graph'],
] as const;

const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;

/**
 * A new ERC-20 asset. Invalid variants: a contract address an asset already uses (rejected at
 * once), or the zero address (no token there: the validators' check fails).
 */
export function newAssetTerms(state: NetworkState, rng: Rng, invalid: boolean): Terms<'newAsset'> {
  const [symbol, name] = TOKENS[state.governance.proposals.size % TOKENS.length]!;
  const erc20s = state.governance.assets.all().filter((a) => a.details.erc20);
  const contractAddress = !invalid
    ? `0x${sha3Hex('token', symbol, String(state.governance.proposals.size)).slice(0, 40)}`
    : rng.chance(0.5)
      ? ZERO_ADDRESS
      : rng.pick(erc20s).details.erc20!.contractAddress;
  return {
    newAsset: {
      changes: {
        name,
        symbol,
        decimals: '18',
        quantum: '1000000000000000000',
        erc20: {
          contractAddress,
          lifetimeLimit: '1000000000000000000000000',
          withdrawThreshold: '10000000000000000000000',
        },
      },
    },
    title: `List ${symbol} as a settlement asset`,
  };
}

/**
 * New quantum and ERC-20 limits of an asset; `invalid` names an asset that does not exist,
 * `erc20Only` picks an ERC-20 asset (its bridge limits change).
 */
export function updateAssetTerms(
  state: NetworkState,
  rng: Rng,
  invalid: boolean,
  erc20Only = false,
): Terms<'updateAsset'> {
  const asset = rng.pick(
    state.governance.assets
      .all()
      .filter((a) => a.status === 'STATUS_ENABLED' && (!erc20Only || a.details.erc20)),
  );
  const quantum = BigInt(asset.details.quantum);
  const next = rng.chance(0.5) ? quantum * 2n : quantum > 1n ? quantum / 2n : 1n;
  const erc20 = asset.details.erc20;
  return {
    updateAsset: {
      assetId: invalid ? sha3Hex('no-such-asset', String(rng.nextUint32())) : asset.id,
      changes: {
        quantum: next.toString(),
        ...(erc20
          ? {
              erc20: {
                lifetimeLimit: ((BigInt(erc20.lifetimeLimit) * 3n) / 2n).toString(),
                withdrawThreshold: erc20.withdrawThreshold,
              },
            }
          : {}),
      },
    },
    title: `Update the quantum and bridge limits of ${asset.details.symbol}`,
  };
}

/** Parameters governance retunes, with the values proposals move between. */
const TUNABLE: readonly [string, readonly string[]][] = [
  ['market.auction.minimumDuration', ['30s', '45s', '1m']],
  ['transfer.fee.factor', ['0.001', '0.002', '0.0005']],
  ['spam.protection.minimumWithdrawalQuantumMultiple', ['10', '20', '5']],
  ['market.liquidityProvision.minLpStakeQuantumMultiple', ['100', '200', '50']],
  ['network.markPriceUpdateMaximumFrequency', ['5s', '3s', '10s']],
  ['spam.protection.max.votes', ['40', '50']],
  ['market.liquidity.maximumLiquidityFeeFactorLevel', ['0.05', '0.1']],
  ['governance.proposal.freeform.requiredParticipation', ['0.02', '0.03']],
];

/**
 * A network parameter change. Invalid variants: a key that does not exist, or a value of the
 * wrong type (a duration written in words).
 */
export function networkParameterTerms(
  state: NetworkState,
  rng: Rng,
  invalid: boolean,
): Terms<'updateNetworkParameter'> {
  let key: string;
  let value: string;
  if (invalid && rng.chance(0.5)) {
    [key, value] = ['market.fee.factors.takerFee', '0.0004'];
  } else if (invalid) {
    [key, value] = ['market.auction.minimumDuration', '45 seconds'];
  } else {
    const [k, values] = rng.pick(TUNABLE);
    key = k;
    value = rng.pick(values.filter((v) => v !== state.params.get(k)));
  }
  return {
    updateNetworkParameter: { changes: { key, value } },
    title: `Set ${key} to ${value}`,
  };
}

const FREEFORM_TITLES = [
  'Publish a quarterly treasury report',
  'Adopt the community code of conduct',
  'Signal support for a perpetual futures product',
  'Fund an independent security audit',
  'Run a trading competition next month',
];

/** A freeform proposal: a text the token holders vote on; nothing changes on chain. */
export function freeformTerms(rng: Rng): Terms<'newFreeform'> {
  return { newFreeform: {}, title: rng.pick(FREEFORM_TITLES) };
}
