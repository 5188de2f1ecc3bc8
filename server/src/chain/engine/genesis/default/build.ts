import type { GenesisInput } from '../genesis-schema.ts';
import type { NetworkParameters } from '../network-parameters-schema.ts';
import { DEFAULT_ASSETS } from './assets.ts';
import { DEFAULT_MARKETS } from './markets.ts';
import { DEFAULT_NETWORK_PARAMETERS } from './network-parameters.ts';
import { buildDefaultParties } from './parties.ts';
import { DEFAULT_VALIDATORS } from './validators.ts';

export const DEFAULT_CHAIN_ID = 'trading-network-sim-0001';

/**
 * The default genesis (server/genesis/default.json) as data. Pure and deterministic:
 * `npx tsx scripts/make-genesis.ts` writes it out; a test checks the file still matches.
 */
export function buildDefaultGenesis(): GenesisInput {
  return {
    chainId: DEFAULT_CHAIN_ID,
    // Sorted by key, the order in which the API lists them.
    networkParameters: Object.fromEntries(
      Object.entries(DEFAULT_NETWORK_PARAMETERS).sort(([a], [b]) => (a < b ? -1 : 1)),
    ) as NetworkParameters,
    assets: DEFAULT_ASSETS,
    validators: DEFAULT_VALIDATORS,
    markets: DEFAULT_MARKETS,
    parties: buildDefaultParties(DEFAULT_VALIDATORS),
  };
}
