import { commandKeyOf, type Transaction } from '#contract/transaction.ts';
import type { CommandOf, Summarise } from './codec.ts';
import type { Lookups } from './lookups.ts';
import { orderSummarisers, type OrderCommand } from './order-summaries.ts';

const isOrderCommand = (key: string): key is OrderCommand => Object.hasOwn(orderSummarisers, key);

function summariseMember<K extends OrderCommand>(key: K, tx: Transaction, lookups: Lookups) {
  return (orderSummarisers[key] as Summarise<K>)(tx.command[key] as CommandOf<K>, lookups);
}

/**
 * The one-line summary of a transaction that submitted, amended or cancelled an order (an order's
 * page lists only those) from the order summaries alone, not every command's (summarise.ts): the
 * order page loads neither the other commands' summaries nor the validator and proposal directories
 * they name (the first-route JavaScript budget). Anything else reads as its type.
 */
export function summariseOrderTx(tx: Transaction, lookups: Lookups): string {
  const key = commandKeyOf(tx.command);
  return key && isOrderCommand(key) ? summariseMember(key, tx, lookups) : tx.type;
}
