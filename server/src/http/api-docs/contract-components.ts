import type { z } from 'zod/mini';
import * as account from '#contract/account.ts';
import * as asset from '#contract/asset.ts';
import * as balanceChange from '#contract/balance-change.ts';
import * as candle from '#contract/candle.ts';
import * as cometbft from '#contract/cometbft.ts';
import * as connection from '#contract/connection.ts';
import * as dataSource from '#contract/data-source.ts';
import * as deposit from '#contract/deposit.ts';
import * as enums from '#contract/enums.ts';
import * as erc20Bundles from '#contract/erc20-bundles.ts';
import * as errors from '#contract/errors.ts';
import * as estimate from '#contract/estimate.ts';
import * as eventBus from '#contract/event-bus.ts';
import * as governance from '#contract/governance.ts';
import * as info from '#contract/info.ts';
import * as ledger from '#contract/ledger.ts';
import * as liquidity from '#contract/liquidity.ts';
import * as margin from '#contract/margin.ts';
import * as marketData from '#contract/market-data.ts';
import * as marketDepth from '#contract/market-depth.ts';
import * as marketParameters from '#contract/market-parameters.ts';
import * as market from '#contract/market.ts';
import * as networkHistory from '#contract/network-history.ts';
import * as networkLimits from '#contract/network-limits.ts';
import * as networkParameter from '#contract/network-parameter.ts';
import * as node from '#contract/node.ts';
import * as oracle from '#contract/oracle.ts';
import * as order from '#contract/order.ts';
import * as party from '#contract/party.ts';
import * as peggedOrder from '#contract/pegged-order.ts';
import * as position from '#contract/position.ts';
import * as primitives from '#contract/primitives.ts';
import * as proposalTerms from '#contract/proposal-terms.ts';
import * as reward from '#contract/reward.ts';
import * as spam from '#contract/spam.ts';
import * as stake from '#contract/stake.ts';
import * as streamMessages from '#contract/stream-messages.ts';
import * as trade from '#contract/trade.ts';
import * as transaction from '#contract/transaction.ts';
import * as transfer from '#contract/transfer.ts';
import * as validatorEvents from '#contract/validator-events.ts';
import * as vote from '#contract/vote.ts';
import * as withdrawal from '#contract/withdrawal.ts';
import * as chainEvent from '#contract/commands/chain-event.ts';
import * as delegationCommands from '#contract/commands/delegation-commands.ts';
import * as governanceCommands from '#contract/commands/governance-commands.ts';
import * as inputData from '#contract/commands/input-data.ts';
import * as liquidityCommands from '#contract/commands/liquidity-commands.ts';
import * as oracleData from '#contract/commands/oracle-data.ts';
import * as orderCommands from '#contract/commands/order-commands.ts';
import * as signature from '#contract/commands/signature.ts';
import * as transferCommands from '#contract/commands/transfer-commands.ts';
import * as validatorCommands from '#contract/commands/validator-commands.ts';

/*
 * The contract's named schemas as OpenAPI components: every exported `fooSchema` is `Foo` and
 * every enum table is its own name, as the reference swagger names its definitions. The document
 * refers to them by `$ref` instead of inlining each one at every use (an order appears in a
 * dozen responses). Reading the modules' exports means a new record schema becomes a component
 * without a list to edit.
 */
const MODULES: Readonly<Record<string, Record<string, unknown>>> = {
  account,
  asset,
  balanceChange,
  candle,
  cometbft,
  connection,
  dataSource,
  deposit,
  enums,
  erc20Bundles,
  errors,
  estimate,
  eventBus,
  governance,
  info,
  ledger,
  liquidity,
  margin,
  marketData,
  marketDepth,
  marketParameters,
  market,
  networkHistory,
  networkLimits,
  networkParameter,
  node,
  oracle,
  order,
  peggedOrder,
  party,
  position,
  primitives,
  proposalTerms,
  reward,
  spam,
  stake,
  streamMessages,
  trade,
  transaction,
  transfer,
  validatorEvents,
  vote,
  withdrawal,
  chainEvent,
  delegationCommands,
  governanceCommands,
  inputData,
  liquidityCommands,
  oracleData,
  orderCommands,
  signature,
  transferCommands,
  validatorCommands,
};

type Schema = z.core.$ZodType;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

const isEnumTable = (value: unknown): value is { names: readonly string[]; schema: Schema } =>
  typeof value === 'object' &&
  value !== null &&
  'names' in value &&
  'schema' in value &&
  isSchema(value.schema);

/** Records, not scalars: an id or an amount reads better inline than as a `$ref`. */
const RECORD_TYPES = new Set(['object', 'union', 'intersection', 'record']);
const isRecord = (schema: Schema) => RECORD_TYPES.has(schema._zod.def.type);

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Each contract schema with its component name; a schema exported twice keeps its first name. */
export function contractSchemaNames(): Map<Schema, string> {
  const names = new Map<Schema, string>();
  const taken = new Set<string>();
  for (const [module, exports] of Object.entries(MODULES))
    for (const [exportName, value] of Object.entries(exports)) {
      const entry: [Schema, string] | undefined =
        isSchema(value) && exportName.endsWith('Schema') && isRecord(value)
          ? [value, pascal(exportName.slice(0, -'Schema'.length))]
          : isEnumTable(value)
            ? [value.schema, exportName]
            : undefined;
      if (!entry || names.has(entry[0])) continue;
      // Two schemas under one name would make one $ref mean two things: the contract defines
      // each record and enum once, so a second one is a mistake to fix there, not to rename.
      if (taken.has(entry[1]))
        throw new Error(`contract module ${module}: ${entry[1]} is defined by another module too`);
      names.set(entry[0], entry[1]);
      taken.add(entry[1]);
    }
  return names;
}
