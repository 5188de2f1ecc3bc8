import type { Connection } from '#contract/connection.ts';
import type { NetworkParameter } from '#contract/network-parameter.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import type { BlockTableRows } from './sql-insert.ts';

const SELECT = 'SELECT key, value FROM network_parameters';

const toParameter = (row: NetworkParameter): NetworkParameter => ({
  key: row.key,
  value: row.value,
});

/** Data node list, paginated by key (spec §2.1). */
export function listNetworkParameters(
  db: Queryable,
  page: PageRequest,
): Promise<Connection<NetworkParameter>> {
  return fetchPage<NetworkParameter, NetworkParameter>(
    db,
    {
      select: SELECT,
      where: [],
      params: [],
      key: [{ sql: 'key' }],
      keyOf: (r) => [r.key],
      toNode: toParameter,
    },
    page,
  );
}

/** Every parameter by key ascending, or only `key` (core form, spec §4.7). */
export async function allNetworkParameters(
  db: Queryable,
  key?: string,
): Promise<NetworkParameter[]> {
  const rows = await db.query<NetworkParameter>(
    key === undefined ? `${SELECT} ORDER BY key` : `${SELECT} WHERE key = $1`,
    key === undefined ? [] : [key],
  );
  return rows.map(toParameter);
}

export async function getNetworkParameter(
  db: Queryable,
  key: string,
): Promise<NetworkParameter | undefined> {
  const [row] = await db.query<NetworkParameter>(`${SELECT} WHERE key = $1`, [key]);
  return row && toParameter(row);
}

/** The genesis values, at height 0; governance updates rows later (updated_height). */
export async function insertGenesisNetworkParameters(
  db: Queryable,
  parameters: Readonly<Record<string, string>>,
): Promise<void> {
  const entries = Object.entries(parameters);
  if (entries.length === 0) return;
  await db.query(
    `INSERT INTO network_parameters (key, value, updated_height)
     SELECT key, value, 0 FROM unnest($1::text[], $2::text[]) AS p(key, value)`,
    [entries.map(([key]) => key), entries.map(([, value]) => value)],
  );
}

/** The network parameters the block set (genesis and enacted proposals). */
export const networkParameterRows: BlockTableRows = (out, { height }) => ({
  table: 'network_parameters',
  columns: ['key', 'value', 'updated_height'],
  rows: [...out.governance.networkParameters].map(([key, value]) => [key, value, height]),
  upsert: { key: ['key'], update: ['value', 'updated_height'] },
});
