import { positionFactor, scaledNotional } from '../collateral/decimal.ts';
import type { FeeMode } from '../collateral/fees.ts';
import type { Trade } from '../matching/types.ts';
import type { BlockOutput } from '../block/block-output.ts';
import { NO_FEE, toTradeRecord } from '../records/trade-record.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';
import type { NetworkState } from '../state/network-state.ts';

/**
 * Everything a trade sets off besides the book: fees between the accounts, both positions,
 * the fills mark-to-market will settle, and the trade record (with the fees actually paid).
 */
export function settleTrades(
  state: NetworkState,
  market: MarketRuntime,
  trades: readonly Trade[],
  mode: FeeMode,
  out: BlockOutput,
): void {
  for (const trade of trades) {
    // Close-out trades (the network's) carry no fees: the network has no account to pay from.
    const fees =
      mode === 'opening-auction' || trade.type !== 'TYPE_DEFAULT'
        ? { buyerFee: NO_FEE, sellerFee: NO_FEE }
        : state.collateral.settleTradeFees({
            trade,
            asset: market.settlementAsset,
            factors: market.fees,
            scale: market.scale,
            mode,
          });
    market.positions.applyFill(trade.buyer, trade.size, trade.price, trade.timestamp);
    market.positions.applyFill(trade.seller, -trade.size, trade.price, trade.timestamp);
    market.mtmFills.push(
      { party: trade.buyer, openVolume: trade.size, lastMarkPrice: trade.price },
      { party: trade.seller, openVolume: -trade.size, lastMarkPrice: trade.price },
    );
    market.marginDirty.add(trade.buyer).add(trade.seller);
    market.lastTradePrice = trade.price;
    const notional =
      scaledNotional(trade.price, trade.size, market.scale) / positionFactor(market.scale);
    state.validators.rewardMetrics.recordTrade(
      market.id,
      trade.buyer,
      trade.seller,
      fees,
      notional,
    );
    out.trades.push({
      seq: state.nextSeq('trade'),
      trade: toTradeRecord(trade, fees.buyerFee, fees.sellerFee),
    });
  }
}
