import type { Node, NodeData } from '#contract/node.ts';
import { enumToWords } from '../../lib/enum-words.ts';

/**
 * The one definition of "validators" of an epoch, used by every page: the epoch's nodes by
 * their ranking status — consensus (Tendermint), standby (ersatz), pending — and any other
 * status as "other", so the parts always add up to the total.
 */
export interface ValidatorCounts {
  total: number;
  consensus: number;
  standby: number;
  pending: number;
  other: number;
}

const PART: Record<string, keyof Omit<ValidatorCounts, 'total'>> = {
  VALIDATOR_NODE_STATUS_TENDERMINT: 'consensus',
  VALIDATOR_NODE_STATUS_ERSATZ: 'standby',
  VALIDATOR_NODE_STATUS_PENDING: 'pending',
};

const PART_LABEL: Record<keyof Omit<ValidatorCounts, 'total'>, string> = {
  consensus: 'Consensus',
  standby: 'Standby',
  pending: 'Pending',
  other: 'Other',
};

/**
 * A node's ranking status in the words the counts use ("Consensus", "Standby", "Pending"), so a
 * row's status names the part of "13 consensus, 6 standby, 2 pending" it is counted in rather
 * than the protocol's "Tendermint" / "Ersatz". An unknown status keeps its own words.
 */
export function validatorStatusLabel(status: string): string {
  const part = PART[status];
  return part ? PART_LABEL[part] : enumToWords(status);
}

/** Counts of an epoch's node list (`/api/v2/nodes?epochSeq=`). */
export function countValidators(nodes: readonly Pick<Node, 'rankingScore'>[]): ValidatorCounts {
  const counts: ValidatorCounts = { total: 0, consensus: 0, standby: 0, pending: 0, other: 0 };
  for (const n of nodes) {
    counts[PART[n.rankingScore.status] ?? 'other'] += 1;
    counts.total += 1;
  }
  return counts;
}

/** The same counts from the network data summary (`/api/v2/network/data`) of the epoch. */
export function countsOfNodeData(data: NodeData): ValidatorCounts {
  const consensus = data.tendermintNodes.total;
  const standby = data.ersatzNodes.total;
  const pending = data.pendingNodes.total;
  return { total: consensus + standby + pending, consensus, standby, pending, other: 0 };
}

/** "13 consensus, 6 standby, 4 pending" (and "1 other" only when there is one). */
export function validatorPartsText(c: ValidatorCounts): string {
  const parts = [`${c.consensus} consensus`, `${c.standby} standby`, `${c.pending} pending`];
  if (c.other > 0) parts.push(`${c.other} other`);
  return parts.join(', ');
}
