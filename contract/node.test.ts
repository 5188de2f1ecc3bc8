import { describe, expect, it } from 'vitest';
import {
  coreSnapshotSchema,
  coreSnapshotsResponseSchema,
  epochResponseSchema,
  nodeDataResponseSchema,
  nodeDataSchema,
  nodeResponseSchema,
  nodeSchema,
  nodesResponseSchema,
} from './node.ts';
import { parseStreamForm } from './stream-decode.ts';

const NODE = 'c0'.repeat(32);
const PARTY = '2c'.repeat(32);
const pageInfo = { startCursor: 'n', endCursor: 'n', hasNextPage: false, hasPreviousPage: false };

const restNode = {
  id: NODE,
  pubKey: NODE,
  tmPubKey: 'dGVuZGVybWludC1rZXk=',
  ethereumAddress: '0x00000000000000000000000000000000000000cc',
  infoUrl: 'https://example.org/node',
  location: 'CH',
  stakedByOperator: '3000000000000000000000',
  stakedByDelegates: '100',
  stakedTotal: '3000000000000000000100',
  maxIntendedStake: '0',
  pendingStake: '0',
  epochData: { total: 10, offline: 1, online: 9 },
  status: 'NODE_STATUS_VALIDATOR',
  delegations: [{ party: PARTY, nodeId: NODE, amount: '100', epochSeq: '12' }],
  rewardScore: {
    rawValidatorScore: '0.25',
    performanceScore: '1',
    multisigScore: '1',
    validatorScore: '0.25',
    normalisedScore: '0.25',
    validatorStatus: 'VALIDATOR_NODE_STATUS_TENDERMINT',
  },
  rankingScore: {
    stakeScore: '0.25',
    performanceScore: '1',
    previousStatus: 'VALIDATOR_NODE_STATUS_PENDING',
    status: 'VALIDATOR_NODE_STATUS_TENDERMINT',
    votingPower: 2500,
    rankingScore: '0.25',
  },
  name: 'node-1',
  avatarUrl: '',
};

const restNodeData = {
  stakedTotal: '12000',
  totalNodes: 4,
  inactiveNodes: 0,
  tendermintNodes: { total: 4, inactive: 0, promoted: [], demoted: [], maximum: 30 },
  ersatzNodes: { total: 0, inactive: 0, promoted: [], demoted: [] },
  pendingNodes: { total: 0, inactive: 0, promoted: [], demoted: [] },
  uptime: 3600.5,
};

describe('nodeSchema', () => {
  it('parses a node and its responses', () => {
    expect(nodeSchema.parse(restNode)).toEqual(restNode);
    expect(nodeResponseSchema.parse({ node: restNode })).toEqual({ node: restNode });
    const list = { nodes: { edges: [{ cursor: 'n', node: restNode }], pageInfo } };
    expect(nodesResponseSchema.parse(list)).toEqual(list);
  });

  it('reads votingPower sent as an int64 string too, as a number', () => {
    const asString = {
      ...restNode,
      rankingScore: { ...restNode.rankingScore, votingPower: '2500' },
    };
    expect(nodeSchema.parse(asString).rankingScore.votingPower).toBe(2500);
  });

  it('rejects a wrong status name, a string count and a numeric stake', () => {
    expect(nodeSchema.safeParse({ ...restNode, status: 'NODE_STATUS_ACTIVE' }).success).toBe(false);
    expect(
      nodeSchema.safeParse({ ...restNode, epochData: { total: '10', offline: 1, online: 9 } })
        .success,
    ).toBe(false);
    expect(nodeSchema.safeParse({ ...restNode, stakedTotal: 3 }).success).toBe(false);
  });

  it('decodes the stream form', () => {
    const decoded = parseStreamForm(nodeSchema, {
      id: NODE,
      status: 2,
      epochData: { total: 3 },
      rankingScore: { status: 2, votingPower: 5 },
    });
    expect(decoded).toEqual({
      id: NODE,
      pubKey: '',
      tmPubKey: '',
      ethereumAddress: '',
      infoUrl: '',
      location: '',
      stakedByOperator: '0',
      stakedByDelegates: '0',
      stakedTotal: '0',
      maxIntendedStake: '0',
      pendingStake: '0',
      epochData: { total: 3, offline: 0, online: 0 },
      status: 'NODE_STATUS_NON_VALIDATOR',
      delegations: [],
      rewardScore: {
        rawValidatorScore: '0',
        performanceScore: '0',
        multisigScore: '0',
        validatorScore: '0',
        normalisedScore: '0',
        validatorStatus: 'VALIDATOR_NODE_STATUS_UNSPECIFIED',
      },
      rankingScore: {
        stakeScore: '0',
        performanceScore: '0',
        previousStatus: 'VALIDATOR_NODE_STATUS_UNSPECIFIED',
        status: 'VALIDATOR_NODE_STATUS_ERSATZ',
        votingPower: 5,
        rankingScore: '0',
      },
      name: '',
      avatarUrl: '',
    });
  });
});

describe('node data, epoch, snapshots', () => {
  it('parses node data (maximum is optional)', () => {
    expect(nodeDataSchema.parse(restNodeData)).toEqual(restNodeData);
    expect(nodeDataResponseSchema.parse({ nodeData: restNodeData })).toEqual({
      nodeData: restNodeData,
    });
    expect(nodeDataSchema.safeParse({ ...restNodeData, uptime: '3600' }).success).toBe(false);
  });

  it('parses an epoch', () => {
    const epoch = {
      seq: '12',
      timestamps: {
        startTime: '1683633600000000000',
        expiryTime: '1683637200000000000',
        endTime: '0',
        firstBlock: '1000',
        lastBlock: '0',
      },
      validators: [restNode],
      delegations: restNode.delegations,
    };
    expect(epochResponseSchema.parse({ epoch })).toEqual({ epoch });
    expect(epochResponseSchema.safeParse({ epoch: { ...epoch, seq: 12 } }).success).toBe(false);
  });

  it('parses core snapshots', () => {
    const snapshot = {
      blockHeight: '1000',
      blockHash: 'ABCDEF',
      coreVersion: 'v0.71.4',
      protocolUpgradeBlock: false,
    };
    expect(coreSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    const list = { coreSnapshots: { edges: [{ cursor: 's', node: snapshot }], pageInfo } };
    expect(coreSnapshotsResponseSchema.parse(list)).toEqual(list);
    expect(coreSnapshotSchema.safeParse({ ...snapshot, blockHeight: 1000 }).success).toBe(false);
  });

  it('decodes node data from the stream form', () => {
    expect(
      parseStreamForm(nodeDataSchema, { totalNodes: 2, tendermintNodes: { total: 2, maximum: 0 } }),
    ).toEqual({
      stakedTotal: '0',
      totalNodes: 2,
      inactiveNodes: 0,
      tendermintNodes: { total: 2, inactive: 0, promoted: [], demoted: [], maximum: 0 },
      ersatzNodes: { total: 0, inactive: 0, promoted: [], demoted: [] },
      pendingNodes: { total: 0, inactive: 0, promoted: [], demoted: [] },
      uptime: 0,
    });
  });
});
