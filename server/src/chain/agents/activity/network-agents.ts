import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import type { PendingTx } from '../../engine/block/pending-tx.ts';
import { bridgeTxs } from './bridge-agent.ts';
import { proposalTxs } from './governance-agent.ts';
import { liquidityTxs } from './liquidity-agent.ts';
import { oracleTxs } from './oracle-agent.ts';
import { transferTxs } from './transfer-agent.ts';
import { voteTxs } from './voting-agent.ts';
import { withdrawalTxs } from './withdrawal-agent.ts';

/**
 * Everything but trading, once the genesis deposits are in: governance (a proposal every
 * ~10–25 s, votes), transfers (~1 per block), withdrawals (~1 per 5 blocks) and their
 * payouts, liquidity provisions (a few per market early on), oracle prices (~every 10 blocks)
 * and the validators' other Ethereum events (~every 15–30 blocks).
 */
export function networkActivityTxs(
  state: NetworkState,
  height: bigint,
  now: bigint,
  rng: Rng,
  blockSeconds: number,
): PendingTx[] {
  return [
    ...proposalTxs(state, height, now, rng, blockSeconds),
    ...voteTxs(state, height, now, rng),
    ...transferTxs(state, now, rng),
    ...withdrawalTxs(state, height, now, rng),
    ...liquidityTxs(state, rng),
    ...oracleTxs(state, now, rng),
    ...bridgeTxs(state, height, now, rng),
  ];
}
