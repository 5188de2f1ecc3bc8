import type { CommandKey } from '#contract/commands/input-data.ts';
import { commandKeyOf, type Transaction } from '#contract/transaction.ts';
import { decodeChainEvent } from './chain-event.ts';
import type { CommandOf, Decode } from './codec.ts';
import type { Field } from './fields.ts';
import { fundsDecoders } from './funds-commands.ts';
import { governanceDecoders } from './governance-commands.ts';
import { liquidityDecoders } from './liquidity-commands.ts';
import type { Lookups } from './lookups.ts';
import { decodeOracleData } from './oracle-data.ts';
import { orderDecoders } from './order-commands.ts';
import { noCommand, summarise } from './summarise.ts';
import { validatorDecoders } from './validator-commands.ts';

/** Every command member of spec §2.9 has a decoder: the type makes a missing one not compile. */
const DECODERS: { [K in CommandKey]: Decode<K> } = {
  ...orderDecoders,
  ...liquidityDecoders,
  ...fundsDecoders,
  ...governanceDecoders,
  ...validatorDecoders,
  chainEvent: decodeChainEvent,
  oracleDataSubmission: decodeOracleData,
};

export interface DecodedCommand {
  key: CommandKey | undefined;
  fields: Field[];
  summary: string;
}

function decodeMember<K extends CommandKey>(key: K, tx: Transaction, lookups: Lookups) {
  return (DECODERS[key] as Decode<K>)(tx.command[key] as CommandOf<K>, lookups);
}

/** The transaction's command as labelled fields and a one-line summary. */
export function decodeTransaction(tx: Transaction, lookups: Lookups): DecodedCommand {
  const key = commandKeyOf(tx.command);
  if (!key) return { key, fields: [], summary: noCommand(tx) };
  return { key, fields: decodeMember(key, tx, lookups), summary: summarise(tx, lookups) };
}
