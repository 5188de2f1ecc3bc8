import type { Connection } from '#contract/connection.ts';
import type { Delegation } from '#contract/node.ts';
import type { StakeLinking } from '#contract/stake.ts';
import type { Transaction } from '#contract/transaction.ts';
import { sha3Hex } from '../chain/engine/ids.ts';
import { pageOfRows } from './array-page.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { WhereBuilder } from './where-builder.ts';

export interface DelegationFilter {
  partyId?: string | undefined;
  nodeId?: string | undefined;
  epochId?: string | undefined;
}

/** Delegations per epoch as the epochs recorded them (a zero amount is none), newest epoch first. */
export async function listDelegations(
  db: Queryable,
  filter: DelegationFilter,
  page: PageRequest,
): Promise<Connection<Delegation>> {
  const w = new WhereBuilder()
    .equals('party_id', filter.partyId)
    .equals('node_id', filter.nodeId)
    .equals('epoch_seq', filter.epochId)
    .add('amount > 0');
  return fetchPage<
    { epoch_seq: string; party_id: string; node_id: string; amount: string },
    Delegation
  >(
    db,
    {
      select:
        'SELECT epoch_seq::text AS epoch_seq, party_id, node_id, amount::text AS amount FROM delegations',
      where: w.where,
      params: w.params,
      key: [{ sql: 'epoch_seq', numeric: true }, { sql: 'node_id' }, { sql: 'party_id' }],
      keyOf: (r) => [r.epoch_seq, r.node_id, r.party_id],
      toNode: (r) => ({
        party: r.party_id,
        nodeId: r.node_id,
        amount: r.amount,
        epochSeq: r.epoch_seq,
      }),
    },
    page,
  );
}

const SECOND_NS = 1_000_000_000n;

/**
 * A party's stake: what it associated at genesis plus its accepted staking-bridge events, and
 * those events (accepted or rejected by the chain) as stake linkings, newest first.
 */
export async function getStake(
  db: Queryable,
  partyId: string,
  page: PageRequest,
): Promise<{ currentStakeAvailable: string; stakeLinkings: Connection<StakeLinking> }> {
  const rows = await db.query<{ code: number; time_ns: string; record: string }>(
    `SELECT t.code, b.time_ns::text AS time_ns, t.record
     FROM transactions t JOIN blocks b ON b.height = t.block_height
     WHERE t.type = 'Chain Event' AND t.code IN (0, 70)
       AND $1 IN (
         t.record::jsonb #>> '{command,chainEvent,stakingEvent,stakeDeposited,netPublicKey}',
         t.record::jsonb #>> '{command,chainEvent,stakingEvent,stakeRemoved,netPublicKey}')
     ORDER BY t.block_height, t.idx`,
    [partyId],
  );
  const [genesis] = await db.query<{ amount: string }>(
    'SELECT amount::text AS amount FROM genesis_stake WHERE party_id = $1',
    [partyId],
  );
  let available = BigInt(genesis?.amount ?? '0');
  const linkings = rows.map((row): StakeLinking => {
    const event = (JSON.parse(row.record) as Transaction).command.chainEvent!;
    const staking = event.stakingEvent!;
    const move = (staking.stakeDeposited ?? staking.stakeRemoved)!;
    const link = staking.stakeDeposited !== undefined;
    const accepted = row.code === 0;
    if (accepted) available += (link ? 1n : -1n) * BigInt(move.amount);
    return {
      // As the reference derives it: the Ethereum transaction and the event's log index.
      id: sha3Hex(`${event.txId}${staking.index}`),
      type: link ? 'TYPE_LINK' : 'TYPE_UNLINK',
      ts: (BigInt(move.blockTime) * SECOND_NS).toString(),
      party: partyId,
      amount: move.amount,
      status: accepted ? 'STATUS_ACCEPTED' : 'STATUS_REJECTED',
      finalizedAt: row.time_ns,
      txHash: event.txId,
      blockHeight: staking.block,
      blockTime: move.blockTime,
      logIndex: staking.index,
      ethereumAddress: move.ethereumAddress,
    };
  });
  return {
    currentStakeAvailable: available.toString(),
    stakeLinkings: pageOfRows(
      linkings,
      (l) => [BigInt(l.finalizedAt), BigInt(l.blockHeight), BigInt(l.logIndex), l.id],
      page,
    ),
  };
}
