import type { CommandKey } from '../../../../server/src/contract/commands/input-data.ts';
import { commandKeyOf, type Transaction } from '../../../../server/src/contract/transaction.ts';
import { chainEventCodec } from './chain-event.ts';
import type { CommandCodec, CommandOf } from './codec.ts';
import type { Field } from './fields.ts';
import { fundsCodecs } from './funds-commands.ts';
import { governanceCodecs } from './governance-commands.ts';
import { liquidityCodecs } from './liquidity-commands.ts';
import type { Lookups } from './lookups.ts';
import { oracleDataCodec } from './oracle-data.ts';
import { orderCodecs } from './order-commands.ts';
import { validatorCodecs } from './validator-commands.ts';

/** Every command member of spec §2.9 has a codec: the type makes a missing one a compile error. */
export const CODECS: { [K in CommandKey]: CommandCodec<K> } = {
  ...orderCodecs,
  ...liquidityCodecs,
  ...fundsCodecs,
  ...governanceCodecs,
  ...validatorCodecs,
  chainEvent: chainEventCodec,
  oracleDataSubmission: oracleDataCodec,
};

export interface DecodedCommand {
  key: CommandKey | undefined;
  fields: Field[];
  summary: string;
}

function codecAndMember<K extends CommandKey>(key: K, command: Transaction['command']) {
  return { codec: CODECS[key] as CommandCodec<K>, member: command[key] as CommandOf<K> };
}

/** The transaction's command as labelled fields and a one-line summary. */
export function decodeTransaction(tx: Transaction, lookups: Lookups): DecodedCommand {
  const key = commandKeyOf(tx.command);
  if (!key) return { key, fields: [], summary: noCommand(tx) };
  const { codec, member } = codecAndMember(key, tx.command);
  return { key, fields: codec.decode(member, lookups), summary: codec.summarise(member, lookups) };
}

const noCommand = (tx: Transaction) => `${tx.type} (no command)`;

/** The one-line human summary of a transaction ("Buy 5 BTCUSD @ 27,410.50 GTC"). */
export function summarise(tx: Transaction, lookups: Lookups): string {
  const key = commandKeyOf(tx.command);
  if (!key) return noCommand(tx);
  const { codec, member } = codecAndMember(key, tx.command);
  return codec.summarise(member, lookups);
}
