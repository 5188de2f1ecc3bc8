import type { PowParams } from '../chain/engine/validators/spam/spam-policies.ts';
import { POW_EXEMPT } from '../chain/engine/validators/spam/spam-policies.ts';
import { COMMAND_TRANSACTION_TYPES } from '#contract/transaction.ts';
import type { SpamStatistics } from '#contract/spam.ts';
import type { Queryable } from './database.ts';
import { jsonText as json, type BlockTableRows } from './sql-insert.ts';

/** PoW parameters as stored (64-bit values as strings). */
type StoredPowParams = {
  [K in keyof PowParams]: PowParams[K] extends bigint ? string : PowParams[K];
};

const EXEMPT_TYPES = [...POW_EXEMPT].map((key) => COMMAND_TRANSACTION_TYPES[key]);
const GENESIS_PARENT_HASH = '0'.repeat(64);

/**
 * Proof-of-work block states of a party (spec §2.8): for each of the last `numberOfPastBlocks`
 * blocks its transactions proved work on (each transaction uses the block before its own), how
 * many it sent and what the next one would need: the base difficulty while under
 * `txPerBlock`, then more with increasing difficulty, else none (no more accepted).
 */
async function powBlockStates(db: Queryable, party: string, pow: StoredPowParams) {
  const rows = await db.query<{ height: string; hash: string | null; seen: string }>(
    `SELECT (t.block_height - 1)::text AS height, b.hash, count(*)::text AS seen
     FROM transactions t LEFT JOIN blocks b ON b.height = t.block_height - 1
     WHERE t.submitter = $1 AND NOT (t.type = ANY($2))
       AND t.block_height > (SELECT coalesce(max(height), 0) FROM blocks) - $3::bigint
     GROUP BY t.block_height, b.hash ORDER BY t.block_height`,
    [party, EXEMPT_TYPES, pow.numberOfPastBlocks],
  );
  const difficulty = BigInt(pow.difficulty);
  const perBlock = BigInt(pow.txPerBlock);
  return rows.map((r) => {
    const seen = BigInt(r.seen);
    const expected =
      seen < perBlock
        ? difficulty
        : pow.increasingDifficulty && perBlock > 0n
          ? difficulty + seen / perBlock
          : undefined;
    return {
      blockHeight: r.height,
      blockHash: r.hash ?? GENESIS_PARENT_HASH,
      transactionsSeen: r.seen,
      ...(expected === undefined ? {} : { expectedDifficulty: expected.toString() }),
      hashFunction: pow.hashFunction,
      difficulty: pow.difficulty,
      txPerBlock: pow.txPerBlock,
      increasingDifficulty: pow.increasingDifficulty,
    };
  });
}

/**
 * A party's spam statistics of the epoch in progress (spec §4.4): its counters if it was
 * active in this epoch, else the zero record every party has; undefined before the first block.
 */
export async function getSpamStatistics(
  db: Queryable,
  party: string,
): Promise<SpamStatistics | undefined> {
  const [defaults] = await db.query<{ epoch_seq: string; record: string; pow_params: string }>(
    'SELECT epoch_seq::text, record, pow_params FROM spam_defaults WHERE id = 1',
  );
  if (!defaults) return undefined;
  const [own] = await db.query<{ record: string }>(
    'SELECT record FROM spam_statistics WHERE party_id = $1 AND epoch_seq = $2',
    [party, defaults.epoch_seq],
  );
  const statistics = JSON.parse(own?.record ?? defaults.record) as SpamStatistics;
  const pow = JSON.parse(defaults.pow_params) as StoredPowParams;
  statistics.pow.blockStates = await powBlockStates(db, party, pow);
  return statistics;
}

export async function chainId(db: Queryable): Promise<string> {
  const [row] = await db.query<{ value: string }>(
    "SELECT value FROM chain_meta WHERE key = 'chain_id'",
  );
  return row?.value ?? '';
}

/** Each party's spam statistics the block changed (one row a party: the current epoch's). */
export const spamStatisticsRows: BlockTableRows = (out) => ({
  table: 'spam_statistics',
  columns: ['party_id', 'epoch_seq', 'record'],
  rows: out.validators.spam.map((s) => [s.party, s.epochSeq, json(s.statistics)]),
  upsert: { key: ['party_id'], update: ['epoch_seq', 'record'] },
});

/** The spam limits and proof-of-work parameters, when the block changed them (one row). */
export const spamDefaultsRows: BlockTableRows = (out) => {
  const d = out.validators.spamDefaults;
  return {
    table: 'spam_defaults',
    columns: ['id', 'epoch_seq', 'record', 'pow_params'],
    rows: d ? [[1, d.epochSeq, json(d.statistics), json(d.pow)]] : [],
    upsert: { key: ['id'], update: ['epoch_seq', 'record', 'pow_params'] },
  };
};
