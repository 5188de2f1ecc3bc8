import type { CommandKey } from '#contract/commands/input-data.ts';
import {
  BTC_MARKET,
  NODE,
  ORDER,
  orderSubmission,
  PARTY,
  PROPOSAL,
  signature,
  USDC,
} from '../mocks.ts';
import type { CommandOf } from './codec.ts';

const dataSource = {
  external: {
    oracle: {
      signers: [{ pubKey: { key: PARTY } }],
      filters: [
        {
          key: {
            name: 'prices.BTC.value',
            type: 'TYPE_INTEGER' as const,
            numberDecimalPlaces: '2',
          },
          conditions: [{ operator: 'OPERATOR_GREATER_THAN' as const, value: '0' }],
        },
      ],
    },
  },
};

const marketChanges = {
  instrument: {
    name: 'Bitcoin future',
    code: 'BTCUSD.MF23',
    future: {
      settlementAsset: USDC,
      quoteName: 'USD',
      dataSourceSpecForSettlementData: dataSource,
      dataSourceSpecForTradingTermination: {
        internal: {
          time: {
            conditions: [
              { operator: 'OPERATOR_GREATER_THAN_OR_EQUAL' as const, value: '1700000000' },
            ],
          },
        },
      },
      dataSourceSpecBinding: {
        settlementDataProperty: 'prices.BTC.value',
        tradingTerminationProperty: 'vegaprotocol.builtin.timestamp',
      },
    },
  },
  decimalPlaces: '2',
  metadata: ['base:BTC'],
  priceMonitoringParameters: {
    triggers: [{ horizon: '43200', probability: '0.9999999', auctionExtension: '600' }],
  },
  liquidityMonitoringParameters: {
    targetStakeParameters: { timeWindow: '3600', scalingFactor: 10 },
    triggeringRatio: '0.7',
    auctionExtension: '1',
  },
  logNormal: {
    riskAversionParameter: 0.0001,
    tau: 0.0000190129,
    params: { mu: 0, r: 0.016, sigma: 1.25 },
  },
  positionDecimalPlaces: '4',
  lpPriceRange: '0.95',
  linearSlippageFactor: '0.001',
  quadraticSlippageFactor: '0',
};

/** One hand-written command per member of spec §2.9, in the contract's shape. */
export const COMMANDS: { [K in CommandKey]: CommandOf<K> } = {
  orderSubmission,
  orderCancellation: { orderId: ORDER, marketId: BTC_MARKET },
  orderAmendment: {
    orderId: ORDER,
    marketId: BTC_MARKET,
    price: '2740000',
    sizeDelta: '-2',
    timeInForce: 'TIME_IN_FORCE_UNSPECIFIED',
    peggedOffset: '0',
    peggedReference: 'PEGGED_REFERENCE_UNSPECIFIED',
  },
  batchMarketInstructions: {
    cancellations: [{ orderId: ORDER, marketId: BTC_MARKET }],
    amendments: [],
    submissions: [orderSubmission, { ...orderSubmission, side: 'SIDE_SELL', price: '2750000' }],
  },
  withdrawSubmission: {
    amount: '100000000',
    asset: USDC,
    ext: { erc20: { receiverAddress: '0x' + 'ab'.repeat(20) } },
  },
  transfer: {
    fromAccountType: 'ACCOUNT_TYPE_GENERAL',
    to: PARTY,
    toAccountType: 'ACCOUNT_TYPE_GENERAL',
    asset: USDC,
    amount: '2500000',
    reference: 'rent',
    oneOff: { deliverOn: '0' },
  },
  cancelTransfer: { transferId: '7e'.repeat(32) },
  proposalSubmission: {
    reference: 'btc-market',
    terms: {
      closingTimestamp: '1767225600',
      enactmentTimestamp: '1767312000',
      validationTimestamp: '0',
      newMarket: { changes: marketChanges },
    },
    rationale: { title: 'List a Bitcoin future', description: '# Why\n<b>not markup</b>' },
  },
  voteSubmission: { proposalId: PROPOSAL, value: 'VALUE_YES' },
  liquidityProvisionSubmission: {
    marketId: BTC_MARKET,
    commitmentAmount: '1000000000',
    fee: '0.001',
    buys: [{ reference: 'PEGGED_REFERENCE_BEST_BID', proportion: 1, offset: '1000' }],
    sells: [{ reference: 'PEGGED_REFERENCE_BEST_ASK', proportion: 1, offset: '1000' }],
    reference: 'lp-1',
  },
  liquidityProvisionAmendment: {
    marketId: BTC_MARKET,
    commitmentAmount: '',
    fee: '0.002',
    buys: [],
    sells: [],
    reference: '',
  },
  liquidityProvisionCancellation: { marketId: BTC_MARKET },
  delegateSubmission: { nodeId: NODE, amount: '6000000000000000000' },
  undelegateSubmission: {
    nodeId: NODE,
    amount: '2000000000000000000',
    method: 'METHOD_AT_END_OF_EPOCH',
  },
  announceNode: {
    netPubKey: PARTY,
    ethereumAddress: '0x' + '12'.repeat(20),
    chainPubKey: 'BW46tGrtemN6WQuntpOBPU0OXBSTfhlrzo5RPBYXjLE=',
    infoUrl: 'https://tern.example/validator',
    country: 'SE',
    id: NODE,
    name: 'Tern Validation',
    avatarUrl: 'https://tern.example/avatar.png',
    netPubKeyIndex: 1,
    fromEpoch: '3',
    ethereumSignature: { value: 'ff'.repeat(65), algo: 'eth/secp256k1', version: 1 },
    netSignature: signature('2d'.repeat(64)),
    submitterAddress: '0x' + '34'.repeat(20),
  },
  nodeVote: { reference: '0x' + '7a'.repeat(32), type: 'TYPE_FUNDS_DEPOSITED' },
  nodeSignature: {
    id: '5b'.repeat(32),
    sig: 'fRLjht8ulQCpIiMeYDuhHZ374BKcetAobqLqV9su0Q5x',
    kind: 'NODE_SIGNATURE_KIND_ASSET_WITHDRAWAL',
  },
  issueSignatures: {
    submitter: '0x' + '77'.repeat(20),
    kind: 'NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_REMOVED',
    validatorNodeId: NODE,
  },
  chainEvent: {
    txId: '0x3f47',
    nonce: '692',
    builtin: { deposit: { netAssetId: USDC, partyId: PARTY, amount: '1000000000' } },
  },
  oracleDataSubmission: {
    source: 'ORACLE_SOURCE_JSON',
    payload: btoa(JSON.stringify({ 'prices.BTC.value': '2741050', 'prices.ETH.value': '180000' })),
  },
  keyRotateSubmission: {
    newPubKeyIndex: 2,
    targetBlock: '485',
    newPubKey: 'c6'.repeat(32),
    currentPubKeyHash: '18'.repeat(32),
  },
  ethereumKeyRotateSubmission: {
    targetBlock: '325',
    newAddress: '0x' + 'a0'.repeat(20),
    currentAddress: '0x' + '3f'.repeat(20),
    submitterAddress: '0x' + '82'.repeat(20),
    ethereumSignature: { value: '72'.repeat(65), algo: 'eth/secp256k1', version: 1 },
  },
  stateVariableProposal: {
    proposal: {
      stateVarId: `${BTC_MARKET}_price-ranges`,
      eventId: 'ad'.repeat(32),
      kvb: [
        { key: 'up', tolerance: '0.000001', value: { vectorVal: { value: ['1.0781', '1.1'] } } },
        { key: 'factor', tolerance: '0', value: { scalarVal: { value: '0.5' } } },
        {
          key: 'grid',
          tolerance: '0',
          value: { matrixVal: { value: [{ value: ['1', '2'] }, { value: ['3', '4'] }] } },
        },
      ],
    },
  },
  validatorHeartbeat: {
    nodeId: NODE,
    ethereumSignature: { value: '80'.repeat(65), algo: 'eth/secp256k1', version: 1 },
    netSignature: signature('30'.repeat(64)),
    message: '899ba9929633673cdf506f070753f984',
  },
  protocolUpgradeProposal: { upgradeBlockHeight: '300', netReleaseTag: 'v0.71.5' },
};
