// Mark-to-market settlement (D7): losers pay into the market's settlement account, winners are
// paid out of it, and it ends every run at 0.
//
//   pnl(party)  = Σ openVolume × (markPrice − lastMarkPrice) × priceFactor / 10^positionDecimals
//   loss due    = ⌈|pnl|⌉ (MTM_LOSS, taken from margin → general → bond, then the market's
//                 insurance pool covers what the losers could not pay)
//   win due     = ⌊pnl⌋
// If less was collected than the winners are due, the pot is shared pro rata to the wins (loss
// socialisation; exact, leftover units to the largest remainders). If more was collected (the
// rounding of losses up), the excess goes to the insurance pool as CLEAR_ACCOUNT.
import { bond, general, insurance, margin, settlement } from './accounts.ts';
import type { AccountRef } from './accounts.ts';
import { ceilDiv, positionFactor, proRata } from './decimal.ts';
import type { MarketScale } from './decimal.ts';
import type { LedgerContext } from './ledger.ts';
import type { TransferTypeName } from './ledger-types.ts';

/** The party that takes over and trades out closed-out positions. */
export const NETWORK_PARTY = 'network';

/**
 * A party's volume marked from `lastMarkPrice`. A party may appear several times, e.g. its
 * position at the previous mark price plus each trade since then at the trade's price.
 */
export interface MtmPosition {
  readonly party: string;
  readonly openVolume: bigint;
  readonly lastMarkPrice: bigint;
}

export interface MtmInput {
  readonly market: string;
  readonly asset: string;
  readonly positions: readonly MtmPosition[];
  readonly markPrice: bigint;
  readonly scale: MarketScale;
  /** Final settlement moves the same money as LOSS / WIN (D7); mark-to-market as MTM_*. */
  readonly final?: boolean;
}

export interface MtmPartyResult {
  readonly party: string;
  /** Signed amount due: > 0 win, < 0 loss. */
  readonly due: bigint;
  /** Signed amount that actually moved (received > 0, paid < 0). */
  readonly settled: bigint;
  /** Part of a win not paid because of loss socialisation (≥ 0). */
  readonly lossSocialisation: bigint;
}

export interface MtmResult {
  /** Parties with a non-zero due amount: losers, then winners, each in first-seen order. */
  readonly parties: readonly MtmPartyResult[];
  /** Paid by the insurance pool for losers who could not pay. */
  readonly insuranceUsed: bigint;
  /** Losses no one could pay (spread over the winners). */
  readonly unpaidLosses: bigint;
}

export function markToMarket(ctx: LedgerContext, input: MtmInput): MtmResult {
  const { market, asset } = input;
  const div = positionFactor(input.scale);
  const pf = input.scale.priceFactor ?? 1n;
  const raw = new Map<string, bigint>();
  for (const p of input.positions) {
    const delta = p.openVolume * (input.markPrice - p.lastMarkPrice) * pf;
    raw.set(p.party, (raw.get(p.party) ?? 0n) + delta);
  }
  const losers: { party: string; due: bigint }[] = [];
  const winners: { party: string; due: bigint }[] = [];
  for (const [party, r] of raw) {
    if (r < 0n) losers.push({ party, due: ceilDiv(-r, div) });
    else if (r / div > 0n) winners.push({ party, due: r / div });
  }
  const types = input.final
    ? ({ loss: 'TRANSFER_TYPE_LOSS', win: 'TRANSFER_TYPE_WIN' } as const)
    : ({ loss: 'TRANSFER_TYPE_MTM_LOSS', win: 'TRANSFER_TYPE_MTM_WIN' } as const);
  return ctx.ledger.movement(() => settle(ctx, market, asset, losers, winners, types));
}

function settle(
  ctx: LedgerContext,
  market: string,
  asset: string,
  losers: readonly { party: string; due: bigint }[],
  winners: readonly { party: string; due: bigint }[],
  types: { loss: TransferTypeName; win: TransferTypeName },
): MtmResult {
  const { ledger, now } = ctx;
  const settle = settlement(market, asset);
  const results: MtmPartyResult[] = [];
  let pot = 0n;
  let unpaid = 0n;
  for (const { party, due } of losers) {
    let paid = 0n;
    // The network (holding a closed-out position) has no accounts: its losses are unpaid here and
    // fall on the insurance pool below, then on the winners (loss socialisation).
    const sources: AccountRef[] =
      party === NETWORK_PARTY
        ? []
        : [margin(party, market, asset), general(party, asset), bond(party, market, asset)];
    for (const src of sources) {
      if (paid === due) break;
      paid += ledger.transferUpTo(src, settle, due - paid, types.loss, now);
    }
    pot += paid;
    unpaid += due - paid;
    results.push({ party, due: -due, settled: -paid, lossSocialisation: 0n });
  }
  const insuranceUsed = ledger.transferUpTo(
    insurance(market, asset),
    settle,
    unpaid,
    types.loss,
    now,
  );
  pot += insuranceUsed;

  const owed = winners.reduce((a, w) => a + w.due, 0n);
  const paid =
    owed <= pot
      ? winners.map((w) => w.due)
      : proRata(
          pot,
          winners.map((w) => w.due),
        );
  winners.forEach(({ party, due }, i) => {
    const amount = paid[i] ?? 0n;
    // What the network wins on a closed-out position goes to the insurance pool.
    const to = party === NETWORK_PARTY ? insurance(market, asset) : margin(party, market, asset);
    ledger.transfer(settle, to, amount, types.win, now);
    results.push({ party, due, settled: amount, lossSocialisation: due - amount });
  });
  const leftover = owed < pot ? pot - owed : 0n;
  ledger.transfer(settle, insurance(market, asset), leftover, 'TRANSFER_TYPE_CLEAR_ACCOUNT', now);
  return { parties: results, insuranceUsed, unpaidLosses: unpaid - insuranceUsed };
}
