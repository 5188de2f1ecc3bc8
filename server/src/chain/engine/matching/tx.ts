import type {
  BookOrder,
  MatchContext,
  OrderRecord,
  SideName,
  TimeContext,
  Trade,
} from './types.ts';

export function toRecord(o: BookOrder): OrderRecord {
  const record: OrderRecord = {
    id: o.id,
    marketId: o.marketId,
    partyId: o.partyId,
    side: o.side,
    price: o.price,
    size: o.size,
    remaining: o.remaining,
    timeInForce: o.timeInForce,
    type: o.type,
    createdAt: o.createdAt,
    status: o.status,
    expiresAt: o.expiresAt,
    reference: o.reference,
    updatedAt: o.updatedAt,
    version: o.version,
    batchId: o.batchId,
    peggedOrder: o.peggedOrder,
    liquidityProvisionId: o.liquidityProvisionId,
    postOnly: o.postOnly,
    reduceOnly: o.reduceOnly,
  };
  return o.reason === undefined ? record : { ...record, reason: o.reason };
}

/**
 * Collects what one engine call did: the trades in creation order and every order it changed.
 * Records are snapshotted when the call ends, so each changed order is reported once, in its
 * final state, at the position where it first changed.
 */
export class Tx {
  readonly trades: Trade[] = [];
  private readonly changed = new Map<string, BookOrder>();

  constructor(
    private readonly marketId: string,
    private readonly ctx: TimeContext & Partial<Pick<MatchContext, 'nextTradeId'>>,
  ) {}

  get now(): bigint {
    return this.ctx.now;
  }

  touch(order: BookOrder): void {
    order.updatedAt = this.ctx.now;
    if (!this.changed.has(order.id)) this.changed.set(order.id, order);
  }

  trade(buy: BookOrder, sell: BookOrder, price: bigint, size: bigint, aggressor: SideName): Trade {
    if (this.ctx.nextTradeId === undefined) throw new Error('a trading call needs nextTradeId');
    const auction = aggressor === 'SIDE_UNSPECIFIED';
    const trade: Trade = {
      id: this.ctx.nextTradeId(),
      marketId: this.marketId,
      price,
      size,
      buyer: buy.partyId,
      seller: sell.partyId,
      aggressor,
      buyOrder: buy.id,
      sellOrder: sell.id,
      timestamp: this.ctx.now,
      type: 'TYPE_DEFAULT',
      buyerAuctionBatch: auction ? buy.batchId : 0n,
      sellerAuctionBatch: auction ? sell.batchId : 0n,
    };
    this.trades.push(trade);
    return trade;
  }

  /** Changed orders, leaving out the one the call reports separately. */
  changes(excludeId?: string): OrderRecord[] {
    const out: OrderRecord[] = [];
    for (const order of this.changed.values()) {
      if (order.id !== excludeId) out.push(toRecord(order));
    }
    return out;
  }
}
