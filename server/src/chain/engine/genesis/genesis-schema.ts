import { z } from 'zod';
import { genesisAssetSchema } from './asset-schema.ts';
import { checkGenesisReferences } from './genesis-references.ts';
import { genesisMarketSchema } from './market-schema.ts';
import { networkParametersSchema } from './network-parameters-schema.ts';
import { genesisPartySchema } from './party-schema.ts';
import { genesisValidatorSchema } from './validator-schema.ts';

export { genesisAssetSchema, type GenesisAsset } from './asset-schema.ts';
export { genesisMarketSchema, type GenesisMarket } from './market-schema.ts';
export { genesisPartySchema, type GenesisParty, type PartyRole } from './party-schema.ts';
export {
  genesisValidatorSchema,
  VALIDATOR_STATUS_NAMES,
  type GenesisValidator,
  type GenesisValidatorStatus,
} from './validator-schema.ts';
export type { NetworkParameterKey, NetworkParameters } from './network-parameters-schema.ts';

/**
 * The genesis file: everything the chain starts from (the clock comes from START_TIME).
 * Validated once at start-up so a bad GENESIS file fails with a readable message naming the
 * field instead of a crash deep inside the simulation.
 */
export const genesisSchema = z
  .strictObject({
    chainId: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'chainId: 1-64 of [A-Za-z0-9._-]'),
    /** Every network parameter of the reference (§7), key → value string. */
    networkParameters: networkParametersSchema,
    assets: z.array(genesisAssetSchema).min(1),
    validators: z.array(genesisValidatorSchema).min(1),
    markets: z.array(genesisMarketSchema),
    parties: z.array(genesisPartySchema),
  })
  .superRefine(checkGenesisReferences);

export type Genesis = z.infer<typeof genesisSchema>;
/** The file as written (before defaults are applied). */
export type GenesisInput = z.input<typeof genesisSchema>;
