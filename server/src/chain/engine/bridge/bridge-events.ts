import type { ChainEvent } from '#contract/commands/chain-event.ts';
import { ID_PATTERN } from '#contract/primitives.ts';
import { failed, invalid } from '../block/command-error.ts';
import type { TxContext } from '../block/execution-context.ts';
import { finaliseWithdrawal } from '../withdrawals/withdrawal-handlers.ts';

type Erc20Event = NonNullable<ChainEvent['erc20']>;
type MultisigEvent = NonNullable<ChainEvent['erc20Multisig']>;
type StakingEvent = NonNullable<ChainEvent['stakingEvent']>;

const AMOUNT = /^[1-9]\d*$/;
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Collateral bridge events other than deposits (those credit in chain-event-handlers.ts). */
function erc20Event(ctx: TxContext, e: Erc20Event, txId: string): void {
  const { assets, bridge } = ctx.state.governance;
  if (e.withdrawal) return finaliseWithdrawal(ctx, e.withdrawal, txId);
  if (e.assetList) {
    const asset = assets.get(e.assetList.netAssetId);
    if (asset?.status !== 'STATUS_PENDING_LISTING')
      throw failed('ChainEvent: asset is not pending listing');
    if (!sameAddress(asset.details.erc20?.contractAddress ?? '', e.assetList.assetSource))
      throw failed('ChainEvent: asset source does not match the proposal');
    const enabled = { ...asset, status: 'STATUS_ENABLED' as const };
    assets.put(enabled);
    ctx.state.collateral.openAsset(enabled.id);
    // Deposits check the asset's decimals; the map is the network state's own.
    (ctx.state.assetDecimals as Map<string, number>).set(
      enabled.id,
      Number(enabled.details.decimals),
    );
    ctx.out.governance.assets.set(enabled.id, enabled);
    return;
  }
  if (e.assetDelist) {
    if (!assets.get(e.assetDelist.netAssetId)?.details.erc20)
      throw failed('ChainEvent: unknown asset');
    bridge.delisted.add(e.assetDelist.netAssetId);
    return;
  }
  if (e.assetLimitsUpdated) {
    const u = e.assetLimitsUpdated;
    const asset = assets.get(u.netAssetId);
    const erc20 = asset?.details.erc20;
    if (!asset || !erc20) throw failed('ChainEvent: unknown asset');
    if (!sameAddress(erc20.contractAddress, u.sourceEthereumAddress))
      throw failed('ChainEvent: asset source does not match');
    const updated = {
      ...asset,
      details: {
        ...asset.details,
        erc20: {
          ...erc20,
          lifetimeLimit: u.lifetimeLimits,
          withdrawThreshold: u.withdrawThreshold,
        },
      },
    };
    assets.put(updated);
    assets.pendingLimits.delete(updated.id);
    ctx.out.governance.assets.set(updated.id, updated);
    return;
  }
  if (e.bridgeStopped) {
    if (bridge.stopped) throw failed('ChainEvent: bridge already stopped');
    bridge.stopped = true;
    bridge.stoppedAt = ctx.out.height;
    return;
  }
  if (e.bridgeResumed) {
    if (!bridge.stopped) throw failed('ChainEvent: bridge is not stopped');
    bridge.stopped = false;
    bridge.stoppedAt = 0n;
    return;
  }
  throw invalid('ChainEvent: unsupported erc20 event');
}

/** Multisig control: who signs bridge operations, and how many signatures it takes. */
function multisigEvent(ctx: TxContext, e: MultisigEvent): void {
  const bridge = ctx.state.governance.bridge;
  const at = (address: string) => bridge.signers.findIndex((s) => sameAddress(s, address));
  if (e.signerAdded) {
    if (at(e.signerAdded.newSigner) >= 0) throw failed('ChainEvent: signer already added');
    bridge.signers.push(e.signerAdded.newSigner);
  } else if (e.signerRemoved) {
    const index = at(e.signerRemoved.oldSigner);
    if (index < 0) throw failed('ChainEvent: unknown signer');
    bridge.signers.splice(index, 1);
  } else if (e.thresholdSet) {
    const t = e.thresholdSet.newThreshold;
    if (!(t >= 1 && t <= 1000)) throw failed('ChainEvent: threshold must be in 1..1000');
    bridge.threshold = t;
  } else {
    throw invalid('ChainEvent: unsupported multisig event');
  }
}

/** Staking bridge: tokens associated to (or removed from) a party's key change its weight. */
function stakingEvent(ctx: TxContext, e: StakingEvent): void {
  const staking = ctx.state.governance.staking;
  if (e.totalSupply) {
    if (!/^\d+$/.test(e.totalSupply.totalSupply)) throw invalid('ChainEvent: invalid total supply');
    staking.tokenTotalSupply = BigInt(e.totalSupply.totalSupply);
    return;
  }
  const move = e.stakeDeposited ?? e.stakeRemoved;
  if (!move) throw invalid('ChainEvent: unsupported staking event');
  if (!ID_PATTERN.test(move.netPublicKey)) throw invalid('ChainEvent: invalid party key');
  if (!AMOUNT.test(move.amount)) throw invalid('ChainEvent: invalid stake amount');
  const amount = BigInt(move.amount);
  if (e.stakeDeposited) staking.deposit(move.netPublicKey, amount);
  else if (!staking.remove(move.netPublicKey, amount))
    throw failed('ChainEvent: more stake removed than associated');
}

/**
 * Chain events other than deposits (spec §2.9 chainEvent): ERC-20 bridge, multisig control
 * and staking bridge events, forwarded by validators. Each event (by txId) applies once.
 */
export function bridgeEvent(ctx: TxContext, event: ChainEvent): void {
  if (!ctx.state.genesis.validators.some((v) => v.pubKey === ctx.submitter))
    throw invalid('ChainEvent: only validators forward chain events');
  if (!ctx.state.governance.bridge.firstSeen(event.txId))
    throw failed('ChainEvent: duplicated chain event');
  if (event.erc20) return erc20Event(ctx, event.erc20, event.txId);
  if (event.erc20Multisig) return multisigEvent(ctx, event.erc20Multisig);
  if (event.stakingEvent) return stakingEvent(ctx, event.stakingEvent);
  throw invalid('ChainEvent: unsupported event');
}
