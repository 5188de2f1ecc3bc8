import type { TransferCommand } from '#contract/commands/transfer-commands.ts';
import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import {
  currentEpoch,
  minimumTransfer,
  NETWORK_PARTY,
} from '../../engine/transfers/transfer-rules.ts';
import { tx, type PendingTx } from '../../engine/block/pending-tx.ts';
import { isTrading } from '../../engine/lifecycle/market-lifecycle.ts';
import { generalBalance, partiesOf, share } from './agent-helpers.ts';

/** Mean transfer actions per block (Poisson). */
const TRANSFERS_PER_BLOCK = 1;
const METRICS = [
  ['ACCOUNT_TYPE_REWARD_MAKER_PAID_FEES', 'DISPATCH_METRIC_MAKER_FEES_PAID'],
  ['ACCOUNT_TYPE_REWARD_MAKER_RECEIVED_FEES', 'DISPATCH_METRIC_MAKER_FEES_RECEIVED'],
  ['ACCOUNT_TYPE_REWARD_LP_RECEIVED_FEES', 'DISPATCH_METRIC_LP_FEES_RECEIVED'],
  ['ACCOUNT_TYPE_REWARD_MARKET_PROPOSERS', 'DISPATCH_METRIC_MARKET_VALUE'],
] as const;

function base(from: string, to: string, asset: string, amount: bigint): TransferCommand {
  return {
    fromAccountType: 'ACCOUNT_TYPE_GENERAL',
    to,
    toAccountType: 'ACCOUNT_TYPE_GENERAL',
    asset,
    amount: amount.toString(),
    reference: `${from.slice(0, 6)}-${to.slice(0, 6)}`,
  };
}

/** A one-off party-to-party transfer; some are too small, too large, or delivered later. */
function oneOff(state: NetworkState, rng: Rng, now: bigint): PendingTx {
  const parties = partiesOf(state, ['trader', 'whale', 'market-maker']);
  let sender = rng.pick(parties);
  let asset = rng.pick(sender.deposits).assetId;
  const minimum = minimumTransfer(state, asset);
  // Small holders send what they can afford; otherwise a whale sends.
  if (generalBalance(state, sender.id, asset) < minimum * 50n) {
    sender = rng.pick(partiesOf(state, ['whale']));
    asset = rng.pick(sender.deposits).assetId;
  }
  const balance = generalBalance(state, sender.id, asset);
  let amount = share(balance, rng, 0.001, 0.02);
  if (amount < minimum * 2n) amount = minimum * BigInt(rng.int(2, 20));
  const roll = rng.next();
  // Below transfer.minTransferQuantumMultiple × quantum: rejected.
  if (roll < 0.06) amount = minimum / 3n + 1n;
  // More than the sender holds: rejected.
  else if (roll < 0.12) amount = balance * 2n + 1n;
  let receiver = rng.pick(parties).id;
  if (receiver === sender.id) receiver = rng.pick(partiesOf(state, ['liquidity-provider'])).id;
  const later = rng.chance(0.12) ? now + BigInt(rng.int(10, 90)) * 1_000_000_000n : 0n;
  return tx(sender.id, 'transfer', {
    ...base(sender.id, receiver, asset, amount),
    oneOff: { deliverOn: later.toString() },
  });
}

/** A one-off gift to the global reward pool, by a whale. */
function toRewardPool(state: NetworkState, rng: Rng): PendingTx {
  const whale = rng.pick(partiesOf(state, ['whale']));
  const asset = rng.pick(whale.deposits).assetId;
  const amount = share(generalBalance(state, whale.id, asset), rng, 0.0005, 0.003);
  return tx(whale.id, 'transfer', {
    ...base(whale.id, NETWORK_PARTY, asset, amount),
    toAccountType: 'ACCOUNT_TYPE_GLOBAL_REWARD',
    oneOff: { deliverOn: '0' },
  });
}

/**
 * The reward metrics the fewest running recurring transfers fund: each metric's pool (and its
 * account type) is funded in turn, whatever the seed, rather than when chance picks it.
 */
function leastFunded(state: NetworkState): (typeof METRICS)[number][] {
  const book = state.governance.transfers;
  const funding = new Map<string, number>(METRICS.map(([account]) => [account, 0]));
  for (const id of book.recurring) {
    const account = book.byId.get(id)?.record.toAccountType;
    if (account !== undefined && funding.has(account))
      funding.set(account, funding.get(account)! + 1);
  }
  const least = Math.min(...funding.values());
  return METRICS.filter(([account]) => funding.get(account) === least);
}

/** A recurring transfer from this epoch: to a party, or funding a market reward pool. */
function recurring(state: NetworkState, rng: Rng): PendingTx {
  const sender = rng.pick(partiesOf(state, ['whale', 'market-maker']));
  const asset = rng.pick(sender.deposits).assetId;
  const amount = share(generalBalance(state, sender.id, asset), rng, 0.0005, 0.004);
  const epoch = currentEpoch(state);
  const endEpoch = rng.chance(0.3) ? undefined : (epoch + BigInt(rng.int(0, 3))).toString();
  const factor = rng.pick(['1', '1', '0.9', '1.1']);
  const markets = state.markets
    .filter((m) => isTrading(m) && m.settlementAsset === asset)
    .map((m) => m.id);
  if (markets.length && rng.chance(0.4)) {
    const [account, metric] = rng.pick(leastFunded(state));
    return tx(sender.id, 'transfer', {
      ...base(sender.id, NETWORK_PARTY, asset, amount),
      toAccountType: account,
      recurring: {
        startEpoch: epoch.toString(),
        ...(endEpoch ? { endEpoch } : {}),
        factor,
        dispatchStrategy: { assetForMetric: asset, metric, markets: [rng.pick(markets)] },
      },
    });
  }
  const receiver = rng.pick(partiesOf(state, ['trader', 'liquidity-provider'])).id;
  return tx(sender.id, 'transfer', {
    ...base(sender.id, receiver, asset, amount),
    // No dispatch strategy: an unset message, which REST renders as null (reference §0.2).
    recurring: {
      startEpoch: epoch.toString(),
      ...(endEpoch ? { endEpoch } : {}),
      factor,
      dispatchStrategy: null,
    },
  });
}

/** Cancels a running recurring transfer — now and then someone else's, which fails. */
function cancel(state: NetworkState, rng: Rng): PendingTx | undefined {
  const book = state.governance.transfers;
  const running = [...book.recurring];
  if (!running.length) return undefined;
  const entry = book.byId.get(rng.pick(running))!;
  const by = rng.chance(0.85) ? entry.record.from : rng.pick(partiesOf(state, ['trader'])).id;
  return tx(by, 'cancelTransfer', { transferId: entry.record.id });
}

/** About one transfer action per block: mostly one-off transfers between parties. */
export function transferTxs(state: NetworkState, now: bigint, rng: Rng): PendingTx[] {
  const out: PendingTx[] = [];
  let budget = rng.exponential(1 / TRANSFERS_PER_BLOCK);
  while (budget < 1) {
    const roll = rng.next();
    const pending =
      roll < 0.78
        ? oneOff(state, rng, now)
        : roll < 0.84
          ? toRewardPool(state, rng)
          : roll < 0.95
            ? recurring(state, rng)
            : cancel(state, rng);
    if (pending) out.push(pending);
    budget += rng.exponential(1 / TRANSFERS_PER_BLOCK);
  }
  return out;
}
