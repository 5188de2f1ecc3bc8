// Types of the matching engine: what goes in (submissions, amendments, contexts) and what comes
// out (order records, trades, results). All prices and sizes are integers already scaled by the
// market's decimal places; all timestamps are Unix nanoseconds.
import type { EnumName } from '#contract/define-enum.ts';
import type {
  AuctionTrigger,
  OrderError,
  OrderStatus,
  OrderType,
  PeggedReference,
  Side,
  TimeInForce,
  TradeType,
} from '#contract/enums.ts';

export type SideName = EnumName<typeof Side>;
export type TradingSide = Exclude<SideName, 'SIDE_UNSPECIFIED'>;
export type OrderStatusName = EnumName<typeof OrderStatus>;
export type TimeInForceName = EnumName<typeof TimeInForce>;
export type OrderTypeName = EnumName<typeof OrderType>;
export type OrderErrorName = EnumName<typeof OrderError>;
export type PeggedReferenceName = EnumName<typeof PeggedReference>;
export type TradeTypeName = EnumName<typeof TradeType>;
export type AuctionTriggerName = EnumName<typeof AuctionTrigger>;

export type TradingMode = 'continuous' | 'auction';

export interface PeggedOrderSpec {
  readonly reference: PeggedReferenceName;
  /** Distance from the reference: buys sit at reference − offset, sells at reference + offset. */
  readonly offset: bigint;
}

export interface OrderSubmission {
  readonly id: string;
  readonly partyId: string;
  readonly side: TradingSide;
  readonly type: OrderTypeName;
  /** 0 for market and network orders; ignored for pegged orders (computed from the reference). */
  readonly price: bigint;
  readonly size: bigint;
  readonly timeInForce: TimeInForceName;
  /** 0 = no expiry; required (> 0) for GTT only. */
  readonly expiresAt: bigint;
  readonly postOnly: boolean;
  readonly reduceOnly: boolean;
  readonly peggedOrder?: PeggedOrderSpec | null;
  readonly reference: string;
  readonly createdAt: bigint;
  /** Defaults to the book's current auction batch. */
  readonly batchId?: bigint;
  /** The liquidity provision whose shape this order deploys ('' or absent for other orders). */
  readonly liquidityProvisionId?: string;
}

export interface OrderAmendment {
  /** When given, the order must belong to this party. */
  readonly partyId?: string;
  readonly price?: bigint;
  readonly sizeDelta?: bigint;
  readonly expiresAt?: bigint;
  readonly timeInForce?: TimeInForceName;
  readonly peggedOffset?: bigint;
  readonly peggedReference?: PeggedReferenceName;
}

/** Order record with the fields of the API contract (§3.2 Order). */
export interface OrderRecord {
  readonly id: string;
  readonly marketId: string;
  readonly partyId: string;
  readonly side: TradingSide;
  readonly price: bigint;
  readonly size: bigint;
  readonly remaining: bigint;
  readonly timeInForce: TimeInForceName;
  readonly type: OrderTypeName;
  readonly createdAt: bigint;
  readonly status: OrderStatusName;
  readonly expiresAt: bigint;
  readonly reference: string;
  /** Present only when set (rejected, stopped, self-trading...). */
  readonly reason?: OrderErrorName;
  /** 0 until the order changes after its submission. */
  readonly updatedAt: bigint;
  readonly version: bigint;
  readonly batchId: bigint;
  readonly peggedOrder: PeggedOrderSpec | null;
  readonly liquidityProvisionId: string;
  readonly postOnly: boolean;
  readonly reduceOnly: boolean;
}

/** Trade record (API contract §3.2 Trade) without fees: collateral computes those. */
export interface Trade {
  readonly id: string;
  readonly marketId: string;
  readonly price: bigint;
  readonly size: bigint;
  readonly buyer: string;
  readonly seller: string;
  /** SIDE_UNSPECIFIED for auction uncrossing trades. */
  readonly aggressor: SideName;
  readonly buyOrder: string;
  readonly sellOrder: string;
  readonly timestamp: bigint;
  readonly type: TradeTypeName;
  readonly buyerAuctionBatch: bigint;
  readonly sellerAuctionBatch: bigint;
}

export interface TimeContext {
  /** Block time, Unix ns. */
  readonly now: bigint;
}

export interface MatchContext extends TimeContext {
  /** Deterministic trade id source, called once per trade in trade order. */
  nextTradeId(): string;
  /** Signed open volume of a party (for reduce-only); treated as 0 when absent. */
  positionOf?(partyId: string): bigint;
}

export interface BookChange {
  /** Resulting record of the order the call was about. */
  readonly order: OrderRecord;
  readonly trades: readonly Trade[];
  /** Final state of every other order changed by the call, in the order they first changed. */
  readonly updated: readonly OrderRecord[];
}

export type CommandResult =
  ({ readonly ok: true } & BookChange) | { readonly ok: false; readonly error: OrderErrorName };

export interface BookEvents {
  readonly trades: readonly Trade[];
  /** Final state of every order changed by the call, in the order they first changed. */
  readonly orders: readonly OrderRecord[];
}

export interface DepthLevel {
  readonly price: bigint;
  readonly volume: bigint;
  readonly numberOfOrders: number;
}

export interface Depth {
  /** Best (highest) first. */
  readonly buy: readonly DepthLevel[];
  /** Best (lowest) first. */
  readonly sell: readonly DepthLevel[];
}

export interface Uncrossing {
  /** 0 when the book is not crossed. */
  readonly price: bigint;
  readonly volume: bigint;
}

export interface OrderBookConfig {
  readonly marketId: string;
  readonly tradingMode: TradingMode;
  /** Prices and peg offsets must be multiples of this; defaults to 1. */
  readonly tickSize?: bigint;
  /** Trigger reported while the book starts in auction; defaults to the opening auction. */
  readonly auctionTrigger?: AuctionTriggerName;
}

/** Engine-internal mutable order: the record plus bookkeeping. */
export type BookOrder = { -readonly [K in keyof OrderRecord]: OrderRecord[K] } & {
  /** Entry sequence: pegged orders are repriced in this order, and ties are broken by it. */
  seq: number;
  /** True while the order sits in a price level. */
  onBook: boolean;
};
