import type { ChainEvent } from '#contract/commands/chain-event.ts';
import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { tx, type PendingTx } from '../../engine/block/pending-tx.ts';
import { ceilSeconds, ethAddressOf, ethTxId, partiesOf, validatorKey } from './agent-helpers.ts';

/** Chance per block of one of the rarer Ethereum events (about one every 15–30 blocks). */
const RARE_EVENT_CHANCE = 1 / 22;
/** Chance per block that a pending bridge action (listing, limits) is executed on Ethereum. */
const FOLLOW_UP_CHANCE = 0.25;
const VOTE = 10n ** 18n;

type EventBody = Omit<ChainEvent, 'txId' | 'nonce'>;

function forward(state: NetworkState, height: bigint, rng: Rng, event: EventBody): PendingTx {
  return tx(validatorKey(state, rng), 'chainEvent', {
    txId: ethTxId(rng),
    nonce: String(rng.nextUint32()),
    ...event,
  });
}

const erc20 = (height: bigint, e: Partial<NonNullable<ChainEvent['erc20']>>): EventBody => ({
  erc20: { index: '0', block: String(17_000_000n + height), ...e },
});

/** The staking bridge's token: the reward asset's contract. */
function governanceToken(state: NetworkState): string {
  const id = state.params.get('reward.asset') ?? '';
  return state.governance.assets.get(id)?.details.erc20?.contractAddress ?? '';
}

/** Staking bridge events: tokens associated or removed (some removals ask for too much). */
function stakingEvent(state: NetworkState, height: bigint, now: bigint, rng: Rng): EventBody {
  const block = String(17_000_000n + height);
  const blockTime = ceilSeconds(now).toString();
  const staking = state.governance.staking;
  if (rng.chance(0.15)) {
    const supply = 64_999_723n * VOTE;
    return {
      stakingEvent: {
        index: '0',
        block,
        totalSupply: { tokenAddress: governanceToken(state), totalSupply: supply.toString() },
      },
    };
  }
  const party = rng.pick(partiesOf(state, ['trader', 'market-maker', 'whale'])).id;
  const held = staking.of(party);
  const move = (amount: bigint) => ({
    ethereumAddress: ethAddressOf(party),
    netPublicKey: party,
    amount: amount.toString(),
    blockTime,
  });
  if (held > 0n && rng.chance(0.4)) {
    const amount = rng.chance(0.2)
      ? held
      : rng.chance(0.1)
        ? held + VOTE
        : (held * BigInt(rng.int(10, 50))) / 100n;
    return { stakingEvent: { index: '0', block, stakeRemoved: move(amount > 0n ? amount : 1n) } };
  }
  return {
    stakingEvent: { index: '0', block, stakeDeposited: move(BigInt(rng.int(10, 5_000)) * VOTE) },
  };
}

/** Multisig control: an ersatz validator's key added or removed, or a new threshold. */
function multisigEvent(state: NetworkState, height: bigint, now: bigint, rng: Rng): EventBody {
  const bridge = state.governance.bridge;
  const common = { nonce: String(rng.nextUint32()), blockTime: ceilSeconds(now).toString() };
  const base = { index: '0', block: String(17_000_000n + height) };
  const standby = state.genesis.validators
    .filter((v) => v.status === 'ersatz')
    .map((v) => v.ethereumAddress);
  if (rng.chance(0.25) || !standby.length)
    return {
      erc20Multisig: {
        ...base,
        thresholdSet: {
          ...common,
          newThreshold: rng.pick([500, 667, 750].filter((t) => t !== bridge.threshold)),
        },
      },
    };
  const added = standby.filter((a) => bridge.signers.includes(a));
  const missing = standby.filter((a) => !bridge.signers.includes(a));
  if (added.length && (rng.chance(0.5) || !missing.length))
    return { erc20Multisig: { ...base, signerRemoved: { ...common, oldSigner: rng.pick(added) } } };
  return {
    erc20Multisig: {
      ...base,
      signerAdded: { ...common, newSigner: rng.pick(missing.length ? missing : standby) },
    },
  };
}

/** One rare event: staking, multisig, the bridge stopping, or a governance-listed asset delisted. */
function rareEvent(state: NetworkState, height: bigint, now: bigint, rng: Rng): EventBody {
  const roll = rng.next();
  if (roll < 0.55) return stakingEvent(state, height, now, rng);
  if (roll < 0.85) return multisigEvent(state, height, now, rng);
  const listed = state.governance.assets
    .all()
    .filter(
      (a) => a.status === 'STATUS_ENABLED' && !state.genesis.assets.some((g) => g.id === a.id),
    );
  if (roll < 0.9 && listed.length)
    return erc20(height, { assetDelist: { netAssetId: rng.pick(listed).id } });
  return state.governance.bridge.stopped
    ? erc20(height, { bridgeResumed: true })
    : erc20(height, { bridgeStopped: true });
}

/**
 * Validators forwarding Ethereum events: listings of assets governance enacted, bridge limits
 * an asset update enacted, the bridge resuming some blocks after it stopped, and the rarer
 * staking, multisig and bridge events.
 */
export function bridgeTxs(state: NetworkState, height: bigint, now: bigint, rng: Rng): PendingTx[] {
  const out: PendingTx[] = [];
  const { assets, bridge } = state.governance;
  for (const a of assets.all()) {
    if (a.status === 'STATUS_PENDING_LISTING' && a.details.erc20 && rng.chance(FOLLOW_UP_CHANCE))
      out.push(
        forward(
          state,
          height,
          rng,
          erc20(height, {
            assetList: { netAssetId: a.id, assetSource: a.details.erc20.contractAddress },
          }),
        ),
      );
  }
  for (const [id, limits] of assets.pendingLimits) {
    const contract = assets.get(id)?.details.erc20?.contractAddress;
    if (contract && rng.chance(FOLLOW_UP_CHANCE))
      out.push(
        forward(
          state,
          height,
          rng,
          erc20(height, {
            assetLimitsUpdated: {
              netAssetId: id,
              sourceEthereumAddress: contract,
              lifetimeLimits: limits.lifetimeLimit,
              withdrawThreshold: limits.withdrawThreshold,
            },
          }),
        ),
      );
  }
  if (bridge.stopped && height - bridge.stoppedAt >= 8n && rng.chance(0.3))
    out.push(forward(state, height, rng, erc20(height, { bridgeResumed: true })));
  else if (rng.chance(RARE_EVENT_CHANCE))
    out.push(forward(state, height, rng, rareEvent(state, height, now, rng)));
  return out;
}
