import type { Connection } from '#contract/connection.ts';
import type { z } from 'zod/mini';
import type { checkpointSchema } from '#contract/network-limits.ts';
import type { CoreSnapshot } from '#contract/node.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { sha3Hex } from '../chain/engine/ids.ts';
import { jsonText as json, type BlockTableRows } from './sql-insert.ts';

interface SnapshotRow {
  height: string;
  record: string;
}

/** Core snapshots (spec §4.9), by block height; newest first unless asked otherwise. */
export async function listSnapshots(
  db: Queryable,
  page: PageRequest,
): Promise<Connection<CoreSnapshot>> {
  return fetchPage<SnapshotRow, CoreSnapshot>(
    db,
    {
      // Not selected under its own name: ORDER BY would then sort the text, not the number.
      select: 'SELECT block_height::text AS height, record FROM core_snapshots',
      where: [],
      params: [],
      key: [{ sql: 'block_height', numeric: true }],
      keyOf: (r) => [r.height],
      toNode: (r) => JSON.parse(r.record) as CoreSnapshot,
    },
    page,
  );
}

/** Types derive from the contract's schema (`datanode.api.v2.Checkpoint`). */
type Checkpoint = z.infer<typeof checkpointSchema>;

interface CheckpointRow {
  height: string;
  hash: string;
  block_hash: string;
}

/** Checkpoints the chain took (checkpoint.ts), by block height; newest first by default. */
export async function listCheckpoints(
  db: Queryable,
  page: PageRequest,
): Promise<Connection<Checkpoint>> {
  return fetchPage<CheckpointRow, Checkpoint>(
    db,
    {
      select: 'SELECT block_height::text AS height, hash, block_hash FROM checkpoints',
      where: [],
      params: [],
      key: [{ sql: 'block_height', numeric: true }],
      keyOf: (r) => [r.height],
      toNode: (r) => ({ hash: r.hash, blockHash: r.block_hash, atBlock: r.height }),
    },
    page,
  );
}

/** The core snapshot the block took, if it took one. */
export const coreSnapshotRows: BlockTableRows = (out, { height, header }) => {
  const taken = out.validators.snapshot;
  const snapshot: CoreSnapshot | undefined = taken && {
    blockHeight: height,
    blockHash: header.hash,
    coreVersion: taken.coreVersion,
    protocolUpgradeBlock: taken.protocolUpgradeBlock,
  };
  return {
    table: 'core_snapshots',
    columns: ['block_height', 'record'],
    rows: snapshot ? [[height, json(snapshot)]] : [],
  };
};

/** The checkpoint the block wrote, if it wrote one: its hash binds the digest to the block. */
export const checkpointRows: BlockTableRows = (out, { height, header }) => {
  const digest = out.validators.checkpointDigest;
  return {
    table: 'checkpoints',
    columns: ['block_height', 'hash', 'block_hash'],
    rows: digest ? [[height, sha3Hex(digest, header.hash), header.hash]] : [],
  };
};
