// Transfers and withdrawals as labelled fields; in one line: funds-summaries.ts.
import type { TransferCommand } from '#contract/commands/transfer-commands.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import type { Decoders } from './codec.ts';
import { field, group, idValue, list, present, text, time, type Field } from './fields.ts';
import { PARTY_ACCOUNTS, type FundsCommand } from './funds-summaries.ts';
import { amountValue, type Lookups } from './lookups.ts';

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

export const fundsDecoders: Decoders<FundsCommand> = {
  transfer: decodeTransfer,
  cancelTransfer: (c) => [field('Transfer', idValue(c.transferId))],
  withdrawSubmission: (w, lookups) =>
    present(
      assetField(lookups, w.asset),
      field('Amount', amountValue(lookups, w.asset, w.amount)),
      field(
        'Receiver',
        w.ext?.erc20 ? idValue(w.ext.erc20.receiverAddress) : text('No external receiver'),
      ),
    ),
};
