import type { Trade, TradeFee } from '#contract/trade.ts';
import type { Trade as EngineTrade } from '../matching/types.ts';

export const NO_FEE: TradeFee = { makerFee: '0', infrastructureFee: '0', liquidityFee: '0' };

/** The engine's trade plus the fees collateral charged, as the API's Trade record. */
export function toTradeRecord(t: EngineTrade, buyerFee: TradeFee, sellerFee: TradeFee): Trade {
  return {
    id: t.id,
    marketId: t.marketId,
    price: t.price.toString(),
    size: t.size.toString(),
    buyer: t.buyer,
    seller: t.seller,
    aggressor: t.aggressor,
    buyOrder: t.buyOrder,
    sellOrder: t.sellOrder,
    timestamp: t.timestamp.toString(),
    type: t.type,
    buyerFee,
    sellerFee,
    buyerAuctionBatch: t.buyerAuctionBatch.toString(),
    sellerAuctionBatch: t.sellerAuctionBatch.toString(),
  };
}
