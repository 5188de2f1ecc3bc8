import type { Node } from '#contract/node.ts';

/** A consensus validator with nothing but its id, name and CometBFT key set. */
export const validatorNode = (id: string, name: string, tmPubKey: string): Node => ({
  id,
  name,
  tmPubKey,
  pubKey: '',
  ethereumAddress: '',
  infoUrl: '',
  location: '',
  stakedByOperator: '0',
  stakedByDelegates: '0',
  stakedTotal: '0',
  maxIntendedStake: '0',
  pendingStake: '0',
  epochData: { total: 0, offline: 0, online: 0 },
  status: 'NODE_STATUS_VALIDATOR',
  delegations: [],
  rewardScore: {
    rawValidatorScore: '0',
    performanceScore: '1',
    multisigScore: '1',
    validatorScore: '0',
    normalisedScore: '0',
    validatorStatus: 'VALIDATOR_NODE_STATUS_TENDERMINT',
  },
  rankingScore: {
    stakeScore: '0',
    performanceScore: '1',
    previousStatus: 'VALIDATOR_NODE_STATUS_TENDERMINT',
    status: 'VALIDATOR_NODE_STATUS_TENDERMINT',
    votingPower: 1,
    rankingScore: '0',
  },
  avatarUrl: '',
});
