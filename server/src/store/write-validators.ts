import type { BlockOutput } from '../chain/block/block-output.ts';
import type { CoreSnapshot } from '../contract/node.ts';
import type { Queryable } from './database.ts';
import { insertRows } from './sql-insert.ts';

const json = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** The last of each key: one statement may not upsert a row twice. */
function lastByKey<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [key(item), item])).values()];
}

/**
 * Writes the validator side of a block (epochs, nodes as of an epoch, delegations, the
 * block's snapshot, spam statistics), inside the block's DB transaction.
 */
export async function writeValidatorsBlock(db: Queryable, out: BlockOutput): Promise<void> {
  const v = out.validators;
  const header = out.header;
  if (!header) throw new Error('block output has no header');
  await insertRows(
    db,
    'epochs',
    ['seq', 'record', 'start_ns', 'end_ns'],
    lastByKey(v.epochs, (e) => e.seq).map((e) => [
      e.seq,
      json(e),
      e.timestamps.startTime,
      e.timestamps.endTime,
    ]),
    'ON CONFLICT (seq) DO UPDATE SET record = EXCLUDED.record, start_ns = EXCLUDED.start_ns, end_ns = EXCLUDED.end_ns',
  );
  await insertRows(
    db,
    'node_epochs',
    ['epoch_seq', 'node_id', 'record'],
    lastByKey(v.nodes, (n) => `${n.epochSeq}/${n.node.id}`).map((n) => [
      n.epochSeq,
      n.node.id,
      json(n.node),
    ]),
    'ON CONFLICT (epoch_seq, node_id) DO UPDATE SET record = EXCLUDED.record',
  );
  await insertRows(
    db,
    'delegations',
    ['epoch_seq', 'party_id', 'node_id', 'amount'],
    lastByKey(v.delegations, (d) => `${d.epochSeq}/${d.party}/${d.node}`).map((d) => [
      d.epochSeq,
      d.party,
      d.node,
      d.amount,
    ]),
    'ON CONFLICT (epoch_seq, party_id, node_id) DO UPDATE SET amount = EXCLUDED.amount',
  );
  if (v.snapshot) {
    const snapshot: CoreSnapshot = {
      blockHeight: header.height.toString(),
      blockHash: header.hash,
      coreVersion: v.snapshot.coreVersion,
      protocolUpgradeBlock: v.snapshot.protocolUpgradeBlock,
    };
    await insertRows(
      db,
      'core_snapshots',
      ['block_height', 'record'],
      [[header.height, json(snapshot)]],
    );
  }
  await insertRows(
    db,
    'spam_statistics',
    ['party_id', 'epoch_seq', 'record'],
    lastByKey(v.spam, (s) => s.party).map((s) => [s.party, s.epochSeq, json(s.statistics)]),
    'ON CONFLICT (party_id) DO UPDATE SET epoch_seq = EXCLUDED.epoch_seq, record = EXCLUDED.record',
  );
  if (v.spamDefaults) {
    const d = v.spamDefaults;
    await insertRows(
      db,
      'spam_defaults',
      ['id', 'epoch_seq', 'record', 'pow_params'],
      [[1, d.epochSeq, json(d.statistics), json(d.pow)]],
      'ON CONFLICT (id) DO UPDATE SET epoch_seq = EXCLUDED.epoch_seq, record = EXCLUDED.record, pow_params = EXCLUDED.pow_params',
    );
  }
}
