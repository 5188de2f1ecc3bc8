import type { NetworkParameters } from '../network-parameters-schema.ts';
import { ASSET_IDS } from './assets.ts';
import { ethAddressOf } from './ids.ts';

const ethereumConfig = JSON.stringify({
  network_id: '11155111',
  chain_id: '11155111',
  confirmations: 3,
  collateral_bridge_contract: { address: ethAddressOf('contract:collateral-bridge') },
  staking_bridge_contract: {
    address: ethAddressOf('contract:staking-bridge'),
    deployment_block_height: 3104520,
  },
  token_vesting_contract: {
    address: ethAddressOf('contract:token-vesting'),
    deployment_block_height: 3104527,
  },
  multisig_control_contract: {
    address: ethAddressOf('contract:multisig-control'),
    deployment_block_height: 3104511,
  },
});

const ONE_VOTE = '1000000000000000000';

/** Governance timings for one proposal family: quick enough to watch a proposal live. */
function governance(
  family: string,
  participation: string,
  withEnact = true,
): Record<string, string> {
  const p = `governance.proposal.${family}`;
  return {
    [`${p}.maxClose`]: '720h',
    ...(withEnact ? { [`${p}.maxEnact`]: '720h' } : {}),
    [`${p}.minClose`]: '2m',
    ...(withEnact ? { [`${p}.minEnact`]: '3m' } : {}),
    [`${p}.minProposerBalance`]: ONE_VOTE,
    [`${p}.minVoterBalance`]: ONE_VOTE,
    [`${p}.requiredMajority`]: '0.66',
    [`${p}.requiredParticipation`]: participation,
  };
}

/**
 * Every network parameter of the reference, tuned for a lively demo where one block is one
 * second: 5-minute epochs, 2-minute votes, 3-minute enactment, snapshots every 300 blocks,
 * 30-second minimum auctions and spam limits that ordinary agents do not hit.
 */
export const DEFAULT_NETWORK_PARAMETERS: NetworkParameters = {
  'blockchains.ethereumConfig': ethereumConfig,
  ...governance('asset', '0.05'),
  ...governance('freeform', '0.02', false),
  ...governance('market', '0.05'),
  ...governance('updateAsset', '0.05'),
  ...governance('updateMarket', '0.05'),
  'governance.proposal.updateMarket.minProposerEquityLikeShare': '0',
  'governance.proposal.updateMarket.requiredMajorityLP': '0.66',
  'governance.proposal.updateMarket.requiredParticipationLP': '0.05',
  ...governance('updateNetParam', '0.07'),
  'limits.assets.proposeEnabledFrom': '',
  'limits.markets.maxPeggedOrders': '1500',
  'limits.markets.proposeEnabledFrom': '',
  'market.auction.maximumDuration': '168h0m0s',
  'market.auction.minimumDuration': '30s',
  'market.fee.factors.infrastructureFee': '0.0005',
  'market.fee.factors.makerFee': '0.0002',
  'market.liquidity.bondPenaltyParameter': '0.1',
  'market.liquidity.maximumLiquidityFeeFactorLevel': '0.05',
  'market.liquidity.minimum.probabilityOfTrading.lpOrders': '1e-6',
  'market.liquidity.probabilityOfTrading.tau.scaling': '10',
  'market.liquidity.providers.fee.distributionTimeStep': '1m',
  'market.liquidity.stakeToCcyVolume': '1.0',
  'market.liquidity.targetstake.triggering.ratio': '0',
  'market.liquidityProvision.minLpStakeQuantumMultiple': '100',
  'market.liquidityProvision.shapes.maxSize': '5',
  'market.margin.scalingFactors':
    '{"search_level":1.1,"initial_margin":1.5,"collateral_release":1.7}',
  'market.monitor.price.defaultParameters':
    '{"triggers":[{"horizon":300,"probability":"0.9999","auction_extension":60}]}',
  'market.stake.target.scalingFactor': '1',
  'market.stake.target.timeWindow': '1h0m0s',
  'market.value.windowLength': '1h0m0s',
  'network.checkpoint.timeElapsedBetweenCheckpoints': '5m',
  'network.floatingPointUpdates.delay': '1m',
  'network.markPriceUpdateMaximumFrequency': '5s',
  'network.transaction.defaultgas': '1',
  'network.transactions.maxgasperblock': '3000000',
  'network.transactions.minBlockCapacity': '32',
  'network.validators.ersatz.multipleOfTendermintValidators': '0.5',
  'network.validators.ersatz.rewardFactor': '0.5',
  'network.validators.incumbentBonus': '0.1',
  'network.validators.minimumEthereumEventsForNewValidator': '3',
  'network.validators.multisig.numberOfSigners': '13',
  'network.validators.tendermint.number': '13',
  'reward.asset': ASSET_IDS.VOTE,
  'reward.staking.delegation.competitionLevel': '1.1',
  'reward.staking.delegation.delegatorShare': '0.883',
  'reward.staking.delegation.maxPayoutPerEpoch': '5000000000000000000000',
  'reward.staking.delegation.maxPayoutPerParticipant': '500000000000000000000',
  'reward.staking.delegation.minValidators': '5',
  'reward.staking.delegation.minimumValidatorStake': '3000000000000000000000',
  'reward.staking.delegation.optimalStakeMultiplier': '3.0',
  'reward.staking.delegation.payoutDelay': '1m',
  'reward.staking.delegation.payoutFraction': '0.01',
  'rewards.marketCreationQuantumMultiple': '1000000',
  'snapshot.interval.length': '300',
  'spam.pow.difficulty': '10',
  'spam.pow.hashFunction': 'sha3_24_rounds',
  'spam.pow.increaseDifficulty': '0',
  'spam.pow.numberOfPastBlocks': '100',
  'spam.pow.numberOfTxPerBlock': '100',
  'spam.protection.delegation.min.tokens': '100000000000000000',
  'spam.protection.max.batchSize': '30',
  'spam.protection.max.delegations': '390',
  'spam.protection.max.proposals': '20',
  'spam.protection.max.votes': '40',
  'spam.protection.maxUserTransfersPerEpoch': '300',
  'spam.protection.minMultisigUpdates': '100000000000000000000',
  'spam.protection.minimumWithdrawalQuantumMultiple': '10',
  'spam.protection.proposal.min.tokens': ONE_VOTE,
  'spam.protection.voting.min.tokens': ONE_VOTE,
  'transfer.fee.factor': '0.001',
  'transfer.minTransferQuantumMultiple': '1',
  'validator.performance.scaling.factor': '0',
  'validators.delegation.minAmount': '100000000000000000',
  'validators.epoch.length': '5m',
  'validators.vote.required': '0.67',
} as NetworkParameters;
