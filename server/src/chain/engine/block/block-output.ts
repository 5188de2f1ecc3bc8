import type { AccountBalance } from '#contract/account.ts';
import type { Candle } from '#contract/candle.ts';
import type { Deposit } from '#contract/deposit.ts';
import type { LedgerMovement } from '#contract/ledger.ts';
import type { MarginLevels } from '#contract/margin.ts';
import type { MarketData } from '#contract/market-data.ts';
import type { MarketDepth, MarketDepthUpdate } from '#contract/market-depth.ts';
import type { Order } from '#contract/order.ts';
import type { Position } from '#contract/position.ts';
import type { Trade } from '#contract/trade.ts';
import type { LedgerEntry } from '../collateral/ledger-types.ts';
import { GovernanceOutput } from '../governance/governance-output.ts';
import { ValidatorsOutput } from '../validators/validators-output.ts';

export interface BlockHeader {
  height: bigint;
  hash: string;
  timeNs: bigint;
  txCount: number;
  /** CometBFT address of the consensus validator that proposed the block ('' if none). */
  proposer: string;
}

/** A transaction as stored and served by the block explorer routes (spec §2.9). */
export interface TransactionRow {
  hash: string;
  blockHeight: bigint;
  index: number;
  submitter: string;
  type: string;
  code: number;
  record: Record<string, unknown>;
}

export interface OrderChange {
  order: Order;
  blockHeight: bigint;
  timeNs: bigint;
}

/**
 * Everything one block changed: what the store writes in the block's DB transaction and the
 * hub publishes after the commit. Orders are kept by id, so an order changed several times in
 * a block is written once, in its final state (its versions stay distinct).
 */
export class BlockOutput {
  header: BlockHeader | undefined;
  readonly transactions: TransactionRow[] = [];
  /** Latest state per order id in this block, in first-change order. */
  readonly orders = new Map<string, Order>();
  /** Every (id, version) state reached in this block, last one wins per key. */
  readonly orderVersions = new Map<string, Order>();
  readonly trades: { seq: bigint; trade: Trade }[] = [];
  readonly deposits: { seq: bigint; deposit: Deposit }[] = [];
  readonly positions: Position[] = [];
  readonly marginLevels: MarginLevels[] = [];
  readonly marketData: MarketData[] = [];
  /** Full depth and the change, of each market whose book depth changed in this block. */
  readonly depths: MarketDepth[] = [];
  readonly depthUpdates: MarketDepthUpdate[] = [];
  /** Ledger entries with their sequence numbers (table rows), and the movements (stream). */
  readonly ledgerEntries: { seq: bigint; entry: LedgerEntry }[] = [];
  readonly ledgerMovements: LedgerMovement[] = [];
  readonly accounts: AccountBalance[] = [];
  /** Proposals, votes, transfers, withdrawals, liquidity provisions, assets, parameters. */
  readonly governance = new GovernanceOutput();
  /** Each interval's current candle of every market that traded in this block (stream only). */
  readonly candles: { candleId: string; candle: Candle }[] = [];
  /** Epochs, nodes, delegations, the snapshot of this block, spam statistics. */
  readonly validators = new ValidatorsOutput();

  constructor(
    readonly height: bigint,
    readonly timeNs: bigint,
    /**
     * false when a stored block is replayed to rebuild the state (node/chain-runner.ts): its
     * rows are committed already, so the API records that only the store and streams read
     * (ledger views, epoch and node records, spam statistics) are not derived at all. The
     * state, the transactions and the block hash are the same either way.
     */
    readonly records = true,
  ) {}

  recordOrder(order: Order): void {
    this.orders.set(order.id, order);
    this.orderVersions.set(`${order.id}:${order.version}`, order);
  }
}
