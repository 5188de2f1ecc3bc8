import { tx, type PendingTx } from '../../engine/block/pending-tx.ts';
import { sha3Hex } from '../../engine/ids.ts';
import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { minimumValidatorStake } from '../../engine/validators/params.ts';
import { associatedStake } from '../../engine/validators/stake-source.ts';
import { nodesOf, ONE_VOTE } from './agent-support.ts';

/** Chance per block that some token holder changes a delegation. */
const DELEGATION_ACTIVITY = 0.3;
/** Chance per block of a delegation command that fails (more than held, unknown node…). */
const MISTAKE = 0.02;
const STAKER_ROLES = new Set(['whale', 'market-maker', 'liquidity-provider', 'trader']);

const available = (state: NetworkState, party: string) =>
  associatedStake(state, party) - state.validators.delegations.partyNextTotal(party);

/** A node to delegate to: mostly consensus validators, some standby and pending ones. */
function pickNode(state: NetworkState, rng: Rng): string | undefined {
  const roll = rng.next();
  const tier = roll < 0.75 ? 'tendermint' : roll < 0.95 ? 'ersatz' : 'pending';
  const nodes = nodesOf(state, tier);
  return nodes.length > 0 ? rng.pick(nodes).id : undefined;
}

const wholeVote = (amount: bigint) =>
  amount / ONE_VOTE > 0n ? (amount / ONE_VOTE) * ONE_VOTE : amount;

/**
 * Token holders delegate part of their free stake, or undelegate (at the end of the epoch,
 * sometimes at once); node operators below the minimum own stake top it up; now and then a
 * command fails for a realistic reason.
 */
export function delegationTxs(state: NetworkState, rng: Rng): PendingTx[] {
  const out: PendingTx[] = [];
  const book = state.validators.delegations;
  const stakers = state.parties.filter((p) => STAKER_ROLES.has(p.role)).map((p) => p.id);
  if (stakers.length > 0 && rng.chance(DELEGATION_ACTIVITY)) {
    const party = rng.pick(stakers);
    const free = available(state, party);
    const delegated = book.forParty(party).filter((e) => e.next > 0n);
    const node = pickNode(state, rng);
    if (node && free >= 10n * ONE_VOTE && (delegated.length === 0 || rng.chance(0.6))) {
      const amount = wholeVote((free * BigInt(rng.int(10, 50))) / 100n);
      out.push(tx(party, 'delegateSubmission', { nodeId: node, amount: amount.toString() }));
    } else if (delegated.length > 0) {
      const e = rng.pick(delegated);
      const amount = rng.chance(0.5) ? e.next : wholeVote(e.next / 2n);
      const method = rng.chance(0.25) ? 'METHOD_NOW' : 'METHOD_AT_END_OF_EPOCH';
      out.push(
        tx(party, 'undelegateSubmission', { nodeId: e.node, amount: amount.toString(), method }),
      );
    }
  }
  const min = minimumValidatorStake(state);
  for (const node of nodesOf(state)) {
    const own = book.get(node.operator, node.id)?.next ?? 0n;
    if (own >= min || !rng.chance(0.1)) continue;
    const deficit = min - own;
    if (available(state, node.operator) >= deficit)
      out.push(
        tx(node.operator, 'delegateSubmission', { nodeId: node.id, amount: deficit.toString() }),
      );
  }
  if (stakers.length > 0 && rng.chance(MISTAKE)) out.push(mistake(state, rng, rng.pick(stakers)));
  return out;
}

/** A delegation command that fails: more than delegated, more than held, or an unknown node. */
function mistake(state: NetworkState, rng: Rng, party: string): PendingTx {
  const delegated = state.validators.delegations.forParty(party).filter((e) => e.next > 0n);
  const kind = rng.int(0, 2);
  if (kind === 0 && delegated.length > 0) {
    const e = rng.pick(delegated);
    const amount = (e.next + ONE_VOTE).toString();
    return tx(party, 'undelegateSubmission', {
      nodeId: e.node,
      amount,
      method: 'METHOD_AT_END_OF_EPOCH',
    });
  }
  if (kind === 1) {
    const nodeId = sha3Hex('no-such-node', String(rng.nextUint32()));
    return tx(party, 'delegateSubmission', { nodeId, amount: ONE_VOTE.toString() });
  }
  const nodeId = pickNode(state, rng) ?? sha3Hex('no-such-node');
  const amount = (available(state, party) + ONE_VOTE).toString();
  return tx(party, 'delegateSubmission', { nodeId, amount });
}
