import type { TransferCommand } from '../../../../server/src/contract/commands/transfer-commands.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { truncateMiddle } from '../../../lib/truncate-id.ts';
import type { Codecs } from './codec.ts';
import {
  enumPhrase,
  field,
  group,
  idValue,
  list,
  present,
  text,
  time,
  type Field,
} from './fields.ts';
import { amountText, amountValue, marketName, type Lookups } from './lookups.ts';

/** Account types a party owns: the transfer goes to a party's key. Others belong to the network. */
const PARTY_ACCOUNTS = new Set([
  'ACCOUNT_TYPE_GENERAL',
  'ACCOUNT_TYPE_MARGIN',
  'ACCOUNT_TYPE_BOND',
]);

const accountWords = (type: string) => `${enumPhrase(enumToWords(type))} account`;

export function assetField(lookups: Lookups, assetId: string, label = 'Asset'): Field {
  return field(label, idValue(assetId, 'asset', lookups.assets.get(assetId)?.symbol));
}

function decodeTransfer(t: TransferCommand, lookups: Lookups): Field[] {
  const toParty = PARTY_ACCOUNTS.has(t.toAccountType);
  const recurring = t.recurring;
  const strategy = recurring?.dispatchStrategy;
  return present(
    field('From account', text(enumToWords(t.fromAccountType))),
    field('To', toParty ? idValue(t.to, 'party') : text('The network')),
    field('To account', text(enumToWords(t.toAccountType))),
    assetField(lookups, t.asset),
    field('Amount', amountValue(lookups, t.asset, t.amount)),
    t.reference !== '' && field('Reference', text(t.reference)),
    t.oneOff &&
      field(
        'Kind',
        group([
          field('One-off', text('Once')),
          field(
            'Deliver on',
            t.oneOff.deliverOn === '0' ? text('Immediately') : time(t.oneOff.deliverOn),
          ),
        ]),
      ),
    recurring &&
      field(
        'Kind',
        group(
          present(
            field('Recurring', text('Every epoch')),
            field('Start epoch', text(recurring.startEpoch)),
            field('End epoch', text(recurring.endEpoch ?? 'No end')),
            field('Factor', text(recurring.factor)),
            strategy &&
              field(
                'Dispatch strategy',
                group([
                  assetField(lookups, strategy.assetForMetric, 'Asset for metric'),
                  field('Metric', text(enumToWords(strategy.metric))),
                  field(
                    'Markets',
                    strategy.markets.length
                      ? list(
                          strategy.markets.map((m) =>
                            idValue(m, 'market', lookups.markets.get(m)?.code),
                          ),
                        )
                      : text('All markets'),
                  ),
                ]),
              ),
          ),
        ),
      ),
  );
}

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

export const fundsCodecs: Codecs<'transfer' | 'cancelTransfer' | 'withdrawSubmission'> = {
  transfer: { decode: decodeTransfer, summarise: summariseTransfer },
  cancelTransfer: {
    decode: (c) => [field('Transfer', idValue(c.transferId))],
    summarise: (c) => `Cancel transfer ${truncateMiddle(c.transferId)}`,
  },
  withdrawSubmission: {
    decode: (w, lookups) =>
      present(
        assetField(lookups, w.asset),
        field('Amount', amountValue(lookups, w.asset, w.amount)),
        field(
          'Receiver',
          w.ext?.erc20 ? idValue(w.ext.erc20.receiverAddress) : text('No external receiver'),
        ),
      ),
    summarise: (w, lookups) => {
      const receiver = w.ext?.erc20?.receiverAddress;
      const amount = amountText(lookups, w.asset, w.amount);
      return receiver ? `Withdraw ${amount} to ${truncateMiddle(receiver)}` : `Withdraw ${amount}`;
    },
  },
};
