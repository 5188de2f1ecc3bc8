import type {
  LiquidityProvisionCancellation,
  LiquidityProvisionSubmission,
} from '#contract/commands/liquidity-commands.ts';
import type { LiquidityOrder, LiquidityProvision } from '#contract/liquidity.ts';
import { failed, invalid } from '../block/command-error.ts';
import type { TxContext } from '../block/execution-context.ts';
import { bond } from '../collateral/accounts.ts';
import { mulCeil, parseDecimal } from '../collateral/decimal.ts';
import { tradableMarket } from '../commands/markets.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';
import { setStake } from './equity-shares.ts';

const AMOUNT = /^\d+$/;
const FEE = /^\d+(\.\d+)?$/;

function record(ctx: TxContext, lp: LiquidityProvision): void {
  ctx.state.governance.liquidity.set(lp);
  ctx.out.governance.liquidityProvisions.set(lp.id, lp);
}

/** `market.liquidityProvision.minLpStakeQuantumMultiple` × the settlement asset's quantum. */
function minimumCommitment(ctx: TxContext, market: MarketRuntime): bigint {
  const multiple =
    ctx.state.params.get('market.liquidityProvision.minLpStakeQuantumMultiple') ?? '1';
  return mulCeil(ctx.state.governance.assets.quantum(market.settlementAsset), multiple);
}

/** The shape rules: 1..`shapes.maxSize` entries a side, positive proportions, no BEST_ASK buy. */
function checkShape(
  ctx: TxContext,
  buys: readonly LiquidityOrder[],
  sells: readonly LiquidityOrder[],
) {
  const max = Number(ctx.state.params.get('market.liquidityProvision.shapes.maxSize') ?? '5');
  for (const [side, shape] of [
    ['buys', buys],
    ['sells', sells],
  ] as const) {
    if (shape.length === 0) throw invalid(`liquidity_provision_submission.${side}: is required`);
    if (shape.length > max)
      throw invalid(`liquidity_provision_submission.${side}: shape size exceed max (${max})`);
    for (const o of shape) {
      if (o.proportion <= 0)
        throw invalid(`liquidity_provision_submission.${side}.proportion: must be positive`);
      if (o.reference === 'PEGGED_REFERENCE_UNSPECIFIED')
        throw invalid(`liquidity_provision_submission.${side}.reference: is required`);
    }
  }
  if (buys.some((o) => o.reference === 'PEGGED_REFERENCE_BEST_ASK'))
    throw invalid(
      'liquidity_provision_submission.buys.reference: cannot have a reference of type BEST_ASK when on BUY side',
    );
  if (sells.some((o) => o.reference === 'PEGGED_REFERENCE_BEST_BID'))
    throw invalid(
      'liquidity_provision_submission.sells.reference: cannot have a reference of type BEST_BID when on SELL side',
    );
}

function checkFee(ctx: TxContext, fee: string): void {
  const max = ctx.state.params.get('market.liquidity.maximumLiquidityFeeFactorLevel') ?? '1';
  if (!FEE.test(fee)) throw invalid('liquidity_provision_submission.fee: is not a valid value');
  const f = parseDecimal(fee);
  const m = parseDecimal(max);
  if (f.num * m.den > m.num * f.den)
    throw invalid(`liquidity_provision_submission.fee: must be <= ${max}`);
}

/** Releases up to `amount` of the bond (mark-to-market losses may have drawn on it). */
function releaseUpTo(ctx: TxContext, market: MarketRuntime, amount: bigint) {
  const collateral = ctx.state.collateral;
  const held = collateral.balance(bond(ctx.submitter, market.id, market.settlementAsset));
  const release = amount < held ? amount : held;
  return release > 0n
    ? collateral.releaseBond(ctx.submitter, market.id, market.settlementAsset, release)
    : { ok: true as const };
}

/** The shape as the record holds it: no orders deployed (the shape is not placed on the book). */
const refs = (shape: readonly LiquidityOrder[]) =>
  shape.map((liquidityOrder) => ({ orderId: '', liquidityOrder }));

/**
 * `liquidityProvisionSubmission`: a commitment to a market, bonded general → bond
 * (BOND_LOW). PENDING while the market is in its opening auction, ACTIVE otherwise;
 * REJECTED when the party cannot bond it. One provision per party and market.
 */
export function submitLiquidityProvision(ctx: TxContext, cmd: LiquidityProvisionSubmission): void {
  const market = tradableMarket(ctx, cmd.marketId);
  const book = ctx.state.governance.liquidity;
  if (book.get(market.id, ctx.submitter))
    throw failed('liquidity provision already exists for this party and market');
  if (!AMOUNT.test(cmd.commitmentAmount))
    throw invalid('liquidity_provision_submission.commitment_amount: is not a valid value');
  checkFee(ctx, cmd.fee);
  checkShape(ctx, cmd.buys, cmd.sells);
  const amount = BigInt(cmd.commitmentAmount);
  const minimum = minimumCommitment(ctx, market);
  if (amount < minimum)
    throw failed(`commitment submission rejected, not enough stake (minimum ${minimum})`);
  const lp: LiquidityProvision = {
    id: ctx.ids.next(),
    partyId: ctx.submitter,
    createdAt: ctx.now.toString(),
    updatedAt: ctx.now.toString(),
    marketId: market.id,
    commitmentAmount: cmd.commitmentAmount,
    fee: cmd.fee,
    sells: refs(cmd.sells),
    buys: refs(cmd.buys),
    version: '1',
    status:
      market.tradingMode === 'TRADING_MODE_OPENING_AUCTION' ? 'STATUS_PENDING' : 'STATUS_ACTIVE',
    reference: cmd.reference,
  };
  const bonded = ctx.state.collateral.bond(
    ctx.submitter,
    market.id,
    market.settlementAsset,
    amount,
  );
  if (!bonded.ok) {
    // Recorded for the API, but not live: the party may submit again.
    ctx.out.governance.liquidityProvisions.set(lp.id, { ...lp, status: 'STATUS_REJECTED' });
    throw failed('commitment submission rejected, not enough funds to cover the bond');
  }
  setStake(ctx.state.governance.liquidity, market.id, lp.id, amount);
  record(ctx, lp);
}

/**
 * `liquidityProvisionAmendment`: empty fields keep their value. A larger commitment bonds the
 * difference, a smaller one releases it (BOND_HIGH); the version goes up.
 */
export function amendLiquidityProvision(ctx: TxContext, cmd: LiquidityProvisionSubmission): void {
  const market = tradableMarket(ctx, cmd.marketId);
  const current = ctx.state.governance.liquidity.get(market.id, ctx.submitter);
  if (!current) throw failed('liquidity provision does not exist for this party and market');
  const amount =
    cmd.commitmentAmount && cmd.commitmentAmount !== '0'
      ? cmd.commitmentAmount
      : current.commitmentAmount;
  if (!AMOUNT.test(amount))
    throw invalid('liquidity_provision_amendment.commitment_amount: is not a valid value');
  const fee = cmd.fee || current.fee;
  checkFee(ctx, fee);
  const buys = cmd.buys.length ? cmd.buys : current.buys.map((r) => r.liquidityOrder);
  const sells = cmd.sells.length ? cmd.sells : current.sells.map((r) => r.liquidityOrder);
  checkShape(ctx, buys, sells);
  const next = BigInt(amount);
  if (next < minimumCommitment(ctx, market))
    throw failed('commitment amendment rejected, the commitment would fall below the minimum');
  const previous = BigInt(current.commitmentAmount);
  const collateral = ctx.state.collateral;
  const asset = market.settlementAsset;
  const moved =
    next > previous
      ? collateral.bond(ctx.submitter, market.id, asset, next - previous)
      : next < previous
        ? releaseUpTo(ctx, market, previous - next)
        : { ok: true as const };
  if (!moved.ok) throw failed('commitment amendment rejected, not enough funds to cover the bond');
  setStake(ctx.state.governance.liquidity, market.id, current.id, next);
  record(ctx, {
    ...current,
    commitmentAmount: amount,
    fee,
    buys: refs(buys),
    sells: refs(sells),
    updatedAt: ctx.now.toString(),
    version: (BigInt(current.version) + 1n).toString(),
    reference: cmd.reference || current.reference,
  });
}

/** `liquidityProvisionCancellation`: the whole bond returns to general; CANCELLED. */
export function cancelLiquidityProvision(
  ctx: TxContext,
  cmd: LiquidityProvisionCancellation,
): void {
  const market = tradableMarket(ctx, cmd.marketId);
  const book = ctx.state.governance.liquidity;
  const current = book.get(market.id, ctx.submitter);
  if (!current) throw failed('liquidity provision does not exist for this party and market');
  // Everything left in the bond (mark-to-market losses may have drawn on it) goes back.
  const held = ctx.state.collateral.balance(bond(ctx.submitter, market.id, market.settlementAsset));
  if (held > 0n)
    ctx.state.collateral.releaseBond(ctx.submitter, market.id, market.settlementAsset, held);
  setStake(book, market.id, current.id, 0n);
  book.remove(current);
  ctx.out.governance.liquidityProvisions.set(current.id, {
    ...current,
    status: 'STATUS_CANCELLED',
    updatedAt: ctx.now.toString(),
  });
}
