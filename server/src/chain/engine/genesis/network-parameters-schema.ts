import { z } from 'zod';

/**
 * The 116 network parameters of the reference (api-contract.md §7) with their value types.
 * A genesis must set every one of them and nothing else, so a typo in a key fails at start-up.
 * The same table can validate `updateNetworkParameter` proposals later.
 */
export type NetworkParameterType = 'Decimal' | 'Duration' | 'Int' | 'JSON' | 'String' | 'Uint';

export const NETWORK_PARAMETER_TYPES = {
  'blockchains.ethereumConfig': 'JSON',
  'governance.proposal.asset.maxClose': 'Duration',
  'governance.proposal.asset.maxEnact': 'Duration',
  'governance.proposal.asset.minClose': 'Duration',
  'governance.proposal.asset.minEnact': 'Duration',
  'governance.proposal.asset.minProposerBalance': 'Uint',
  'governance.proposal.asset.minVoterBalance': 'Uint',
  'governance.proposal.asset.requiredMajority': 'Decimal',
  'governance.proposal.asset.requiredParticipation': 'Decimal',
  'governance.proposal.freeform.maxClose': 'Duration',
  'governance.proposal.freeform.minClose': 'Duration',
  'governance.proposal.freeform.minProposerBalance': 'Uint',
  'governance.proposal.freeform.minVoterBalance': 'Uint',
  'governance.proposal.freeform.requiredMajority': 'Decimal',
  'governance.proposal.freeform.requiredParticipation': 'Decimal',
  'governance.proposal.market.maxClose': 'Duration',
  'governance.proposal.market.maxEnact': 'Duration',
  'governance.proposal.market.minClose': 'Duration',
  'governance.proposal.market.minEnact': 'Duration',
  'governance.proposal.market.minProposerBalance': 'Uint',
  'governance.proposal.market.minVoterBalance': 'Uint',
  'governance.proposal.market.requiredMajority': 'Decimal',
  'governance.proposal.market.requiredParticipation': 'Decimal',
  'governance.proposal.updateAsset.maxClose': 'Duration',
  'governance.proposal.updateAsset.maxEnact': 'Duration',
  'governance.proposal.updateAsset.minClose': 'Duration',
  'governance.proposal.updateAsset.minEnact': 'Duration',
  'governance.proposal.updateAsset.minProposerBalance': 'Uint',
  'governance.proposal.updateAsset.minVoterBalance': 'Uint',
  'governance.proposal.updateAsset.requiredMajority': 'Decimal',
  'governance.proposal.updateAsset.requiredParticipation': 'Decimal',
  'governance.proposal.updateMarket.maxClose': 'Duration',
  'governance.proposal.updateMarket.maxEnact': 'Duration',
  'governance.proposal.updateMarket.minClose': 'Duration',
  'governance.proposal.updateMarket.minEnact': 'Duration',
  'governance.proposal.updateMarket.minProposerBalance': 'Uint',
  'governance.proposal.updateMarket.minProposerEquityLikeShare': 'Decimal',
  'governance.proposal.updateMarket.minVoterBalance': 'Uint',
  'governance.proposal.updateMarket.requiredMajority': 'Decimal',
  'governance.proposal.updateMarket.requiredMajorityLP': 'Decimal',
  'governance.proposal.updateMarket.requiredParticipation': 'Decimal',
  'governance.proposal.updateMarket.requiredParticipationLP': 'Decimal',
  'governance.proposal.updateNetParam.maxClose': 'Duration',
  'governance.proposal.updateNetParam.maxEnact': 'Duration',
  'governance.proposal.updateNetParam.minClose': 'Duration',
  'governance.proposal.updateNetParam.minEnact': 'Duration',
  'governance.proposal.updateNetParam.minProposerBalance': 'Uint',
  'governance.proposal.updateNetParam.minVoterBalance': 'Uint',
  'governance.proposal.updateNetParam.requiredMajority': 'Decimal',
  'governance.proposal.updateNetParam.requiredParticipation': 'Decimal',
  'limits.assets.proposeEnabledFrom': 'String',
  'limits.markets.maxPeggedOrders': 'Uint',
  'limits.markets.proposeEnabledFrom': 'String',
  'market.auction.maximumDuration': 'Duration',
  'market.auction.minimumDuration': 'Duration',
  'market.fee.factors.infrastructureFee': 'Decimal',
  'market.fee.factors.makerFee': 'Decimal',
  'market.liquidity.bondPenaltyParameter': 'Decimal',
  'market.liquidity.maximumLiquidityFeeFactorLevel': 'Decimal',
  'market.liquidity.minimum.probabilityOfTrading.lpOrders': 'Decimal',
  'market.liquidity.probabilityOfTrading.tau.scaling': 'Decimal',
  'market.liquidity.providers.fee.distributionTimeStep': 'Duration',
  'market.liquidity.stakeToCcyVolume': 'Decimal',
  'market.liquidity.targetstake.triggering.ratio': 'Decimal',
  'market.liquidityProvision.minLpStakeQuantumMultiple': 'Decimal',
  'market.liquidityProvision.shapes.maxSize': 'Int',
  'market.margin.scalingFactors': 'JSON',
  'market.monitor.price.defaultParameters': 'JSON',
  'market.stake.target.scalingFactor': 'Decimal',
  'market.stake.target.timeWindow': 'Duration',
  'market.value.windowLength': 'Duration',
  'network.checkpoint.timeElapsedBetweenCheckpoints': 'Duration',
  'network.floatingPointUpdates.delay': 'Duration',
  'network.markPriceUpdateMaximumFrequency': 'Duration',
  'network.transaction.defaultgas': 'Uint',
  'network.transactions.maxgasperblock': 'Uint',
  'network.transactions.minBlockCapacity': 'Uint',
  'network.validators.ersatz.multipleOfTendermintValidators': 'Decimal',
  'network.validators.ersatz.rewardFactor': 'Decimal',
  'network.validators.incumbentBonus': 'Decimal',
  'network.validators.minimumEthereumEventsForNewValidator': 'Uint',
  'network.validators.multisig.numberOfSigners': 'Uint',
  'network.validators.tendermint.number': 'Uint',
  'reward.asset': 'String',
  'reward.staking.delegation.competitionLevel': 'Decimal',
  'reward.staking.delegation.delegatorShare': 'Decimal',
  'reward.staking.delegation.maxPayoutPerEpoch': 'Decimal',
  'reward.staking.delegation.maxPayoutPerParticipant': 'Decimal',
  'reward.staking.delegation.minValidators': 'Int',
  'reward.staking.delegation.minimumValidatorStake': 'Decimal',
  'reward.staking.delegation.optimalStakeMultiplier': 'Decimal',
  'reward.staking.delegation.payoutDelay': 'Duration',
  'reward.staking.delegation.payoutFraction': 'Decimal',
  'rewards.marketCreationQuantumMultiple': 'Decimal',
  'snapshot.interval.length': 'Int',
  'spam.pow.difficulty': 'Uint',
  'spam.pow.hashFunction': 'String',
  'spam.pow.increaseDifficulty': 'Uint',
  'spam.pow.numberOfPastBlocks': 'Uint',
  'spam.pow.numberOfTxPerBlock': 'Uint',
  'spam.protection.delegation.min.tokens': 'Decimal',
  'spam.protection.max.batchSize': 'Uint',
  'spam.protection.max.delegations': 'Int',
  'spam.protection.max.proposals': 'Int',
  'spam.protection.max.votes': 'Int',
  'spam.protection.maxUserTransfersPerEpoch': 'Int',
  'spam.protection.minMultisigUpdates': 'Decimal',
  'spam.protection.minimumWithdrawalQuantumMultiple': 'Decimal',
  'spam.protection.proposal.min.tokens': 'Decimal',
  'spam.protection.voting.min.tokens': 'Decimal',
  'transfer.fee.factor': 'Decimal',
  'transfer.minTransferQuantumMultiple': 'Decimal',
  'validator.performance.scaling.factor': 'Decimal',
  'validators.delegation.minAmount': 'Decimal',
  'validators.epoch.length': 'Duration',
  'validators.vote.required': 'Decimal',
} as const satisfies Record<string, NetworkParameterType>;

export type NetworkParameterKey = keyof typeof NETWORK_PARAMETER_TYPES;
export const NETWORK_PARAMETER_KEYS = Object.keys(NETWORK_PARAMETER_TYPES) as NetworkParameterKey[];

const GO_DURATION_UNITS: Record<string, number> = {
  ns: 1e-9,
  us: 1e-6,
  µs: 1e-6,
  ms: 1e-3,
  s: 1,
  m: 60,
  h: 3600,
};
const GO_DURATION = /^(?:0|(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+)$/;

/** Parses a Go duration string ("5m", "1h30m", "720h0m0s", "0") into seconds; undefined if invalid. */
export function parseGoDuration(value: string): number | undefined {
  if (!GO_DURATION.test(value)) return undefined;
  let seconds = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) {
    seconds += Number(amount) * (GO_DURATION_UNITS[unit as string] ?? 0);
  }
  return seconds;
}

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/** A parameter value; an absent key gets a message saying so rather than "expected string". */
const value = () =>
  z.string({
    error: (issue) =>
      issue.input === undefined ? 'required network parameter is missing' : undefined,
  });

/** Schemas of a parameter value by type (values always travel as strings). */
export const NETWORK_PARAMETER_VALUE_SCHEMAS: Record<NetworkParameterType, z.ZodString> = {
  Decimal: value().regex(/^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/, 'expected a decimal number'),
  Duration: value().regex(GO_DURATION, 'expected a Go duration such as "5m" or "1h0m0s"'),
  Int: value().regex(/^-?\d+$/, 'expected an integer'),
  JSON: value().refine(isJson, 'expected a JSON document'),
  String: value(),
  Uint: value().regex(/^\d+$/, 'expected an unsigned integer'),
};

/** Validates one value against the type of its key; returns an error message or undefined. */
export function checkNetworkParameterValue(key: string, value: string): string | undefined {
  if (!Object.hasOwn(NETWORK_PARAMETER_TYPES, key)) return `unknown network parameter ${key}`;
  const type = NETWORK_PARAMETER_TYPES[key as NetworkParameterKey];
  const parsed = NETWORK_PARAMETER_VALUE_SCHEMAS[type].safeParse(value);
  return parsed.success ? undefined : `${key}: ${parsed.error.issues[0]?.message ?? 'invalid'}`;
}

const shape = Object.fromEntries(
  NETWORK_PARAMETER_KEYS.map((key) => [
    key,
    NETWORK_PARAMETER_VALUE_SCHEMAS[NETWORK_PARAMETER_TYPES[key]],
  ]),
) as Record<NetworkParameterKey, z.ZodString>;

/** All keys required, no unknown keys, each value of the right type. */
export const networkParametersSchema = z.strictObject(shape);
export type NetworkParameters = Record<NetworkParameterKey, string>;
