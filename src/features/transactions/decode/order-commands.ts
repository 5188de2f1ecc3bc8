// Order commands as labelled fields (the transaction page); in one line: order-summaries.ts.
import type {
  OrderAmendment,
  OrderCancellation,
  OrderSubmission,
} from '#contract/commands/order-commands.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import type { Decoders } from './codec.ts';
import { field, group, idValue, list, present, text, time, yesNo, type Field } from './fields.ts';
import { priceValue, sizeValue, type Lookups } from './lookups.ts';
import {
  hasPrice,
  plural,
  sizeDeltaText,
  UNSPECIFIED,
  type OrderCommand,
} from './order-summaries.ts';

export function marketField(lookups: Lookups, marketId: string): Field {
  return field('Market', idValue(marketId, 'market', lookups.markets.get(marketId)?.code));
}

export function decodeSubmission(s: OrderSubmission, lookups: Lookups): Field[] {
  const pegged = s.peggedOrder;
  return present(
    marketField(lookups, s.marketId),
    field('Side', text(enumToWords(s.side))),
    field('Type', text(enumToWords(s.type))),
    field('Time in force', text(enumToWords(s.timeInForce))),
    field(
      'Price',
      hasPrice(s.price)
        ? priceValue(lookups, s.marketId, s.price)
        : text(pegged ? 'Set by the peg' : 'None (market order)'),
    ),
    field('Size', sizeValue(lookups, s.marketId, s.size)),
    s.expiresAt !== '0' && field('Expires at', time(s.expiresAt)),
    pegged &&
      field(
        'Pegged to',
        group([
          field('Reference', text(enumToWords(pegged.reference))),
          field('Offset', priceValue(lookups, s.marketId, pegged.offset)),
        ]),
      ),
    s.reference !== '' && field('Reference', text(s.reference)),
    field('Post only', yesNo(s.postOnly)),
    field('Reduce only', yesNo(s.reduceOnly)),
  );
}

export function decodeAmendment(a: OrderAmendment, lookups: Lookups): Field[] {
  return present(
    field('Order', idValue(a.orderId, 'order')),
    marketField(lookups, a.marketId),
    hasPrice(a.price) && field('New price', priceValue(lookups, a.marketId, a.price ?? '')),
    a.sizeDelta !== '0' &&
      field('Size change', text(sizeDeltaText(lookups, a.marketId, a.sizeDelta), a.sizeDelta)),
    a.expiresAt !== undefined && a.expiresAt !== '0' && field('New expiry', time(a.expiresAt)),
    !UNSPECIFIED.test(a.timeInForce) &&
      field('New time in force', text(enumToWords(a.timeInForce))),
    a.peggedOffset !== '' &&
      a.peggedOffset !== '0' &&
      field('New pegged offset', priceValue(lookups, a.marketId, a.peggedOffset)),
    !UNSPECIFIED.test(a.peggedReference) &&
      field('New pegged reference', text(enumToWords(a.peggedReference))),
  );
}

export function decodeCancellation(c: OrderCancellation, lookups: Lookups): Field[] {
  return [
    field('Order', c.orderId ? idValue(c.orderId, 'order') : text('All the party’s orders')),
    c.marketId ? marketField(lookups, c.marketId) : field('Market', text('All markets')),
  ];
}

export const orderDecoders: Decoders<OrderCommand> = {
  orderSubmission: decodeSubmission,
  orderAmendment: decodeAmendment,
  orderCancellation: decodeCancellation,
  // One numbered list in execution order: cancellations, amendments, then submissions.
  batchMarketInstructions: (b, lookups) => {
    const step = (label: string, fields: Field[]) =>
      group([field('Instruction', text(label)), ...fields]);
    const items = [
      ...b.cancellations.map((c) => step('Cancel', decodeCancellation(c, lookups))),
      ...b.amendments.map((a) => step('Amend', decodeAmendment(a, lookups))),
      ...b.submissions.map((s) => step('Submit', decodeSubmission(s, lookups))),
    ];
    return [
      field(
        'Counts',
        text(
          `${plural(b.cancellations.length, 'cancellation')}, ${plural(b.amendments.length, 'amendment')}, ${plural(b.submissions.length, 'submission')}`,
        ),
      ),
      field('Instructions, in execution order', items.length ? list(items, true) : text('None')),
    ];
  },
};
