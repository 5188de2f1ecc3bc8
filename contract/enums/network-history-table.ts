import { defineEnum } from '../define-enum.ts';

/** data-node/api/v2/trading_data.proto: tables of `/api/v2/networkhistory/export` */
export const NetworkHistoryTable = /* @__PURE__ */ defineEnum({
  TABLE_UNSPECIFIED: 0,
  TABLE_BALANCES: 1,
  TABLE_CHECKPOINTS: 2,
  TABLE_DELEGATIONS: 3,
  TABLE_LEDGER: 4,
  TABLE_ORDERS: 5,
  TABLE_TRADES: 6,
  TABLE_MARKET_DATA: 7,
  TABLE_MARGIN_LEVELS: 8,
  TABLE_POSITIONS: 9,
  TABLE_LIQUIDITY_PROVISIONS: 10,
  TABLE_MARKETS: 11,
  TABLE_DEPOSITS: 12,
  TABLE_WITHDRAWALS: 13,
  TABLE_BLOCKS: 14,
  TABLE_REWARDS: 15,
});
