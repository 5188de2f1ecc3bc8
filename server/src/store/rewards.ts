import type { Connection } from '#contract/connection.ts';
import type { EpochRewardSummary, Reward, RewardSummary } from '#contract/reward.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { WhereBuilder } from './where-builder.ts';

/**
 * Rewards are the chain's REWARD_PAYOUT ledger entries (paid at epoch end from a reward
 * account to parties' general accounts), each tagged with the epoch whose blocks hold it and
 * its share of that payout. Lists end where the retained ledger ends.
 */
const PAYOUTS = `
  SELECT l.seq, l.asset_id, l.to_owner AS party_id, l.quantity, l.time_ns, l.from_market AS market_id,
    l.from_type AS reward_type,
    -- Paid in the epoch's last block, at its end time (which is also the next one's start).
    (SELECT e.seq FROM epochs e
      WHERE e.start_ns < l.time_ns AND (e.end_ns = 0 OR e.end_ns >= l.time_ns)
      ORDER BY e.seq LIMIT 1) AS epoch,
    sum(l.quantity) OVER (PARTITION BY l.block_height, l.asset_id, l.from_type, l.from_market)
      AS payout_total
  FROM ledger_entries l WHERE l.transfer_type = 'TRANSFER_TYPE_REWARD_PAYOUT'`;

export interface RewardFilter {
  partyId?: string | undefined;
  assetId?: string | undefined;
  fromEpoch?: string | undefined;
  toEpoch?: string | undefined;
}

interface RewardRow {
  seq: string;
  asset_id: string;
  party_id: string;
  amount: string;
  time_ns: string;
  market_id: string;
  reward_type: string;
  epoch: string;
  percentage: string;
}

/** Percent with 6 decimals, computed exactly in SQL numeric, trailing zeros dropped. */
const PERCENTAGE = 'trim_scale(round(quantity * 100 / NULLIF(payout_total, 0), 6))::text';

export async function listRewards(
  db: Queryable,
  filter: RewardFilter,
  page: PageRequest,
): Promise<Connection<Reward>> {
  const w = new WhereBuilder()
    .equals('party_id', filter.partyId)
    .equals('asset_id', filter.assetId);
  if (filter.fromEpoch !== undefined) w.add(`epoch >= ${w.param(filter.fromEpoch)}`);
  if (filter.toEpoch !== undefined) w.add(`epoch <= ${w.param(filter.toEpoch)}`);
  return fetchPage<RewardRow, Reward>(
    db,
    {
      select: `SELECT seq::text AS seq, asset_id, party_id, quantity::text AS amount,
          time_ns::text AS time_ns, market_id, reward_type, epoch::text AS epoch,
          COALESCE(${PERCENTAGE}, '0') AS percentage
        FROM (${PAYOUTS}) AS r`,
      where: w.where,
      params: w.params,
      key: [{ sql: 'seq', numeric: true }],
      keyOf: (r) => [r.seq],
      toNode: (r) => ({
        assetId: r.asset_id,
        partyId: r.party_id,
        epoch: r.epoch ?? '0',
        amount: r.amount,
        percentageOfTotal: r.percentage,
        receivedAt: r.time_ns,
        marketId: r.market_id,
        rewardType: r.reward_type,
      }),
    },
    page,
  );
}

/** Total received per (party, asset), ordered by asset then party. */
export async function listRewardSummaries(
  db: Queryable,
  filter: { partyId?: string | undefined; assetId?: string | undefined },
): Promise<RewardSummary[]> {
  const w = new WhereBuilder()
    .add("transfer_type = 'TRANSFER_TYPE_REWARD_PAYOUT'")
    .equals('to_owner', filter.partyId)
    .equals('asset_id', filter.assetId);
  const rows = await db.query<{ asset_id: string; party_id: string; amount: string }>(
    `SELECT asset_id, to_owner AS party_id, sum(quantity)::text AS amount FROM ledger_entries
     WHERE ${w.where.join(' AND ')} GROUP BY asset_id, to_owner ORDER BY asset_id, to_owner`,
    w.params,
  );
  return rows.map((r) => ({ assetId: r.asset_id, partyId: r.party_id, amount: r.amount }));
}

export interface EpochSummaryFilter {
  assetIds: string[];
  marketIds: string[];
  fromEpoch?: string | undefined;
  toEpoch?: string | undefined;
}

/** Totals per (epoch, asset, market, reward type), newest epoch first. */
export async function listEpochRewardSummaries(
  db: Queryable,
  filter: EpochSummaryFilter,
  page: PageRequest,
): Promise<Connection<EpochRewardSummary>> {
  const w = new WhereBuilder()
    .anyOf('asset_id', filter.assetIds)
    .anyOf('market_id', filter.marketIds);
  if (filter.fromEpoch !== undefined) w.add(`epoch >= ${w.param(filter.fromEpoch)}`);
  if (filter.toEpoch !== undefined) w.add(`epoch <= ${w.param(filter.toEpoch)}`);
  type Row = {
    epoch_text: string;
    asset_id: string;
    market_id: string;
    reward_type: string;
    amount: string;
  };
  return fetchPage<Row, EpochRewardSummary>(
    db,
    {
      select: `SELECT * FROM (SELECT epoch, epoch::text AS epoch_text, asset_id, market_id, reward_type,
          sum(quantity)::text AS amount FROM (${PAYOUTS}) AS p
          WHERE epoch IS NOT NULL GROUP BY epoch, asset_id, market_id, reward_type) AS s`,
      where: w.where,
      params: w.params,
      key: [
        { sql: 'epoch', numeric: true },
        { sql: 'asset_id' },
        { sql: 'market_id' },
        { sql: 'reward_type' },
      ],
      keyOf: (r) => [r.epoch_text, r.asset_id, r.market_id, r.reward_type],
      toNode: (r) => ({
        epoch: r.epoch_text,
        assetId: r.asset_id,
        marketId: r.market_id,
        rewardType: r.reward_type,
        amount: r.amount,
      }),
    },
    page,
  );
}
