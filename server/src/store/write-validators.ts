import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import type { CoreSnapshot } from '#contract/node.ts';
import { sha3Hex } from '../chain/engine/ids.ts';
import type { TableRows } from './sql-insert.ts';

const json = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/**
 * The validator side of a block (epochs, nodes as of an epoch, delegations, the block's
 * snapshot, spam statistics) as table rows for the block writer.
 */
export function validatorsRows(out: BlockOutput): TableRows[] {
  const v = out.validators;
  const header = out.header;
  if (!header) throw new Error('block output has no header');
  const tables: TableRows[] = [
    {
      table: 'epochs',
      columns: ['seq', 'record', 'start_ns', 'end_ns'],
      rows: v.epochs.map((e) => [e.seq, json(e), e.timestamps.startTime, e.timestamps.endTime]),
      upsert: { key: ['seq'], update: ['record', 'start_ns', 'end_ns'] },
    },
    {
      table: 'node_epochs',
      columns: ['epoch_seq', 'node_id', 'record'],
      rows: v.nodes.map((n) => [n.epochSeq, n.node.id, json(n.node)]),
      upsert: { key: ['epoch_seq', 'node_id'], update: ['record'] },
    },
    {
      table: 'delegations',
      columns: ['epoch_seq', 'party_id', 'node_id', 'amount'],
      rows: v.delegations.map((d) => [d.epochSeq, d.party, d.node, d.amount]),
      upsert: { key: ['epoch_seq', 'party_id', 'node_id'], update: ['amount'] },
    },
    {
      table: 'spam_statistics',
      columns: ['party_id', 'epoch_seq', 'record'],
      rows: v.spam.map((s) => [s.party, s.epochSeq, json(s.statistics)]),
      upsert: { key: ['party_id'], update: ['epoch_seq', 'record'] },
    },
  ];
  if (v.snapshot) {
    const snapshot: CoreSnapshot = {
      blockHeight: header.height.toString(),
      blockHash: header.hash,
      coreVersion: v.snapshot.coreVersion,
      protocolUpgradeBlock: v.snapshot.protocolUpgradeBlock,
    };
    tables.push({
      table: 'core_snapshots',
      columns: ['block_height', 'record'],
      rows: [[header.height, json(snapshot)]],
    });
  }
  if (v.checkpointDigest) {
    tables.push({
      table: 'checkpoints',
      columns: ['block_height', 'hash', 'block_hash'],
      rows: [[header.height, sha3Hex(v.checkpointDigest, header.hash), header.hash]],
    });
  }
  if (v.spamDefaults) {
    const d = v.spamDefaults;
    tables.push({
      table: 'spam_defaults',
      columns: ['id', 'epoch_seq', 'record', 'pow_params'],
      rows: [[1, d.epochSeq, json(d.statistics), json(d.pow)]],
      upsert: { key: ['id'], update: ['epoch_seq', 'record', 'pow_params'] },
    });
  }
  return tables;
}
