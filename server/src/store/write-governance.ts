import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import { jsonRecord as json, type TableRows } from './sql-insert.ts';

/** Asset rows: the REST record split into the columns of 0001's `assets`. */
function assetRows(out: BlockOutput, height: string): TableRows {
  return {
    table: 'assets',
    columns: [
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
    rows: [...out.governance.assets.values()].map(({ id, details: d, status }) => [
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
    upsert: { key: ['id'], update: ['quantum', 'lifetime_limit', 'withdraw_threshold', 'status'] },
  };
}

/**
 * What a block changed in governance, transfers, withdrawals, liquidity provisions, assets and
 * network parameters, as table rows for the block writer. Rows are keyed by id and updated in
 * place; their `seq` (list order) is the one given at creation.
 */
export function governanceRows(out: BlockOutput): TableRows[] {
  const g = out.governance;
  const h = out.height.toString();
  return [
    {
      table: 'proposals',
      columns: [
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
      rows: [...g.proposals.values()].map(({ seq, type, data }) => [
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
      upsert: { key: ['id'], update: ['state', 'record', 'governance_data', 'updated_height'] },
    },
    {
      table: 'votes',
      columns: ['proposal_id', 'party_id', 'seq', 'value', 'record'],
      rows: [...g.votes.values()].map(({ seq, vote }) => [
        vote.proposalId,
        vote.partyId,
        seq,
        vote.value,
        json(vote),
      ]),
      upsert: { key: ['proposal_id', 'party_id'], update: ['seq', 'value', 'record'] },
    },
    {
      table: 'transfers',
      columns: [
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
      rows: [...g.transfers.values()].map(({ seq, transfer: t }) => [
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
      upsert: { key: ['id'], update: ['status', 'record', 'updated_height'] },
    },
    {
      table: 'withdrawals',
      columns: [
        'seq',
        'id',
        'party_id',
        'asset_id',
        'created_ns',
        'record',
        'status',
        'updated_height',
      ],
      rows: [...g.withdrawals.values()].map(({ seq, withdrawal: w }) => [
        seq,
        w.id,
        w.partyId,
        w.asset,
        w.createdTimestamp,
        json(w),
        w.status,
        h,
      ]),
      upsert: { key: ['id'], update: ['status', 'record', 'updated_height'] },
    },
    {
      table: 'liquidity_provisions',
      columns: ['id', 'market_id', 'party_id', 'record', 'status', 'created_ns', 'updated_height'],
      rows: [...g.liquidityProvisions.values()].map((lp) => [
        lp.id,
        lp.marketId,
        lp.partyId,
        json(lp),
        lp.status,
        lp.createdAt,
        h,
      ]),
      upsert: { key: ['id'], update: ['record', 'status', 'updated_height'] },
    },
    assetRows(out, h),
    {
      table: 'network_parameters',
      columns: ['key', 'value', 'updated_height'],
      rows: [...g.networkParameters].map(([key, value]) => [key, value, h]),
      upsert: { key: ['key'], update: ['value', 'updated_height'] },
    },
  ];
}
