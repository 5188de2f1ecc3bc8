import type { CommandKey } from '#contract/commands/input-data.ts';
import { commandKeyOf, type Transaction } from '#contract/transaction.ts';
import { summariseChainEvent } from './chain-event-summary.ts';
import type { CommandOf, Summarise } from './codec.ts';
import { fundsSummarisers } from './funds-summaries.ts';
import { governanceSummarisers } from './governance-summaries.ts';
import { liquiditySummarisers } from './liquidity-summaries.ts';
import type { Lookups } from './lookups.ts';
import { summariseOracleData } from './oracle-data-summary.ts';
import { orderSummarisers } from './order-summaries.ts';
import { validatorSummarisers } from './validator-summaries.ts';

/** Every command member of spec §2.9 has a summary: the type makes a missing one not compile. */
const SUMMARISERS: { [K in CommandKey]: Summarise<K> } = {
  ...orderSummarisers,
  ...liquiditySummarisers,
  ...fundsSummarisers,
  ...governanceSummarisers,
  ...validatorSummarisers,
  chainEvent: summariseChainEvent,
  oracleDataSubmission: summariseOracleData,
};

function summariseMember<K extends CommandKey>(key: K, tx: Transaction, lookups: Lookups) {
  return (SUMMARISERS[key] as Summarise<K>)(tx.command[key] as CommandOf<K>, lookups);
}

/** What a transaction without a command member is called. */
export const noCommand = (tx: Transaction) => `${tx.type} (no command)`;

/** The one-line human summary of a transaction ("Buy 5 BTCUSD @ 27,410.50 GTC"). */
export function summarise(tx: Transaction, lookups: Lookups): string {
  const key = commandKeyOf(tx.command);
  return key ? summariseMember(key, tx, lookups) : noCommand(tx);
}
