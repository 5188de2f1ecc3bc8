import type { Connection } from '#contract/connection.ts';
import type { Party } from '#contract/party.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { WhereBuilder } from './where-builder.ts';
import { NETWORK_PARTY } from '#contract/party.ts';

/**
 * Parties by id, from the `known_parties` view (migration 0006: party-owned account owners).
 * The view keeps no first-seen time, so the id is the sort key, as for assets.
 */
export async function listParties(
  db: Queryable,
  filter: { partyId?: string | undefined },
  page: PageRequest,
): Promise<Connection<Party>> {
  const w = new WhereBuilder().equals('id', filter.partyId);
  return fetchPage<Party, Party>(
    db,
    {
      select: 'SELECT id FROM known_parties',
      where: w.where,
      params: w.params,
      key: [{ sql: 'id' }],
      keyOf: (r) => [r.id],
      toNode: (r) => ({ id: r.id }),
    },
    page,
  );
}

/**
 * One party. The network's own party (`network`: owner of the insurance pools, reward pools and
 * treasury, side of close-out trades) always exists, as the real data node creates it at start;
 * it is not listed among the parties (`known_parties` holds the traders).
 */
export async function getParty(db: Queryable, id: string): Promise<Party | undefined> {
  if (id === NETWORK_PARTY) return { id };
  const [row] = await db.query<Party>('SELECT id FROM known_parties WHERE id = $1', [id]);
  return row && { id: row.id };
}
