// Order commands in one line (list rows, the transaction page's headline), and the helpers their
// field decoders (order-commands.ts) share. Apart from the decoders so lists load only this.
import type {
  OrderAmendment,
  OrderCancellation,
  OrderSubmission,
} from '#contract/commands/order-commands.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { truncateMiddle } from '../../../lib/truncate-id.ts';
import type { Summarisers } from './codec.ts';
import { marketName, priceText, sizeText, type Lookups } from './lookups.ts';

export const UNSPECIFIED = /_UNSPECIFIED$/;

/** "+2", "−3.5": a signed size change in the market's position decimals. */
export function sizeDeltaText(lookups: Lookups, marketId: string, delta: string): string {
  const negative = delta.startsWith('-');
  const magnitude = sizeText(lookups, marketId, negative ? delta.slice(1) : delta);
  return `${negative ? '−' : '+'}${magnitude}`;
}

export const hasPrice = (price: string | undefined) =>
  price !== undefined && price !== '' && price !== '0';

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

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export type OrderCommand =
  'orderSubmission' | 'orderAmendment' | 'orderCancellation' | 'batchMarketInstructions';

export const orderSummarisers: Summarisers<OrderCommand> = {
  orderSubmission: summariseSubmission,
  orderAmendment: summariseAmendment,
  orderCancellation: summariseCancellation,
  batchMarketInstructions: (b, lookups) => {
    const markets = new Set(
      [...b.cancellations, ...b.amendments, ...b.submissions]
        .map((i) => i.marketId)
        .filter(Boolean),
    );
    const [only] = markets;
    const where = markets.size === 1 && only ? ` on ${marketName(lookups, only)}` : '';
    return `Batch${where}: ${plural(b.cancellations.length, 'cancellation')}, ${plural(b.amendments.length, 'amendment')}, ${plural(b.submissions.length, 'submission')}`;
  },
};
