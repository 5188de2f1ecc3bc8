import { mulCeil } from '../../engine/collateral/decimal.ts';
import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { tx, type PendingTx } from '../../engine/block/pending-tx.ts';
import {
  ethAddressOf,
  ethTxId,
  generalBalance,
  NS,
  partiesOf,
  share,
  validatorKey,
} from './agent-helpers.ts';

/** Chance per block that someone withdraws (about one withdrawal every 5 blocks). */
const WITHDRAW_CHANCE = 0.2;
/** Seconds before the bridge can pay a withdrawal out (signatures, then the Ethereum tx). */
const MIN_PAYOUT_DELAY = 3n;
const PAYOUT_CHANCE = 0.35;

/** A withdrawal of a party's general balance; some are under the minimum or over the balance. */
function withdrawal(state: NetworkState, rng: Rng): PendingTx {
  let party = rng.pick(partiesOf(state, ['trader', 'whale']));
  let asset = rng.pick(party.deposits).assetId;
  const multiple = state.params.get('spam.protection.minimumWithdrawalQuantumMultiple') ?? '0';
  const minimumOf = (a: string) => mulCeil(state.governance.assets.quantum(a), multiple);
  // Small holders withdraw only what is worth it; otherwise a whale withdraws.
  if (generalBalance(state, party.id, asset) < minimumOf(asset) * 20n) {
    party = rng.pick(partiesOf(state, ['whale']));
    asset = rng.pick(party.deposits).assetId;
  }
  const details = state.governance.assets.get(asset)!.details;
  const balance = generalBalance(state, party.id, asset);
  const minimum = minimumOf(asset);
  let amount = share(balance, rng, 0.01, 0.1);
  if (amount < minimum) amount = minimum * 2n;
  const roll = rng.next();
  if (roll < 0.06) amount = minimum > 1n ? minimum / 2n : 0n;
  else if (roll < 0.13) amount = balance + minimum;
  return tx(party.id, 'withdrawSubmission', {
    amount: amount.toString(),
    asset,
    ext: details.erc20 ? { erc20: { receiverAddress: ethAddressOf(party.id) } } : null,
  });
}

/**
 * Withdrawals, and the validators forwarding the bridge's payouts of open ones (while the
 * bridge runs): each OPEN withdrawal is paid out a few seconds after it was made.
 */
export function withdrawalTxs(
  state: NetworkState,
  height: bigint,
  now: bigint,
  rng: Rng,
): PendingTx[] {
  const out: PendingTx[] = [];
  if (rng.chance(WITHDRAW_CHANCE)) out.push(withdrawal(state, rng));
  if (state.governance.bridge.stopped) return out;
  state.governance.withdrawals.open().forEach((w, i) => {
    const r = w.record;
    if (now - BigInt(r.createdTimestamp) < MIN_PAYOUT_DELAY * NS || !rng.chance(PAYOUT_CHANCE))
      return;
    out.push(
      tx(validatorKey(state, rng), 'chainEvent', {
        txId: ethTxId(rng),
        nonce: `${height}${i}`,
        erc20: {
          index: String(i),
          block: String(17_000_000n + height),
          withdrawal: {
            netAssetId: r.asset,
            targetEthereumAddress: r.ext?.erc20?.receiverAddress ?? '',
            referenceNonce: r.ref,
          },
        },
      }),
    );
  });
  return out;
}
