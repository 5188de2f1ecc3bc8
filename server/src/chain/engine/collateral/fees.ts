// Trading fees (D5, D7). As in the core's fee engine, each fee is ⌈notional × factor⌉ with
// notional = price × size / 10^positionDecimals in asset units; in auctions each side pays
// ⌈fee / 2⌉ of infrastructure and liquidity and no maker fee; the opening auction is free.
import type { Trade } from '../matching/types.ts';
import { feesInfrastructure, feesLiquidity, feesMaker, general, margin } from './accounts.ts';
import type { AccountRef } from './accounts.ts';
import { ceilDiv, mulCeil, positionFactor, scaledNotional } from './decimal.ts';
import type { Decimalish, MarketScale } from './decimal.ts';
import type { LedgerContext } from './ledger.ts';
import type { TransferTypeName } from './ledger-types.ts';

export interface FeeFactors {
  readonly makerFee: Decimalish;
  readonly infrastructureFee: Decimalish;
  readonly liquidityFee: Decimalish;
}

export type FeeMode = 'continuous' | 'auction' | 'opening-auction';

export interface FeeAmounts {
  readonly makerFee: bigint;
  readonly infrastructureFee: bigint;
  readonly liquidityFee: bigint;
}

/** The Trade record's buyerFee / sellerFee (amounts as decimal strings). */
export interface FeeRecord {
  readonly makerFee: string;
  readonly infrastructureFee: string;
  readonly liquidityFee: string;
}

export interface TradeFees {
  readonly buyerFee: FeeRecord;
  readonly sellerFee: FeeRecord;
}

export const NO_FEES: FeeAmounts = { makerFee: 0n, infrastructureFee: 0n, liquidityFee: 0n };

type FeeTrade = Pick<Trade, 'price' | 'size' | 'aggressor'>;

export function totalFee(f: FeeAmounts): bigint {
  return f.makerFee + f.infrastructureFee + f.liquidityFee;
}

export function toFeeRecord(f: FeeAmounts): FeeRecord {
  return {
    makerFee: f.makerFee.toString(),
    infrastructureFee: f.infrastructureFee.toString(),
    liquidityFee: f.liquidityFee.toString(),
  };
}

/** Fees of a continuous trade, all due from the aggressor. */
export function continuousFees(
  trade: Pick<Trade, 'price' | 'size'>,
  factors: FeeFactors,
  scale: MarketScale,
): FeeAmounts {
  const notional = scaledNotional(trade.price, trade.size, scale);
  const div = positionFactor(scale);
  return {
    makerFee: mulCeil(notional, factors.makerFee, div),
    infrastructureFee: mulCeil(notional, factors.infrastructureFee, div),
    liquidityFee: mulCeil(notional, factors.liquidityFee, div),
  };
}

/** What each side owes. A continuous trade without an aggressor is charged as an auction. */
export function computeTradeFees(
  trade: FeeTrade,
  factors: FeeFactors,
  scale: MarketScale,
  mode: FeeMode,
): { readonly buyer: FeeAmounts; readonly seller: FeeAmounts } {
  if (mode === 'opening-auction') return { buyer: NO_FEES, seller: NO_FEES };
  const full = continuousFees(trade, factors, scale);
  if (mode === 'continuous' && trade.aggressor !== 'SIDE_UNSPECIFIED') {
    return trade.aggressor === 'SIDE_BUY'
      ? { buyer: full, seller: NO_FEES }
      : { buyer: NO_FEES, seller: full };
  }
  const half: FeeAmounts = {
    makerFee: 0n,
    infrastructureFee: ceilDiv(full.infrastructureFee, 2n),
    liquidityFee: ceilDiv(full.liquidityFee, 2n),
  };
  return { buyer: half, seller: half };
}

/** Whether general + margin can cover `amount` (for ORDER_ERROR_INSUFFICIENT_FUNDS_TO_PAY_FEES). */
export function canPayFees(
  ctx: LedgerContext,
  party: string,
  market: string,
  asset: string,
  amount: bigint,
): boolean {
  const { ledger } = ctx;
  return (
    ledger.balance(general(party, asset)) + ledger.balance(margin(party, market, asset)) >= amount
  );
}

export interface SettleTradeFeesInput {
  readonly trade: Trade;
  readonly asset: string;
  readonly factors: FeeFactors;
  readonly scale: MarketScale;
  readonly mode: FeeMode;
}

/**
 * Collects the trade's fees as one ledger movement and returns what was actually paid per side.
 * Each fee is taken from the payer's general account, then its margin account; a payer that
 * cannot cover a fee pays what it has (the record shows the amount paid), and the maker
 * receives exactly the maker fee collected. Callers reject unaffordable orders beforehand.
 */
export function settleTradeFees(ctx: LedgerContext, input: SettleTradeFeesInput): TradeFees {
  const { trade, asset } = input;
  const market = trade.marketId;
  const due = computeTradeFees(trade, input.factors, input.scale, input.mode);
  return ctx.ledger.movement(() => {
    const buyer = pay(ctx, trade.buyer, market, asset, due.buyer);
    const seller = pay(ctx, trade.seller, market, asset, due.seller);
    // Only the aggressor can owe a maker fee; pass it straight on to the passive side.
    const makerParty = buyer.makerFee > 0n ? trade.seller : trade.buyer;
    const makerFee = buyer.makerFee + seller.makerFee;
    ctx.ledger.transfer(
      feesMaker(market, asset),
      general(makerParty, asset),
      makerFee,
      'TRANSFER_TYPE_MAKER_FEE_RECEIVE',
      ctx.now,
    );
    return { buyerFee: toFeeRecord(buyer), sellerFee: toFeeRecord(seller) };
  });
}

function pay(
  ctx: LedgerContext,
  party: string,
  market: string,
  asset: string,
  due: FeeAmounts,
): FeeAmounts {
  const take = (to: AccountRef, amount: bigint, type: TransferTypeName) =>
    collect(ctx, party, market, asset, to, amount, type);
  return {
    makerFee: take(feesMaker(market, asset), due.makerFee, 'TRANSFER_TYPE_MAKER_FEE_PAY'),
    infrastructureFee: take(
      feesInfrastructure(asset),
      due.infrastructureFee,
      'TRANSFER_TYPE_INFRASTRUCTURE_FEE_PAY',
    ),
    liquidityFee: take(
      feesLiquidity(market, asset),
      due.liquidityFee,
      'TRANSFER_TYPE_LIQUIDITY_FEE_PAY',
    ),
  };
}

/** Takes up to `amount` from the party's general account, then its margin; returns the total. */
export function collect(
  ctx: LedgerContext,
  party: string,
  market: string,
  asset: string,
  to: AccountRef,
  amount: bigint,
  type: TransferTypeName,
): bigint {
  const { ledger, now } = ctx;
  const fromGeneral = ledger.transferUpTo(general(party, asset), to, amount, type, now);
  const rest = amount - fromGeneral;
  if (rest === 0n) return fromGeneral;
  return fromGeneral + ledger.transferUpTo(margin(party, market, asset), to, rest, type, now);
}
