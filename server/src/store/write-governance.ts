import type { BlockOutput } from '../chain/block/block-output.ts';
import type { Queryable } from './database.ts';
import { insertRows } from './sql-insert.ts';

const json = (value: unknown) => JSON.stringify(value);

/** Asset rows: the REST record split into the columns of 0001's `assets`. */
async function writeAssets(db: Queryable, out: BlockOutput, height: string): Promise<void> {
  await insertRows(
    db,
    'assets',
    [
      'id',
      'name',
      'symbol',
      'decimals',
      'quantum',
      'source',
      'max_faucet_amount_mint',
      'contract_address',
      'lifetime_limit',
      'withdraw_threshold',
      'status',
      'created_height',
    ],
    [...out.governance.assets.values()].map(({ id, details: d, status }) => [
      id,
      d.name,
      d.symbol,
      Number(d.decimals),
      d.quantum,
      d.builtinAsset ? 'builtin' : 'erc20',
      d.builtinAsset?.maxFaucetAmountMint ?? null,
      d.erc20?.contractAddress ?? null,
      d.erc20?.lifetimeLimit ?? null,
      d.erc20?.withdrawThreshold ?? null,
      status,
      height,
    ]),
    `ON CONFLICT (id) DO UPDATE SET quantum = EXCLUDED.quantum, lifetime_limit = EXCLUDED.lifetime_limit,
       withdraw_threshold = EXCLUDED.withdraw_threshold, status = EXCLUDED.status`,
  );
}

/**
 * Writes what a block changed in governance, transfers, withdrawals, liquidity provisions,
 * assets and network parameters, inside the block's DB transaction. Rows are keyed by id and
 * updated in place; their `seq` (list order) is the one given at creation.
 */
export async function writeGovernanceBlock(db: Queryable, out: BlockOutput): Promise<void> {
  const g = out.governance;
  const h = out.height.toString();
  await insertRows(
    db,
    'proposals',
    [
      'seq',
      'id',
      'party_id',
      'reference',
      'state',
      'type',
      'record',
      'governance_data',
      'timestamp_ns',
      'updated_height',
    ],
    [...g.proposals.values()].map(({ seq, type, data }) => [
      seq,
      data.proposal.id,
      data.proposal.partyId,
      data.proposal.reference,
      data.proposal.state,
      type,
      json(data.proposal),
      json(data),
      data.proposal.timestamp,
      h,
    ]),
    `ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, record = EXCLUDED.record,
       governance_data = EXCLUDED.governance_data, updated_height = EXCLUDED.updated_height`,
  );
  await insertRows(
    db,
    'votes',
    ['proposal_id', 'party_id', 'seq', 'value', 'record'],
    [...g.votes.values()].map(({ seq, vote }) => [
      vote.proposalId,
      vote.partyId,
      seq,
      vote.value,
      json(vote),
    ]),
    'ON CONFLICT (proposal_id, party_id) DO UPDATE SET seq = EXCLUDED.seq, value = EXCLUDED.value, record = EXCLUDED.record',
  );
  await insertRows(
    db,
    'transfers',
    [
      'seq',
      'id',
      'from_party',
      'to_party',
      'asset_id',
      'status',
      'record',
      'timestamp_ns',
      'updated_height',
    ],
    [...g.transfers.values()].map(({ seq, transfer: t }) => [
      seq,
      t.id,
      t.from,
      t.to,
      t.asset,
      t.status,
      json(t),
      t.timestamp,
      h,
    ]),
    `ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, record = EXCLUDED.record,
       updated_height = EXCLUDED.updated_height`,
  );
  await insertRows(
    db,
    'withdrawals',
    ['seq', 'id', 'party_id', 'asset_id', 'created_ns', 'record', 'status', 'updated_height'],
    [...g.withdrawals.values()].map(({ seq, withdrawal: w }) => [
      seq,
      w.id,
      w.partyId,
      w.asset,
      w.createdTimestamp,
      json(w),
      w.status,
      h,
    ]),
    `ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, record = EXCLUDED.record,
       updated_height = EXCLUDED.updated_height`,
  );
  await insertRows(
    db,
    'liquidity_provisions',
    ['id', 'market_id', 'party_id', 'record', 'status', 'created_ns', 'updated_height'],
    [...g.liquidityProvisions.values()].map((lp) => [
      lp.id,
      lp.marketId,
      lp.partyId,
      json(lp),
      lp.status,
      lp.createdAt,
      h,
    ]),
    `ON CONFLICT (id) DO UPDATE SET record = EXCLUDED.record, status = EXCLUDED.status,
       updated_height = EXCLUDED.updated_height`,
  );
  await writeAssets(db, out, h);
  await insertRows(
    db,
    'network_parameters',
    ['key', 'value', 'updated_height'],
    [...g.networkParameters].map(([key, value]) => [key, value, h]),
    'ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_height = EXCLUDED.updated_height',
  );
}
