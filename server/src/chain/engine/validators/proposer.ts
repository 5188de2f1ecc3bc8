import { createHash } from 'node:crypto';
import type { NodeState } from './node-state.ts';

/**
 * A node's CometBFT validator address: the first 20 bytes of SHA-256 of its ed25519 consensus
 * public key (`tmPubKey`, base64), as upper-case hex — what a CometBFT block header names as
 * its proposer.
 */
export function cometAddress(tmPubKeyBase64: string): string {
  const key = Buffer.from(tmPubKeyBase64, 'base64');
  return createHash('sha256').update(key).digest('hex').slice(0, 40).toUpperCase();
}

/**
 * CometBFT's proposer rotation (weighted round robin): every block each consensus validator's
 * priority grows by its voting power, the highest priority proposes (ties: the lower address)
 * and loses the total power. Over any run of blocks each validator proposes in proportion to
 * its power, spread out rather than in streaks. A validator that joins the set starts at 0;
 * one that leaves forgets its priority. Before the first epoch has ranked anyone (every power
 * 0) each validator weighs 1.
 */
export class ProposerRotation {
  private readonly priorities = new Map<string, bigint>();

  /** The proposer of the next block among `nodes` (the consensus set), or undefined if none. */
  next(nodes: readonly NodeState[]): NodeState | undefined {
    if (nodes.length === 0) return undefined;
    const ranked = nodes.map((node) => ({ node, address: cometAddress(node.tmPubKey) }));
    const anyPower = nodes.some((n) => n.ranking.votingPower > 0);
    const power = (n: NodeState) => BigInt(anyPower ? n.ranking.votingPower : 1);
    const present = new Set(nodes.map((n) => n.id));
    for (const id of [...this.priorities.keys()]) if (!present.has(id)) this.priorities.delete(id);
    let total = 0n;
    let best: { node: NodeState; address: string; priority: bigint } | undefined;
    for (const { node, address } of ranked) {
      const priority = (this.priorities.get(node.id) ?? 0n) + power(node);
      this.priorities.set(node.id, priority);
      total += power(node);
      if (
        !best ||
        priority > best.priority ||
        (priority === best.priority && address < best.address)
      )
        best = { node, address, priority };
    }
    if (!best) return undefined;
    this.priorities.set(best.node.id, best.priority - total);
    return best.node;
  }
}
