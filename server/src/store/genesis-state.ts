import type { Genesis } from '../chain/engine/genesis/genesis-schema.ts';
import { insertGenesisAssets } from './assets.ts';
import type { Database } from './database.ts';
import { insertGenesisNetworkParameters } from './network-parameters.ts';

/**
 * Writes the genesis state once. A database that already holds a chain (DATA_DIR or
 * DATABASE_URL reused) must have been started from the same chain id.
 */
export async function initialiseChainState(db: Database, genesis: Genesis): Promise<void> {
  const [existing] = await db.query<{ value: string }>(
    "SELECT value FROM chain_meta WHERE key = 'chain_id'",
  );
  if (existing) {
    if (existing.value !== genesis.chainId) {
      throw new Error(
        `the database holds chain "${existing.value}", not "${genesis.chainId}": use another DATA_DIR or database`,
      );
    }
    return;
  }
  await db.transaction(async (tx) => {
    await insertGenesisAssets(tx, genesis.assets);
    await insertGenesisNetworkParameters(tx, genesis.networkParameters);
    for (const party of genesis.parties)
      if (BigInt(party.staking.associated) > 0n)
        await tx.query('INSERT INTO genesis_stake (party_id, amount) VALUES ($1, $2)', [
          party.id,
          party.staking.associated,
        ]);
    await tx.query("INSERT INTO chain_meta (key, value) VALUES ('chain_id', $1)", [
      genesis.chainId,
    ]);
  });
}
