import type { Node, NodeData, NodeSet } from '#contract/node.ts';
import type { Queryable } from './database.ts';
import { currentEpochSeq, nodesOfEpoch, uptimeMinutes } from './nodes.ts';

const SETS = {
  VALIDATOR_NODE_STATUS_TENDERMINT: 'tendermintNodes',
  VALIDATOR_NODE_STATUS_ERSATZ: 'ersatzNodes',
  VALIDATOR_NODE_STATUS_PENDING: 'pendingNodes',
} as const;

/** Tier order: a lower rank is a higher tier (promotions go down in rank). */
const RANK: Record<string, number> = {
  VALIDATOR_NODE_STATUS_TENDERMINT: 1,
  VALIDATOR_NODE_STATUS_ERSATZ: 2,
  VALIDATOR_NODE_STATUS_PENDING: 3,
};

const emptySet = (): NodeSet => ({ total: 0, inactive: 0, promoted: [], demoted: [] });

async function param(db: Queryable, key: string): Promise<number | undefined> {
  const [row] = await db.query<{ value: string }>(
    'SELECT value FROM network_parameters WHERE key = $1',
    [key],
  );
  const value = Number(row?.value);
  return row && Number.isFinite(value) ? value : undefined;
}

/**
 * The network data summary (spec §2.7) of the epoch in progress, computed like the reference
 * data node: nodes per tier from their ranking status; inactive = performance score 0 at the
 * end of the last epoch; promoted / demoted = moved into the tier at this epoch's start;
 * staked total of all nodes; uptime = minutes of all ended epochs.
 */
export async function getNodeData(db: Queryable): Promise<NodeData> {
  const data: NodeData = {
    stakedTotal: '0',
    totalNodes: 0,
    inactiveNodes: 0,
    tendermintNodes: emptySet(),
    ersatzNodes: emptySet(),
    pendingNodes: emptySet(),
    uptime: 0,
  };
  const seq = await currentEpochSeq(db);
  if (seq === undefined) return data;
  const nodes: Node[] = await nodesOfEpoch(db, seq);
  let staked = 0n;
  for (const n of nodes) {
    staked += BigInt(n.stakedTotal);
    const { status, previousStatus, performanceScore } = n.rankingScore;
    if (!(status in SETS)) continue;
    const set = data[SETS[status as keyof typeof SETS]];
    data.totalNodes += 1;
    set.total += 1;
    if (Number(performanceScore) === 0) {
      set.inactive += 1;
      data.inactiveNodes += 1;
    }
    const [now, before] = [RANK[status] ?? 0, RANK[previousStatus] ?? 0];
    if (before !== 0 && now < before) set.promoted.push(n.id);
    if (before !== 0 && now > before) set.demoted.push(n.id);
  }
  data.stakedTotal = staked.toString();
  const consensus = await param(db, 'network.validators.tendermint.number');
  const multiple = await param(db, 'network.validators.ersatz.multipleOfTendermintValidators');
  if (consensus !== undefined) data.tendermintNodes.maximum = consensus;
  if (multiple !== undefined)
    data.ersatzNodes.maximum = Math.floor(multiple * data.tendermintNodes.total);
  data.uptime = await uptimeMinutes(db, seq);
  return data;
}
