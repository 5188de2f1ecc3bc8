import { describe, expect, it } from 'vitest';
import { depositResponseSchema, depositSchema, depositsResponseSchema } from './deposit.ts';
import { parseStreamForm } from './stream-decode.ts';
import { transferSchema, transfersResponseSchema } from './transfer.ts';
import {
  withdrawalResponseSchema,
  withdrawalSchema,
  withdrawalsResponseSchema,
} from './withdrawal.ts';

const PARTY = '2c'.repeat(32);
const ASSET = '4e'.repeat(32);
const pageInfo = { startCursor: 'a', endCursor: 'a', hasNextPage: false, hasPreviousPage: false };

describe('depositSchema', () => {
  const restDeposit = {
    id: '8c'.repeat(32),
    status: 'STATUS_FINALIZED',
    partyId: PARTY,
    asset: ASSET,
    amount: '1000000000',
    txHash: '0x' + 'ab'.repeat(32),
    creditedTimestamp: '1683633600000000000',
    createdTimestamp: '1683633500000000000',
  };

  it('parses a deposit and its responses', () => {
    expect(depositSchema.parse(restDeposit)).toEqual(restDeposit);
    expect(depositResponseSchema.parse({ deposit: restDeposit })).toEqual({ deposit: restDeposit });
    const list = { deposits: { edges: [{ cursor: 'a', node: restDeposit }], pageInfo } };
    expect(depositsResponseSchema.parse(list)).toEqual(list);
  });

  it('rejects a withdrawal status name or a numeric amount', () => {
    expect(depositSchema.safeParse({ ...restDeposit, status: 'STATUS_REJECTED' }).success).toBe(
      false,
    );
    expect(depositSchema.safeParse({ ...restDeposit, amount: 1 }).success).toBe(false);
  });

  it('decodes the stream form', () => {
    expect(
      parseStreamForm(depositSchema, {
        id: '8c'.repeat(32),
        status: 1,
        partyId: PARTY,
        amount: '5',
      }),
    ).toEqual({
      id: '8c'.repeat(32),
      status: 'STATUS_OPEN',
      partyId: PARTY,
      asset: '',
      amount: '5',
      txHash: '',
      creditedTimestamp: '0',
      createdTimestamp: '0',
    });
  });
});

describe('withdrawalSchema', () => {
  const restWithdrawal = {
    id: '9d'.repeat(32),
    partyId: PARTY,
    amount: '500',
    asset: ASSET,
    status: 'STATUS_OPEN',
    ref: '42',
    txHash: '',
    createdTimestamp: '1683633600000000000',
    withdrawnTimestamp: '0',
    ext: { erc20: { receiverAddress: '0x00000000000000000000000000000000000000aa' } },
  };

  it('parses a withdrawal, with or without ext, and its responses', () => {
    expect(withdrawalSchema.parse(restWithdrawal)).toEqual(restWithdrawal);
    const builtin = { ...restWithdrawal, ext: null };
    expect(withdrawalSchema.parse(builtin)).toEqual(builtin);
    expect(withdrawalResponseSchema.parse({ withdrawal: restWithdrawal })).toEqual({
      withdrawal: restWithdrawal,
    });
    const list = { withdrawals: { edges: [{ cursor: 'a', node: restWithdrawal }], pageInfo } };
    expect(withdrawalsResponseSchema.parse(list)).toEqual(list);
  });

  it('rejects a deposit status name or a numeric timestamp', () => {
    expect(
      withdrawalSchema.safeParse({ ...restWithdrawal, status: 'STATUS_CANCELLED' }).success,
    ).toBe(false);
    expect(
      withdrawalSchema.safeParse({ ...restWithdrawal, createdTimestamp: 1683633600 }).success,
    ).toBe(false);
  });
});

describe('transferSchema', () => {
  const restTransfer = {
    id: 'ae'.repeat(32),
    from: PARTY,
    fromAccountType: 'ACCOUNT_TYPE_GENERAL',
    to: '0'.repeat(64),
    toAccountType: 'ACCOUNT_TYPE_REWARD_MAKER_RECEIVED_FEES',
    asset: ASSET,
    amount: '100',
    reference: 'reward',
    status: 'STATUS_PENDING',
    timestamp: '1683633600000000000',
    recurring: {
      startEpoch: '10',
      endEpoch: '20',
      factor: '1',
      dispatchStrategy: {
        assetForMetric: ASSET,
        metric: 'DISPATCH_METRIC_MAKER_FEES_RECEIVED',
        markets: [],
      },
    },
  };

  it('parses recurring and one-off transfers and the list', () => {
    expect(transferSchema.parse(restTransfer)).toEqual(restTransfer);
    const base: Record<string, unknown> = { ...restTransfer };
    delete base.recurring;
    const oneOff = {
      ...base,
      status: 'STATUS_REJECTED',
      reason: 'insufficient funds',
      oneOff: { deliverOn: '0' },
    };
    expect(transferSchema.parse(oneOff)).toEqual(oneOff);
    const list = { transfers: { edges: [{ cursor: 'a', node: restTransfer }], pageInfo } };
    expect(transfersResponseSchema.parse(list)).toEqual(list);
  });

  it('rejects a wrong status name or a numeric amount', () => {
    expect(transferSchema.safeParse({ ...restTransfer, status: 'STATUS_ACTIVE' }).success).toBe(
      false,
    );
    expect(transferSchema.safeParse({ ...restTransfer, amount: 100 }).success).toBe(false);
  });

  it('decodes the stream form', () => {
    expect(
      parseStreamForm(transferSchema, {
        id: 'ae'.repeat(32),
        from: PARTY,
        fromAccountType: 4,
        to: PARTY,
        toAccountType: 4,
        amount: '7',
        status: 2,
        oneOff: {},
      }),
    ).toEqual({
      id: 'ae'.repeat(32),
      from: PARTY,
      fromAccountType: 'ACCOUNT_TYPE_GENERAL',
      to: PARTY,
      toAccountType: 'ACCOUNT_TYPE_GENERAL',
      asset: '',
      amount: '7',
      reference: '',
      status: 'STATUS_DONE',
      timestamp: '0',
      oneOff: { deliverOn: '0' },
    });
  });
});
