import type { CommandKey } from '#contract/commands/input-data.ts';
import type { Transaction } from '#contract/transaction.ts';
import { COMMAND_TRANSACTION_TYPES } from '#contract/transaction.ts';
import type { CommandOf } from './decode/codec.ts';
import type { Lookups } from './decode/lookups.ts';

/** Hand-written fixtures in the contract's shape, for tests. */

export const BTC_MARKET = 'a1'.repeat(32);
export const USDC = 'c1'.repeat(32);
export const VOTE = 'd1'.repeat(32);
export const PARTY = 'e1'.repeat(32);
export const NODE = 'f1'.repeat(32);
export const ORDER = 'b1'.repeat(32);
export const PROPOSAL = '9a'.repeat(32);
export const SIGNATURE =
  '80df618aa4286ae4c76b1a5e808fe074fb4f7290bce89b9148c1a1b27a2c519958b333c3d20b7f54551cf316a187db391552785fb9d5755535ba7c9b3b504d8c';
/** firstDerivedId(SIGNATURE) */
export const DERIVED_ID = '1f3e7198affc6a4b165efe8e722298b00deaa03a3dfe347b4ca729155d15c7ef';

export const LOOKUPS: Lookups = {
  markets: new Map([
    [
      BTC_MARKET,
      {
        id: BTC_MARKET,
        code: 'BTCUSD',
        decimalPlaces: 2,
        positionDecimalPlaces: 0,
        settlementAsset: USDC,
      },
    ],
  ]),
  assets: new Map([
    [USDC, { id: USDC, symbol: 'USDC', decimals: 6 }],
    [VOTE, { id: VOTE, symbol: 'VOTE', decimals: 18 }],
  ]),
  governanceAssetId: VOTE,
};

export const signature = (value: string) => ({ value, algo: 'net/ed25519', version: 1 });

export function makeTx<K extends CommandKey>(
  key: K,
  member: CommandOf<K>,
  over: Partial<Transaction> = {},
): Transaction {
  return {
    block: '402',
    index: 7,
    hash: 'AB'.repeat(32),
    submitter: PARTY,
    type: COMMAND_TRANSACTION_TYPES[key],
    code: 0,
    cursor: '402.7',
    command: { nonce: '1', blockHeight: '401', [key]: member } as Transaction['command'],
    signature: signature(SIGNATURE),
    ...over,
  };
}

export const orderSubmission: CommandOf<'orderSubmission'> = {
  marketId: BTC_MARKET,
  price: '2741050',
  size: '5',
  side: 'SIDE_BUY',
  timeInForce: 'TIME_IN_FORCE_GTC',
  expiresAt: '0',
  type: 'TYPE_LIMIT',
  reference: '',
  peggedOrder: null,
  postOnly: false,
  reduceOnly: false,
};

/** An order record in the contract's shape (the order an order submission created). */
export const orderRecord = (id: string) => ({
  id,
  marketId: BTC_MARKET,
  partyId: PARTY,
  side: 'SIDE_BUY',
  price: '2741050',
  size: '5',
  remaining: '5',
  timeInForce: 'TIME_IN_FORCE_GTC',
  type: 'TYPE_LIMIT',
  createdAt: '1767225600000000000',
  status: 'STATUS_ACTIVE',
  expiresAt: '0',
  reference: '',
  updatedAt: '0',
  version: '1',
  batchId: '1',
  peggedOrder: null,
  liquidityProvisionId: '',
  postOnly: false,
  reduceOnly: false,
});
