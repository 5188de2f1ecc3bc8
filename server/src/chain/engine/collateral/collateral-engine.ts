// The collateral engine the chain drives: one ledger, the current block time, and every
// operation of D7 as a method. Pure and deterministic: no I/O, no clock, no randomness.
import * as acc from './accounts.ts';
import type { AccountRef } from './accounts.ts';
import { canPayFees, settleTradeFees } from './fees.ts';
import type { SettleTradeFeesInput, TradeFees } from './fees.ts';
import * as funds from './funds.ts';
import type { FundsResult, TransferFundsInput } from './funds.ts';
import { Ledger } from './ledger.ts';
import type { LedgerContext } from './ledger.ts';
import type { AccountBalance, BlockLedgerOutput } from './ledger-types.ts';
import { checkOrderMargin, confiscateMargin, updateMargin } from './margin.ts';
import type { MarginCheck, MarginLevels, MarginUpdate } from './margin.ts';
import { markToMarket } from './mtm.ts';
import type { MtmInput, MtmResult } from './mtm.ts';
import * as rewards from './rewards.ts';
import type { PayoutResult, Share } from './rewards.ts';

export class CollateralEngine implements LedgerContext {
  readonly ledger = new Ledger();
  private time = 0n;

  /** Block time (Unix ns) stamped on the entries. */
  get now(): bigint {
    return this.time;
  }

  /** Sets the block time for the entries that follow. */
  beginBlock(now: bigint): void {
    this.time = now;
  }

  /** The block's LedgerMovements and changed accounts; resets both. */
  drainMovements(): BlockLedgerOutput {
    return this.ledger.drainMovements();
  }

  // ---- Set-up: accounts that exist before any money moves (they show in the accounts list).

  /** Network accounts of an asset (infrastructure fees, rewards, pending transfers). */
  openAsset(asset: string): void {
    for (const a of [
      acc.feesInfrastructure(asset),
      acc.globalReward(asset),
      acc.globalInsurance(asset),
      acc.pendingTransfers(asset),
    ]) {
      this.ledger.openAccount(a);
    }
  }

  /** Network accounts of a market (insurance, settlement, maker and liquidity fees). */
  openMarket(market: string, asset: string): void {
    for (const a of [
      acc.insurance(market, asset),
      acc.settlement(market, asset),
      acc.feesMaker(market, asset),
      acc.feesLiquidity(market, asset),
    ]) {
      this.ledger.openAccount(a);
    }
  }

  // ---- Queries.

  balance(account: AccountRef): bigint {
    return this.ledger.balance(account);
  }

  accounts(): IterableIterator<AccountBalance> {
    return this.ledger.accounts();
  }

  totalsByAsset(): Map<string, bigint> {
    return this.ledger.totalsByAsset();
  }

  netDepositsByAsset(): Map<string, bigint> {
    return this.ledger.netDepositsByAsset();
  }

  // ---- Deposits, withdrawals, bonds, transfers.

  deposit(party: string, asset: string, amount: bigint): FundsResult {
    return funds.deposit(this, party, asset, amount);
  }

  withdraw(party: string, asset: string, amount: bigint): FundsResult {
    return funds.withdraw(this, party, asset, amount);
  }

  bond(party: string, market: string, asset: string, amount: bigint): FundsResult {
    return funds.bondCommit(this, party, market, asset, amount);
  }

  releaseBond(party: string, market: string, asset: string, amount: bigint): FundsResult {
    return funds.releaseBond(this, party, market, asset, amount);
  }

  slashBond(party: string, market: string, asset: string, amount: bigint): FundsResult {
    return funds.slashBond(this, party, market, asset, amount);
  }

  transferFunds(input: TransferFundsInput): FundsResult {
    return funds.transferFunds(this, input);
  }

  deliverTransfer(to: string | AccountRef, asset: string, amount: bigint): FundsResult {
    return funds.deliverTransfer(this, to, asset, amount);
  }

  // ---- Trading.

  checkOrderMargin(
    party: string,
    market: string,
    asset: string,
    levels: MarginLevels,
  ): MarginCheck {
    return checkOrderMargin(this, party, market, asset, levels);
  }

  updateMargin(party: string, market: string, asset: string, levels: MarginLevels): MarginUpdate {
    return updateMargin(this, party, market, asset, levels);
  }

  confiscateMargin(party: string, market: string, asset: string): bigint {
    return confiscateMargin(this, party, market, asset);
  }

  canPayFees(party: string, market: string, asset: string, amount: bigint): boolean {
    return canPayFees(this, party, market, asset, amount);
  }

  settleTradeFees(input: SettleTradeFeesInput): TradeFees {
    return settleTradeFees(this, input);
  }

  markToMarket(input: MtmInput): MtmResult {
    return markToMarket(this, input);
  }

  // ---- Epoch end.

  distributeInfrastructureFees(asset: string, validatorShares: readonly Share[]): PayoutResult {
    return rewards.distributeInfrastructureFees(this, asset, validatorShares);
  }

  distributeLiquidityFees(market: string, asset: string, lpShares: readonly Share[]): PayoutResult {
    return rewards.distributeLiquidityFees(this, market, asset, lpShares);
  }

  rewardPayout(asset: string, shares: readonly Share[], amount?: bigint): PayoutResult {
    return rewards.rewardPayout(this, asset, shares, amount);
  }
}
