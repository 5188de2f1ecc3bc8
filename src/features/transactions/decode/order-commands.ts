import type {
  OrderAmendment,
  OrderCancellation,
  OrderSubmission,
} from '../../../../server/src/contract/commands/order-commands.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { truncateMiddle } from '../../../lib/truncate-id.ts';
import type { Codecs } from './codec.ts';
import { field, group, idValue, list, present, text, time, yesNo, type Field } from './fields.ts';
import { marketName, priceText, priceValue, sizeText, sizeValue, type Lookups } from './lookups.ts';

const UNSPECIFIED = /_UNSPECIFIED$/;

export function marketField(lookups: Lookups, marketId: string): Field {
  return field('Market', idValue(marketId, 'market', lookups.markets.get(marketId)?.code));
}

/** "+2", "−3.5": a signed size change in the market's position decimals. */
function sizeDeltaText(lookups: Lookups, marketId: string, delta: string): string {
  const negative = delta.startsWith('-');
  const magnitude = sizeText(lookups, marketId, negative ? delta.slice(1) : delta);
  return `${negative ? '−' : '+'}${magnitude}`;
}

const hasPrice = (price: string | undefined) =>
  price !== undefined && price !== '' && price !== '0';

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

export function summariseSubmission(s: OrderSubmission, lookups: Lookups): string {
  const what = `${enumToWords(s.side)} ${sizeText(lookups, s.marketId, s.size)} ${marketName(lookups, s.marketId)}`;
  const tif = enumToWords(s.timeInForce);
  if (s.peggedOrder) {
    const sign = s.side === 'SIDE_SELL' ? '+' : '−';
    const reference = enumToWords(s.peggedOrder.reference).toLowerCase();
    return `${what} pegged to ${reference} ${sign} ${priceText(lookups, s.marketId, s.peggedOrder.offset)} ${tif}`;
  }
  if (!hasPrice(s.price)) return `${what} at market ${tif}`;
  return `${what} @ ${priceText(lookups, s.marketId, s.price)} ${tif}`;
}

export function summariseAmendment(a: OrderAmendment, lookups: Lookups): string {
  const changes = [
    hasPrice(a.price) && `price ${priceText(lookups, a.marketId, a.price ?? '')}`,
    a.sizeDelta !== '0' && `size ${sizeDeltaText(lookups, a.marketId, a.sizeDelta)}`,
    a.expiresAt !== undefined && a.expiresAt !== '0' && 'expiry',
    !UNSPECIFIED.test(a.timeInForce) && `time in force ${enumToWords(a.timeInForce)}`,
    a.peggedOffset !== '' && a.peggedOffset !== '0' && 'pegged offset',
    !UNSPECIFIED.test(a.peggedReference) && 'pegged reference',
  ].filter(Boolean);
  const what = `Amend order ${truncateMiddle(a.orderId)} on ${marketName(lookups, a.marketId)}`;
  return changes.length ? `${what}: ${changes.join(', ')}` : `${what} (no change)`;
}

export function summariseCancellation(c: OrderCancellation, lookups: Lookups): string {
  if (c.orderId)
    return `Cancel order ${truncateMiddle(c.orderId)} on ${marketName(lookups, c.marketId)}`;
  return c.marketId
    ? `Cancel all orders on ${marketName(lookups, c.marketId)}`
    : 'Cancel all orders on all markets';
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const orderCodecs: Codecs<
  'orderSubmission' | 'orderAmendment' | 'orderCancellation' | 'batchMarketInstructions'
> = {
  orderSubmission: { decode: decodeSubmission, summarise: summariseSubmission },
  orderAmendment: { decode: decodeAmendment, summarise: summariseAmendment },
  orderCancellation: { decode: decodeCancellation, summarise: summariseCancellation },
  batchMarketInstructions: {
    // One numbered list in execution order: cancellations, amendments, then submissions.
    decode: (b, lookups) => {
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
    summarise: (b, lookups) => {
      const markets = new Set(
        [...b.cancellations, ...b.amendments, ...b.submissions]
          .map((i) => i.marketId)
          .filter(Boolean),
      );
      const [only] = markets;
      const where = markets.size === 1 && only ? ` on ${marketName(lookups, only)}` : '';
      return `Batch${where}: ${plural(b.cancellations.length, 'cancellation')}, ${plural(b.amendments.length, 'amendment')}, ${plural(b.submissions.length, 'submission')}`;
    },
  },
};
