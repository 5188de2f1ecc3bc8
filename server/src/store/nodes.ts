import type { Connection } from '#contract/connection.ts';
import type { Delegation, Epoch, Node } from '#contract/node.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { jsonText as json, type BlockTableRows } from './sql-insert.ts';

interface NodeRow {
  node_id: string;
  record: string;
}

/** The epoch in progress (the newest one written), if the chain has made a block. */
export async function currentEpochSeq(db: Queryable): Promise<string | undefined> {
  const [row] = await db.query<{ seq: string | null }>('SELECT max(seq)::text AS seq FROM epochs');
  return row?.seq ?? undefined;
}

/** Nodes as they stood in epoch `epochSeq` (spec §4.8), ordered by id. */
export async function listNodes(
  db: Queryable,
  epochSeq: string,
  page: PageRequest,
): Promise<Connection<Node>> {
  return fetchPage<NodeRow, Node>(
    db,
    {
      select: 'SELECT node_id, record FROM node_epochs',
      where: ['epoch_seq = $1'],
      params: [epochSeq],
      key: [{ sql: 'node_id' }],
      keyOf: (r) => [r.node_id],
      toNode: (r) => JSON.parse(r.record) as Node,
    },
    page,
  );
}

export async function getNode(
  db: Queryable,
  id: string,
  epochSeq: string,
): Promise<Node | undefined> {
  const [row] = await db.query<NodeRow>(
    'SELECT node_id, record FROM node_epochs WHERE epoch_seq = $1 AND node_id = $2',
    [epochSeq, id],
  );
  return row && (JSON.parse(row.record) as Node);
}

/** Every node of an epoch, by id (the network data summary and the epoch in progress). */
export async function nodesOfEpoch(db: Queryable, epochSeq: string): Promise<Node[]> {
  const rows = await db.query<NodeRow>(
    'SELECT node_id, record FROM node_epochs WHERE epoch_seq = $1 ORDER BY node_id',
    [epochSeq],
  );
  return rows.map((r) => JSON.parse(r.record) as Node);
}

async function delegationsOfEpoch(db: Queryable, epochSeq: string): Promise<Delegation[]> {
  const rows = await db.query<{ party_id: string; node_id: string; amount: string }>(
    `SELECT party_id, node_id, amount::text FROM delegations
     WHERE epoch_seq = $1 AND amount > 0 ORDER BY node_id, party_id`,
    [epochSeq],
  );
  return rows.map((r) => ({
    party: r.party_id,
    nodeId: r.node_id,
    amount: r.amount,
    epochSeq,
  }));
}

/**
 * An epoch (default: the one in progress). An ended epoch is served as written when it ended;
 * the one in progress gets its nodes and delegations as they are now (they change during it).
 */
export async function getEpoch(db: Queryable, seq?: string): Promise<Epoch | undefined> {
  // `epoch` and `ended`, not `seq`/`end_ns`: ORDER BY must sort the number, not its text.
  const [row] = await db.query<{ epoch: string; record: string; ended: boolean }>(
    seq === undefined
      ? 'SELECT seq::text AS epoch, record, end_ns > 0 AS ended FROM epochs ORDER BY seq DESC LIMIT 1'
      : 'SELECT seq::text AS epoch, record, end_ns > 0 AS ended FROM epochs WHERE seq = $1',
    seq === undefined ? [] : [seq],
  );
  if (!row) return undefined;
  const epoch = JSON.parse(row.record) as Epoch;
  if (row.ended) return epoch;
  const [validators, delegations] = [
    await nodesOfEpoch(db, row.epoch),
    await delegationsOfEpoch(db, row.epoch),
  ];
  return { ...epoch, validators, delegations };
}

/** The epoch that holds block `height` (none for a block not made yet). */
export async function epochSeqOfBlock(db: Queryable, height: string): Promise<string | undefined> {
  const [row] = await db.query<{ seq: string }>(
    `SELECT e.seq::text AS seq FROM epochs e
     WHERE (e.record::json->'timestamps'->>'firstBlock')::bigint <= $1::bigint
       AND $1::bigint <= (SELECT coalesce(max(height), 0) FROM blocks)
     ORDER BY e.seq DESC LIMIT 1`,
    [height],
  );
  return row?.seq;
}

/** Minutes of every ended epoch up to `seq` together (the reference's `uptime`). */
export async function uptimeMinutes(db: Queryable, seq: string): Promise<number> {
  const [row] = await db.query<{ ns: string | null }>(
    'SELECT sum(end_ns - start_ns)::text AS ns FROM epochs WHERE seq <= $1 AND end_ns > 0',
    [seq],
  );
  return Number(BigInt(row?.ns ?? '0') / 1_000_000n) / 60_000;
}

/** The epochs the block started or ended. */
export const epochRows: BlockTableRows = (out) => ({
  table: 'epochs',
  columns: ['seq', 'record', 'start_ns', 'end_ns'],
  rows: out.validators.epochs.map((e) => [
    e.seq,
    json(e),
    e.timestamps.startTime,
    e.timestamps.endTime,
  ]),
  upsert: { key: ['seq'], update: ['record', 'start_ns', 'end_ns'] },
});

/** The nodes as of an epoch, as the block changed them. */
export const nodeEpochRows: BlockTableRows = (out) => ({
  table: 'node_epochs',
  columns: ['epoch_seq', 'node_id', 'record'],
  rows: out.validators.nodes.map((n) => [n.epochSeq, n.node.id, json(n.node)]),
  upsert: { key: ['epoch_seq', 'node_id'], update: ['record'] },
});

/** The delegations of an epoch the block changed. */
export const delegationRows: BlockTableRows = (out) => ({
  table: 'delegations',
  columns: ['epoch_seq', 'party_id', 'node_id', 'amount'],
  rows: out.validators.delegations.map((d) => [d.epochSeq, d.party, d.node, d.amount]),
  upsert: { key: ['epoch_seq', 'party_id', 'node_id'], update: ['amount'] },
});
