import { describe, expect, expectTypeOf, it } from 'vitest';
import { inputDataSchema } from './commands/input-data.ts';
import type { InputData } from './commands/input-data.ts';
import type { OrderSubmission } from './commands/order-commands.ts';
import {
  commandKeyOf,
  TRANSACTION_TYPES,
  transactionResponseSchema,
  transactionSchema,
  transactionsResponseSchema,
} from './transaction.ts';

const PARTY = '2c'.repeat(32);
const MARKET = '1b'.repeat(32);
const ASSET = '4e'.repeat(32);
const NODE = 'c0'.repeat(32);
const sig = { value: 'ab'.repeat(32), algo: 'vega/ed25519', version: 1 };
const ethSig = { value: 'cd'.repeat(32), algo: 'eth/secp256k1', version: 0 };

const orderSubmission = {
  marketId: MARKET,
  price: '123450',
  size: '10',
  side: 'SIDE_BUY',
  timeInForce: 'TIME_IN_FORCE_GTC',
  expiresAt: '0',
  type: 'TYPE_LIMIT',
  reference: '',
  peggedOrder: null,
  postOnly: false,
  reduceOnly: false,
};
const orderAmendment = {
  orderId: 'aa'.repeat(32),
  marketId: MARKET,
  price: '123460',
  sizeDelta: '-2',
  timeInForce: 'TIME_IN_FORCE_UNSPECIFIED',
  peggedOffset: '',
  peggedReference: 'PEGGED_REFERENCE_UNSPECIFIED',
};
const orderCancellation = { orderId: 'aa'.repeat(32), marketId: MARKET };
const lpShape = { offset: '10', proportion: 1, reference: 'PEGGED_REFERENCE_MID' };
const lpSubmission = {
  marketId: MARKET,
  commitmentAmount: '50000',
  fee: '0.01',
  sells: [lpShape],
  buys: [lpShape],
  reference: 'lp',
};

/** One REST-form sample for every command member of spec §2.9. */
const commandSamples = {
  orderSubmission,
  orderCancellation,
  orderAmendment,
  withdrawSubmission: {
    amount: '100',
    asset: ASSET,
    ext: { erc20: { receiverAddress: '0x00000000000000000000000000000000000000aa' } },
  },
  proposalSubmission: {
    reference: 'p1',
    terms: {
      closingTimestamp: '1683720000',
      enactmentTimestamp: '1683723600',
      validationTimestamp: '0',
      updateNetworkParameter: { changes: { key: 'spam.pow.difficulty', value: '16' } },
    },
    rationale: { description: 'Harder', title: 'Raise difficulty' },
  },
  voteSubmission: { proposalId: 'bf'.repeat(32), value: 'VALUE_NO' },
  liquidityProvisionSubmission: lpSubmission,
  delegateSubmission: { nodeId: NODE, amount: '1000' },
  undelegateSubmission: { nodeId: NODE, amount: '1000', method: 'METHOD_AT_END_OF_EPOCH' },
  liquidityProvisionCancellation: { marketId: MARKET },
  liquidityProvisionAmendment: { ...lpSubmission, commitmentAmount: '', fee: '0.02' },
  transfer: {
    fromAccountType: 'ACCOUNT_TYPE_GENERAL',
    to: PARTY,
    toAccountType: 'ACCOUNT_TYPE_GENERAL',
    asset: ASSET,
    amount: '5',
    reference: 'gift',
    oneOff: { deliverOn: '0' },
  },
  cancelTransfer: { transferId: 'ae'.repeat(32) },
  announceNode: {
    netPubKey: NODE,
    ethereumAddress: '0x00000000000000000000000000000000000000cc',
    chainPubKey: 'dGVuZGVybWludA==',
    infoUrl: 'https://example.org',
    country: 'CH',
    id: NODE,
    name: 'node-1',
    avatarUrl: '',
    netPubKeyIndex: 1,
    fromEpoch: '12',
    ethereumSignature: ethSig,
    netSignature: sig,
    submitterAddress: '',
  },
  batchMarketInstructions: {
    cancellations: [orderCancellation],
    amendments: [orderAmendment],
    submissions: [
      { ...orderSubmission, peggedOrder: { reference: 'PEGGED_REFERENCE_BEST_BID', offset: '5' } },
    ],
  },
  nodeVote: { reference: 'ref-1', type: 'TYPE_FUNDS_DEPOSITED' },
  nodeSignature: {
    id: 'aa'.repeat(32),
    sig: 'c2lnbmF0dXJl',
    kind: 'NODE_SIGNATURE_KIND_ASSET_WITHDRAWAL',
  },
  chainEvent: {
    txId: '0x' + '12'.repeat(32),
    nonce: '77',
    erc20: {
      index: '3',
      block: '4000000',
      deposit: {
        netAssetId: ASSET,
        sourceEthereumAddress: '0x00000000000000000000000000000000000000dd',
        targetPartyId: PARTY,
        amount: '1000000',
      },
    },
  },
  keyRotateSubmission: {
    newPubKeyIndex: 2,
    targetBlock: '5000',
    newPubKey: NODE,
    currentPubKeyHash: 'ef'.repeat(32),
  },
  stateVariableProposal: {
    proposal: {
      stateVarId: 'bidding-fees',
      eventId: 'ev-1',
      kvb: [
        { key: 'up', tolerance: '0.01', value: { scalarVal: { value: '0.5' } } },
        { key: 'v', tolerance: '0.01', value: { vectorVal: { value: ['1', '2'] } } },
        { key: 'm', tolerance: '0.01', value: { matrixVal: { value: [{ value: ['1'] }] } } },
      ],
    },
  },
  validatorHeartbeat: { nodeId: NODE, ethereumSignature: ethSig, netSignature: sig, message: 'hb' },
  ethereumKeyRotateSubmission: {
    targetBlock: '5000',
    newAddress: '0x00000000000000000000000000000000000000e1',
    currentAddress: '0x00000000000000000000000000000000000000e0',
    submitterAddress: '',
    ethereumSignature: ethSig,
  },
  protocolUpgradeProposal: { upgradeBlockHeight: '100000', netReleaseTag: 'v0.72.0' },
  issueSignatures: {
    submitter: '0x00000000000000000000000000000000000000f1',
    kind: 'NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_ADDED',
    validatorNodeId: NODE,
  },
  oracleDataSubmission: { source: 'ORACLE_SOURCE_JSON', payload: 'eyJwcmljZSI6IjEifQ==' },
};

function transactionWith(key: string, command: unknown, type: string) {
  return {
    block: '1234',
    index: 0,
    hash: 'AB'.repeat(32),
    submitter: PARTY,
    type,
    code: 0,
    cursor: '1234.0',
    command: { nonce: '42', blockHeight: '1233', [key]: command },
    signature: sig,
  };
}

describe('command (InputData)', () => {
  it('has every member of spec §2.9, and nothing else', () => {
    expect(Object.keys(inputDataSchema.shape).sort()).toEqual(
      [
        'announceNode',
        'batchMarketInstructions',
        'blockHeight',
        'cancelTransfer',
        'chainEvent',
        'delegateSubmission',
        'ethereumKeyRotateSubmission',
        'issueSignatures',
        'keyRotateSubmission',
        'liquidityProvisionSubmission',
        'liquidityProvisionAmendment',
        'liquidityProvisionCancellation',
        'nodeSignature',
        'nodeVote',
        'nonce',
        'oracleDataSubmission',
        'orderSubmission',
        'orderAmendment',
        'orderCancellation',
        'proposalSubmission',
        'protocolUpgradeProposal',
        'stateVariableProposal',
        'transfer',
        'undelegateSubmission',
        'validatorHeartbeat',
        'voteSubmission',
        'withdrawSubmission',
      ].sort(),
    );
  });

  it('infers an exact type: nonce, blockHeight and one optional member per command', () => {
    expectTypeOf<InputData['nonce']>().toEqualTypeOf<string>();
    expectTypeOf<InputData['orderSubmission']>().toEqualTypeOf<OrderSubmission | undefined>();
    expectTypeOf<InputData['voteSubmission']>().toEqualTypeOf<
      { proposalId: string; value: 'VALUE_UNSPECIFIED' | 'VALUE_NO' | 'VALUE_YES' } | undefined
    >();
  });

  it.each(Object.entries(TRANSACTION_TYPES))('parses a "%s" transaction', (type, key) => {
    const tx = transactionWith(key, commandSamples[key], type);
    expect(transactionSchema.parse(tx)).toEqual(tx);
    expect(commandKeyOf(transactionSchema.parse(tx).command)).toBe(key);
  });

  it('parses the chain event variants', () => {
    const variants = [
      { builtin: { deposit: { netAssetId: ASSET, partyId: PARTY, amount: '1' } } },
      { erc20: { index: '1', block: '2', bridgeStopped: true } },
      { erc20: { index: '1', block: '2', assetList: { netAssetId: ASSET, assetSource: '0x1' } } },
      {
        erc20Multisig: {
          index: '1',
          block: '2',
          thresholdSet: { newThreshold: 667, nonce: '9', blockTime: '1683633600' },
        },
      },
      {
        stakingEvent: {
          index: '1',
          block: '2',
          stakeDeposited: {
            ethereumAddress: '0x1',
            netPublicKey: PARTY,
            amount: '10',
            blockTime: '1683633600',
          },
        },
      },
    ];
    for (const variant of variants) {
      const event = { txId: '0x1', nonce: '1', ...variant };
      const tx = transactionWith('chainEvent', event, 'Chain Event');
      expect(transactionSchema.parse(tx)).toEqual(tx);
    }
  });

  it('parses a failed transaction with its error and the responses', () => {
    const failed = {
      ...transactionWith('voteSubmission', commandSamples.voteSubmission, 'Vote on Proposal'),
      code: 60,
      error: 'proposal is not open for votes',
    };
    expect(transactionResponseSchema.parse({ transaction: failed })).toEqual({
      transaction: failed,
    });
    expect(transactionsResponseSchema.parse({ transactions: [failed] })).toEqual({
      transactions: [failed],
    });
  });

  it('rejects wrong enum names and wrong scalar kinds inside commands', () => {
    const bad = [
      transactionWith('orderSubmission', { ...orderSubmission, side: 'SIDE_LONG' }, 'Submit Order'),
      transactionWith('orderSubmission', { ...orderSubmission, size: 10 }, 'Submit Order'),
      transactionWith('voteSubmission', { proposalId: 'x', value: 2 }, 'Vote on Proposal'),
      transactionWith('nodeVote', { reference: 'r', type: 'TYPE_LIMIT' }, 'Node Vote'),
      transactionWith(
        'announceNode',
        { ...commandSamples.announceNode, netPubKeyIndex: '1' },
        'Register new Node',
      ),
      {
        ...transactionWith('delegateSubmission', commandSamples.delegateSubmission, 'Delegate'),
        index: '0',
      },
      {
        ...transactionWith('delegateSubmission', commandSamples.delegateSubmission, 'Delegate'),
        block: 1234,
      },
    ];
    for (const tx of bad) expect(transactionSchema.safeParse(tx).success).toBe(false);
  });
});
