// Cross-margin levels and margin account top-up / release (D7, spec 0019 simplified).
//
// Model (no slippage or order-book terms, so it stays cheap and predictable):
//   riskiest long  L = max(openVolume + buyOrders, 0)
//   riskiest short S = max(sellOrders − openVolume, 0)
//   maintenance    = max(⌈L × mark × rLong⌉, ⌈S × mark × rShort⌉)   (in asset units, i.e.
//                    × priceFactor / 10^positionDecimals)
//   search         = ⌈maintenance × searchLevel⌉
//   initial        = ⌈maintenance × initialMargin⌉
//   release        = ⌈maintenance × collateralRelease⌉
// where buyOrders / sellOrders are the remaining sizes of the party's live orders.
import { general, insurance, margin } from './accounts.ts';
import { minBig, mulCeil, positionFactor, scaledNotional } from './decimal.ts';
import type { Decimalish, MarketScale } from './decimal.ts';
import type { LedgerContext } from './ledger.ts';

export interface ScalingFactors {
  readonly searchLevel: Decimalish;
  readonly initialMargin: Decimalish;
  readonly collateralRelease: Decimalish;
}

export interface RiskFactors {
  readonly long: Decimalish;
  readonly short: Decimalish;
}

export interface MarginInput {
  /** Signed: > 0 long, < 0 short. */
  readonly openVolume: bigint;
  /** Remaining size of live buy / sell orders (≥ 0). */
  readonly buyOrders?: bigint;
  readonly sellOrders?: bigint;
  readonly markPrice: bigint;
  readonly riskFactors: RiskFactors;
  readonly scaling: ScalingFactors;
  readonly scale: MarketScale;
}

/** Field names of the MarginLevels record. */
export interface MarginLevels {
  readonly maintenanceMargin: bigint;
  readonly searchLevel: bigint;
  readonly initialMargin: bigint;
  readonly collateralReleaseLevel: bigint;
}

export function marginLevels(input: MarginInput): MarginLevels {
  const { openVolume, markPrice, scale } = input;
  const longRisk = openVolume + (input.buyOrders ?? 0n);
  const shortRisk = (input.sellOrders ?? 0n) - openVolume;
  const div = positionFactor(scale);
  const side = (size: bigint, factor: Decimalish) =>
    size > 0n ? mulCeil(scaledNotional(markPrice, size, scale), factor, div) : 0n;
  const long = side(longRisk, input.riskFactors.long);
  const short = side(shortRisk, input.riskFactors.short);
  const maintenance = long > short ? long : short;
  return {
    maintenanceMargin: maintenance,
    searchLevel: mulCeil(maintenance, input.scaling.searchLevel),
    initialMargin: mulCeil(maintenance, input.scaling.initialMargin),
    collateralReleaseLevel: mulCeil(maintenance, input.scaling.collateralRelease),
  };
}

export interface MarginCheck {
  readonly ok: boolean;
  /** How much more the party would need (0 when ok). */
  readonly shortfall: bigint;
}

/**
 * Can the party carry `levels` (computed with the new order included)? Yes when the margin
 * account is already at or above the search level (no top-up happens), or when margin +
 * general reach the initial level. A "no" means ORDER_ERROR_MARGIN_CHECK_FAILED.
 */
export function checkOrderMargin(
  ctx: LedgerContext,
  party: string,
  market: string,
  asset: string,
  levels: MarginLevels,
): MarginCheck {
  const held = ctx.ledger.balance(margin(party, market, asset));
  if (held >= levels.searchLevel) return { ok: true, shortfall: 0n };
  const available = held + ctx.ledger.balance(general(party, asset));
  const shortfall = levels.initialMargin - available;
  return shortfall > 0n ? { ok: false, shortfall } : { ok: true, shortfall: 0n };
}

export interface MarginUpdate {
  /** > 0 moved general → margin (MARGIN_LOW), < 0 moved margin → general (MARGIN_HIGH). */
  readonly moved: bigint;
  readonly margin: bigint;
  /** Still below maintenance after the top-up: the party is distressed (closeout). */
  readonly distressed: boolean;
}

/**
 * Brings the margin account into [search, release]: below search it is topped up towards
 * initial from the general account (as far as funds go); above release the excess over
 * initial goes back to general. Between the two nothing moves.
 */
export function updateMargin(
  ctx: LedgerContext,
  party: string,
  market: string,
  asset: string,
  levels: MarginLevels,
): MarginUpdate {
  const { ledger, now } = ctx;
  const marginAcc = margin(party, market, asset);
  const generalAcc = general(party, asset);
  const held = ledger.balance(marginAcc);
  let moved = 0n;
  if (held < levels.searchLevel) {
    const gap = levels.initialMargin - held;
    const want = gap > 0n ? minBig(gap, ledger.balance(generalAcc)) : 0n;
    ledger.openAccount(marginAcc);
    ledger.transfer(generalAcc, marginAcc, want, 'TRANSFER_TYPE_MARGIN_LOW', now);
    moved = want;
  } else if (held > levels.collateralReleaseLevel) {
    const excess = held - levels.initialMargin;
    ledger.transfer(marginAcc, generalAcc, excess, 'TRANSFER_TYPE_MARGIN_HIGH', now);
    moved = -excess;
  }
  const after = held + moved;
  return { moved, margin: after, distressed: after < levels.maintenanceMargin };
}

/** Closeout: the whole margin account goes to the market's insurance pool. Returns the amount. */
export function confiscateMargin(
  ctx: LedgerContext,
  party: string,
  market: string,
  asset: string,
): bigint {
  const marginAcc = margin(party, market, asset);
  const amount = ctx.ledger.balance(marginAcc);
  ctx.ledger.transfer(
    marginAcc,
    insurance(market, asset),
    amount,
    'TRANSFER_TYPE_MARGIN_CONFISCATED',
    ctx.now,
  );
  return amount;
}
