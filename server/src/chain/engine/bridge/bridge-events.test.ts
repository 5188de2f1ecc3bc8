import { beforeEach, describe, expect, it } from 'vitest';
import type { ChainEvent } from '#contract/commands/chain-event.ts';
import { chainEvent } from '../commands/chain-event-handlers.ts';
import { attempt, partyIds, testState, txContext } from '../governance/test-support.ts';
import type { NetworkState } from '../state/network-state.ts';

const VOTE = 10n ** 18n;

let state: NetworkState;
let validator: string;
let trader: string;
let txCount = 0;

beforeEach(async () => {
  state = await testState();
  validator = state.genesis.validators[0]!.pubKey;
  trader = partyIds(state, 'trader')[0]!;
});

function forward(event: Omit<ChainEvent, 'txId' | 'nonce'>, txId = `0x${txCount++}`) {
  const ctx = txContext(state, validator);
  return { error: attempt(() => chainEvent(ctx, { txId, nonce: '1', ...event })), out: ctx.out };
}

const staking = (e: Partial<NonNullable<ChainEvent['stakingEvent']>>) => ({
  stakingEvent: { index: '0', block: '1', ...e },
});
const move = (amount: bigint) => ({
  ethereumAddress: `0x${trader.slice(0, 40)}`,
  netPublicKey: trader,
  amount: amount.toString(),
  blockTime: '1',
});

describe('staking events', () => {
  it('change the associated stake (the voting weight) and the total', () => {
    const before = state.governance.associatedStake(trader);
    const total = state.governance.staking.totalAssociated();
    forward(staking({ stakeDeposited: move(500n * VOTE) }));
    expect(state.governance.associatedStake(trader)).toBe(before + 500n * VOTE);
    expect(state.governance.staking.totalAssociated()).toBe(total + 500n * VOTE);
    forward(staking({ stakeRemoved: move(before) }));
    expect(state.governance.associatedStake(trader)).toBe(500n * VOTE);
    const tooMuch = forward(staking({ stakeRemoved: move(501n * VOTE) }));
    expect(tooMuch.error).toBe('ChainEvent: more stake removed than associated');
    forward(staking({ totalSupply: { tokenAddress: '0x1', totalSupply: '42' } }));
    expect(state.governance.staking.tokenTotalSupply).toBe(42n);
  });

  it('apply once per Ethereum transaction, and only from validators', () => {
    forward(staking({ stakeDeposited: move(VOTE) }), '0xdup');
    expect(forward(staking({ stakeDeposited: move(VOTE) }), '0xdup').error).toBe(
      'ChainEvent: duplicated chain event',
    );
    const ctx = txContext(state, trader);
    const error = attempt(() =>
      chainEvent(ctx, { txId: '0xother', nonce: '1', ...staking({ stakeDeposited: move(VOTE) }) }),
    );
    expect(error).toBe('ChainEvent: only validators forward chain events');
  });
});

describe('bridge and multisig events', () => {
  const erc20 = (e: Partial<NonNullable<ChainEvent['erc20']>>) => ({
    erc20: { index: '0', block: '1', ...e },
  });

  it('stop and resume the bridge', () => {
    forward(erc20({ bridgeStopped: true }));
    expect(state.governance.bridge.stopped).toBe(true);
    expect(forward(erc20({ bridgeStopped: true })).error).toBe(
      'ChainEvent: bridge already stopped',
    );
    forward(erc20({ bridgeResumed: true }));
    expect(state.governance.bridge.stopped).toBe(false);
  });

  it('apply the limits an asset update enacted', () => {
    const asset = state.governance.assets.all().find((a) => a.details.symbol === 'USDC')!;
    const { out } = forward(
      erc20({
        assetLimitsUpdated: {
          netAssetId: asset.id,
          sourceEthereumAddress: asset.details.erc20!.contractAddress,
          lifetimeLimits: '5',
          withdrawThreshold: '6',
        },
      }),
    );
    expect(out.governance.assets.get(asset.id)?.details.erc20).toMatchObject({
      lifetimeLimit: '5',
      withdrawThreshold: '6',
    });
  });

  it('track the multisig signers and threshold', () => {
    const bridge = state.governance.bridge;
    const count = bridge.signers.length;
    const signer = `0x${'9'.repeat(40)}`;
    const multisig = (e: object) => ({ erc20Multisig: { index: '0', block: '1', ...e } });
    forward(multisig({ signerAdded: { newSigner: signer, nonce: '1', blockTime: '1' } }));
    expect(bridge.signers).toHaveLength(count + 1);
    forward(multisig({ signerRemoved: { oldSigner: signer, nonce: '2', blockTime: '1' } }));
    expect(bridge.signers).toHaveLength(count);
    forward(multisig({ thresholdSet: { newThreshold: 750, nonce: '3', blockTime: '1' } }));
    expect(bridge.threshold).toBe(750);
  });
});
