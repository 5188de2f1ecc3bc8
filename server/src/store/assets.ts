import type { Asset } from '#contract/asset.ts';
import type { Connection } from '#contract/connection.ts';
import type { GenesisAsset } from '../chain/engine/genesis/genesis-schema.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import type { BlockTableRows } from './sql-insert.ts';

interface AssetRow {
  id: string;
  name: string;
  symbol: string;
  decimals: number;
  quantum: string;
  source: 'builtin' | 'erc20';
  max_faucet_amount_mint: string | null;
  contract_address: string | null;
  lifetime_limit: string | null;
  withdraw_threshold: string | null;
  status: Asset['status'];
}

const SELECT = `SELECT id, name, symbol, decimals, quantum::text, source,
  max_faucet_amount_mint::text, contract_address, lifetime_limit::text,
  withdraw_threshold::text, status FROM assets`;

/** Only the asset's own source appears: REST omits unset oneof members (reference §0.2). */
function toAsset(row: AssetRow): Asset {
  const details: Asset['details'] = {
    name: row.name,
    symbol: row.symbol,
    decimals: String(row.decimals),
    quantum: row.quantum,
  };
  if (row.source === 'builtin') {
    details.builtinAsset = { maxFaucetAmountMint: row.max_faucet_amount_mint ?? '0' };
  } else {
    details.erc20 = {
      contractAddress: row.contract_address ?? '',
      lifetimeLimit: row.lifetime_limit ?? '0',
      withdrawThreshold: row.withdraw_threshold ?? '0',
    };
  }
  return { id: row.id, details, status: row.status };
}

export async function listAssets(
  db: Queryable,
  filter: { assetId?: string | undefined },
  page: PageRequest,
): Promise<Connection<Asset>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.assetId) {
    params.push(filter.assetId);
    where.push(`id = $${params.length}`);
  }
  return fetchPage<AssetRow, Asset>(
    db,
    { select: SELECT, where, params, key: [{ sql: 'id' }], keyOf: (r) => [r.id], toNode: toAsset },
    page,
  );
}

export async function getAsset(db: Queryable, id: string): Promise<Asset | undefined> {
  const [row] = await db.query<AssetRow>(`${SELECT} WHERE id = $1`, [id]);
  return row && toAsset(row);
}

export async function insertGenesisAssets(db: Queryable, assets: GenesisAsset[]): Promise<void> {
  for (const { id, details } of assets) {
    await db.query(
      `INSERT INTO assets (id, name, symbol, decimals, quantum, source, max_faucet_amount_mint,
         contract_address, lifetime_limit, withdraw_threshold, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'STATUS_ENABLED')`,
      [
        id,
        details.name,
        details.symbol,
        Number(details.decimals),
        details.quantum,
        details.builtinAsset ? 'builtin' : 'erc20',
        details.builtinAsset?.maxFaucetAmountMint ?? null,
        details.erc20?.contractAddress ?? null,
        details.erc20?.lifetimeLimit ?? null,
        details.erc20?.withdrawThreshold ?? null,
      ],
    );
  }
}

/** The assets the block listed or changed: the REST record split into the columns of `assets`. */
export const assetRows: BlockTableRows = (out, { height }) => ({
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
});
