// Transfers and withdrawals in one line; apart from their field decoders (funds-commands.ts)
// so lists load only this.
import type { TransferCommand } from '#contract/commands/transfer-commands.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { truncateMiddle } from '../../../lib/truncate-id.ts';
import type { Summarisers } from './codec.ts';
import { enumPhrase } from './fields.ts';
import { amountText, marketName, type Lookups } from './lookups.ts';

/** Account types a party owns: the transfer goes to a party's key. Others belong to the network. */
export const PARTY_ACCOUNTS = new Set([
  'ACCOUNT_TYPE_GENERAL',
  'ACCOUNT_TYPE_MARGIN',
  'ACCOUNT_TYPE_BOND',
]);

const accountWords = (type: string) => `${enumPhrase(enumToWords(type))} account`;

function summariseTransfer(t: TransferCommand, lookups: Lookups): string {
  const to = PARTY_ACCOUNTS.has(t.toAccountType)
    ? `to ${truncateMiddle(t.to)} (${accountWords(t.toAccountType)})`
    : `to the ${accountWords(t.toAccountType)}`;
  const base = `Transfer ${amountText(lookups, t.asset, t.amount)} from ${accountWords(t.fromAccountType)} ${to}`;
  if (t.recurring) {
    const markets = t.recurring.dispatchStrategy?.markets ?? [];
    const on = markets.length === 1 && markets[0] ? ` for ${marketName(lookups, markets[0])}` : '';
    return `${base}, every epoch from epoch ${t.recurring.startEpoch}${on}`;
  }
  return t.oneOff && t.oneOff.deliverOn !== '0' ? `${base}, delivered later` : base;
}

export type FundsCommand = 'transfer' | 'cancelTransfer' | 'withdrawSubmission';

export const fundsSummarisers: Summarisers<FundsCommand> = {
  transfer: summariseTransfer,
  cancelTransfer: (c) => `Cancel transfer ${truncateMiddle(c.transferId)}`,
  withdrawSubmission: (w, lookups) => {
    const receiver = w.ext?.erc20?.receiverAddress;
    const amount = amountText(lookups, w.asset, w.amount);
    return receiver ? `Withdraw ${amount} to ${truncateMiddle(receiver)}` : `Withdraw ${amount}`;
  },
};
