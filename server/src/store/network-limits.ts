import type { Queryable } from './database.ts';

/**
 * `vega.NetworkLimits`: the simulated network accepts market and asset proposals from its
 * first block (no genesis switch-on time: "0"), once genesis is loaded (a block committed).
 */
export async function networkLimits(db: Queryable) {
  const [row] = await db.query<{ loaded: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM blocks) AS loaded',
  );
  const genesisLoaded = row?.loaded === true;
  return {
    canProposeMarket: genesisLoaded,
    canProposeAsset: genesisLoaded,
    proposeMarketEnabled: true,
    proposeAssetEnabled: true,
    genesisLoaded,
    proposeMarketEnabledFrom: '0',
    proposeAssetEnabledFrom: '0',
  };
}
