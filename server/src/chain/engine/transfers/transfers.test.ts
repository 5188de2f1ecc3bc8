import { beforeEach, describe, expect, it } from 'vitest';
import type { TransferCommand } from '#contract/commands/transfer-commands.ts';
import { BlockOutput } from '../block/block-output.ts';
import { feesInfrastructure, general, pendingTransfers } from '../collateral/accounts.ts';
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
import { cancelTransfer, submitTransfer } from './transfer-handlers.ts';
import { transfersTick } from './transfer-tick.ts';

const USDC = 1_000_000n; // 6 decimals, quantum 1 USDC

let state: NetworkState;
let usdc: string;
let alice: string;
let bob: string;

beforeEach(async () => {
  state = await testState();
  usdc = assetIdOf(state, 'USDC');
  [alice, bob] = partyIds(state, 'trader') as [string, string];
  state.collateral.deposit(alice, usdc, 1_000n * USDC);
});

const balance = (party: string) => state.collateral.balance(general(party, usdc));

function send(cmd: Partial<TransferCommand>, from = alice, now = START + NS) {
  const ctx = txContext(state, from, now);
  const error = attempt(() =>
    submitTransfer(ctx, {
      fromAccountType: 'ACCOUNT_TYPE_GENERAL',
      to: bob,
      toAccountType: 'ACCOUNT_TYPE_GENERAL',
      asset: usdc,
      amount: (100n * USDC).toString(),
      reference: 'rent',
      oneOff: { deliverOn: '0' },
      ...cmd,
    }),
  );
  const [row] = ctx.out.governance.transfers.values();
  return { error, transfer: row?.transfer };
}

describe('one-off transfers', () => {
  it('moves the amount and charges transfer.fee.factor on top, to the infrastructure fees', () => {
    const { error, transfer } = send({});
    expect(error).toBeUndefined();
    expect(transfer?.status).toBe('STATUS_DONE');
    expect(balance(alice)).toBe(1_000n * USDC - 100n * USDC - 100_000n); // fee 0.1 USDC
    expect(balance(bob)).toBe(100n * USDC);
    expect(state.collateral.balance(feesInfrastructure(usdc))).toBe(100_000n);
  });

  it('rejects an amount under transfer.minTransferQuantumMultiple × quantum', () => {
    const { error, transfer } = send({ amount: (USDC - 1n).toString() });
    expect(error).toBe('could not transfer funds, less than minimal amount requested to transfer');
    expect(transfer).toMatchObject({ status: 'STATUS_REJECTED', reason: error });
    expect(balance(alice)).toBe(1_000n * USDC);
  });

  it('rejects a transfer the sender cannot pay with its fee', () => {
    const { transfer } = send({ amount: (1_000n * USDC).toString() });
    expect(transfer?.status).toBe('STATUS_REJECTED');
    expect(balance(bob)).toBe(0n);
  });

  it('refuses malformed commands without recording a transfer', () => {
    expect(send({ to: alice }).transfer).toBeUndefined();
    expect(send({ amount: '0' }).error).toBe('transfer.amount: must be positive');
  });

  it('holds a transfer for later delivery in pending transfers until deliverOn', () => {
    const deliverOn = START + 30n * NS;
    const { transfer } = send({ oneOff: { deliverOn: deliverOn.toString() } });
    expect(transfer?.status).toBe('STATUS_PENDING');
    expect(state.collateral.balance(pendingTransfers(usdc))).toBe(100n * USDC);
    transfersTick(state, START + 29n * NS, new BlockOutput(29n, START + 29n * NS));
    expect(balance(bob)).toBe(0n);
    const out = new BlockOutput(30n, deliverOn);
    transfersTick(state, deliverOn, out);
    expect(balance(bob)).toBe(100n * USDC);
    expect([...out.governance.transfers.values()][0]?.transfer.status).toBe('STATUS_DONE');
  });
});

/** The first block after epoch `epoch` ended (the validators module moved to the next one). */
function endEpoch(epoch: bigint): BlockOutput {
  state.validators.epoch.seq = epoch + 1n;
  const now = START + (epoch * 300n + 1n) * NS;
  const out = new BlockOutput(epoch * 300n + 1n, now);
  transfersTick(state, now, out);
  return out;
}

describe('recurring transfers', () => {
  it('sends amount × factor^(epoch − start) at the end of each epoch, DONE after the last', () => {
    const { transfer } = send({
      oneOff: undefined,
      recurring: { startEpoch: '1', endEpoch: '2', factor: '0.5' },
    });
    expect(transfer?.status).toBe('STATUS_PENDING');
    expect(balance(bob)).toBe(0n);
    endEpoch(1n);
    expect(balance(bob)).toBe(100n * USDC);
    const out = endEpoch(2n);
    expect(balance(bob)).toBe(150n * USDC);
    expect([...out.governance.transfers.values()][0]?.transfer.status).toBe('STATUS_DONE');
  });

  it('is cancelled by its sender only', () => {
    const { transfer } = send({ oneOff: undefined, recurring: { startEpoch: '1', factor: '1' } });
    const id = transfer!.id;
    const other = attempt(() => cancelTransfer(txContext(state, bob), { transferId: id }));
    expect(other).toBe('cannot cancel other parties recurring transfers');
    const ctx = txContext(state, alice);
    cancelTransfer(ctx, { transferId: id });
    expect(ctx.out.governance.transfers.get(id)?.transfer.status).toBe('STATUS_CANCELLED');
    endEpoch(1n);
    expect(balance(bob)).toBe(0n);
  });

  it('stops when the sender cannot pay an epoch', () => {
    send({
      oneOff: undefined,
      recurring: { startEpoch: '1', factor: '1' },
      amount: (600n * USDC).toString(),
    });
    endEpoch(1n);
    const out2 = endEpoch(2n);
    expect([...out2.governance.transfers.values()][0]?.transfer.status).toBe('STATUS_STOPPED');
    expect(balance(bob)).toBe(600n * USDC);
  });
});
