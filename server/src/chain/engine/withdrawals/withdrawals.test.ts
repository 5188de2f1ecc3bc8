import { beforeEach, describe, expect, it } from 'vitest';
import { general } from '../collateral/accounts.ts';
import { chainEvent } from '../commands/chain-event-handlers.ts';
import {
  assetIdOf,
  attempt,
  NS,
  partyIds,
  START,
  testState,
  txContext,
} from '../governance/test-support.ts';
import type { NetworkState } from '../state/network-state.ts';
import { submitWithdrawal } from './withdrawal-handlers.ts';

const USDC = 1_000_000n;
const RECEIVER = `0x${'7'.repeat(40)}`;

let state: NetworkState;
let usdc: string;
let alice: string;
let validator: string;

beforeEach(async () => {
  state = await testState();
  usdc = assetIdOf(state, 'USDC');
  alice = partyIds(state, 'trader')[0]!;
  validator = state.genesis.validators[0]!.pubKey;
  state.collateral.deposit(alice, usdc, 1_000n * USDC);
});

function withdraw(amount: bigint, asset = usdc) {
  const ctx = txContext(state, alice, START + NS);
  const error = attempt(() =>
    submitWithdrawal(ctx, {
      amount: amount.toString(),
      asset,
      ext: { erc20: { receiverAddress: RECEIVER } },
    }),
  );
  return { error, withdrawal: [...ctx.out.governance.withdrawals.values()][0]?.withdrawal };
}

function payout(referenceNonce: string, txId = '0xbeef') {
  const ctx = txContext(state, validator, START + 5n * NS);
  const error = attempt(() =>
    chainEvent(ctx, {
      txId,
      nonce: '1',
      erc20: {
        index: '0',
        block: '1',
        withdrawal: { netAssetId: usdc, targetEthereumAddress: RECEIVER, referenceNonce },
      },
    }),
  );
  return { error, withdrawal: [...ctx.out.governance.withdrawals.values()][0]?.withdrawal };
}

describe('withdrawals', () => {
  it('leaves at once (OPEN) and is FINALIZED when the bridge reports the payout', () => {
    const { withdrawal } = withdraw(200n * USDC);
    expect(withdrawal).toMatchObject({
      status: 'STATUS_OPEN',
      txHash: '',
      withdrawnTimestamp: '0',
    });
    expect(state.collateral.balance(general(alice, usdc))).toBe(800n * USDC);
    expect(state.collateral.netDepositsByAsset().get(usdc)).toBe(800n * USDC);
    const paid = payout(withdrawal!.ref, '0xfeed');
    expect(paid.withdrawal).toMatchObject({
      id: withdrawal!.id,
      status: 'STATUS_FINALIZED',
      txHash: '0xfeed',
      withdrawnTimestamp: (START + 5n * NS).toString(),
    });
    expect(payout(withdrawal!.ref, '0xfeee').error).toBe(
      'ChainEvent: unknown withdrawal reference',
    );
  });

  it('refuses less than spam.protection.minimumWithdrawalQuantumMultiple × quantum', () => {
    const { error, withdrawal } = withdraw(10n * USDC - 1n);
    expect(error).toMatch(/^withdraw amount is under the minimum of 10000000/);
    expect(withdrawal).toBeUndefined();
  });

  it('rejects a withdrawal larger than the general balance', () => {
    const { error, withdrawal } = withdraw(2_000n * USDC);
    expect(error).toBe('not enough funds to withdraw');
    expect(withdrawal?.status).toBe('STATUS_REJECTED');
    expect(state.collateral.balance(general(alice, usdc))).toBe(1_000n * USDC);
  });

  it('finalises a builtin asset withdrawal at once (no bridge)', () => {
    const tdai = assetIdOf(state, 'tDAI');
    state.collateral.deposit(alice, tdai, 100_000_000n);
    const ctx = txContext(state, alice, START + NS);
    submitWithdrawal(ctx, { amount: '5000000', asset: tdai, ext: null });
    expect([...ctx.out.governance.withdrawals.values()][0]?.withdrawal.status).toBe(
      'STATUS_FINALIZED',
    );
  });

  it('accepts payouts from validators only', () => {
    const { withdrawal } = withdraw(200n * USDC);
    const ctx = txContext(state, alice, START + 5n * NS);
    const error = attempt(() =>
      chainEvent(ctx, {
        txId: '0x1',
        nonce: '1',
        erc20: {
          index: '0',
          block: '1',
          withdrawal: {
            netAssetId: usdc,
            targetEthereumAddress: RECEIVER,
            referenceNonce: withdrawal!.ref,
          },
        },
      }),
    );
    expect(error).toBe('ChainEvent: only validators forward chain events');
  });
});
