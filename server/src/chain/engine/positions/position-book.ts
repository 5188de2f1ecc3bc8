import type { EnumName } from '#contract/define-enum.ts';
import type { PositionStatus } from '#contract/enums.ts';
import type { Position } from '#contract/position.ts';

export type PositionStatusName = EnumName<typeof PositionStatus>;

/** One party's position in one market; prices in market units, sizes in position units. */
export interface PositionState {
  readonly partyId: string;
  openVolume: bigint;
  /** Volume-weighted entry price of the open volume (0 when flat). */
  averageEntryPrice: bigint;
  /** Realised PnL in asset units × 10^positionDecimals (kept exact; divided when reported). */
  realisedPnlScaled: bigint;
  updatedAt: bigint;
  /** Wins not paid because of loss socialisation, asset units, accumulated (≥ 0). */
  lossSocialisation: bigint;
  /** Set by a close-out (ORDERS_CLOSED, CLOSED_OUT); UNSPECIFIED otherwise. */
  status: PositionStatusName;
}

const abs = (n: bigint) => (n < 0n ? -n : n);
const sign = (n: bigint) => (n < 0n ? -1n : n > 0n ? 1n : 0n);

/**
 * Positions of one market. A fill that increases the position moves the average entry price;
 * a fill that reduces it realises (price − entry) × closed volume; a fill that flips it does
 * both (close the old side, open the new one at the fill price).
 */
export class PositionBook {
  private readonly byParty = new Map<string, PositionState>();
  /** Parties whose position changed since the last drain (for records and margin). */
  private readonly changed = new Set<string>();

  constructor(
    readonly marketId: string,
    /** Asset units per (price unit × position unit), times 10^positionDecimals. */
    private readonly priceFactor: bigint,
    private readonly positionDecimals: number,
  ) {}

  get(partyId: string): PositionState | undefined {
    return this.byParty.get(partyId);
  }

  openVolume(partyId: string): bigint {
    return this.byParty.get(partyId)?.openVolume ?? 0n;
  }

  all(): IterableIterator<PositionState> {
    return this.byParty.values();
  }

  /** Applies a fill of `size` (signed: + bought, − sold) at `price`. */
  applyFill(partyId: string, size: bigint, price: bigint, now: bigint): void {
    let p = this.byParty.get(partyId);
    if (!p) {
      p = {
        partyId,
        openVolume: 0n,
        averageEntryPrice: 0n,
        realisedPnlScaled: 0n,
        updatedAt: now,
        lossSocialisation: 0n,
        status: 'POSITION_STATUS_UNSPECIFIED',
      };
      this.byParty.set(partyId, p);
    }
    const before = p.openVolume;
    const after = before + size;
    if (before === 0n || sign(before) === sign(size)) {
      // Growing (or opening): new average entry, weighted by volume.
      p.averageEntryPrice = (p.averageEntryPrice * abs(before) + price * abs(size)) / abs(after);
    } else {
      const closed = abs(size) < abs(before) ? abs(size) : abs(before);
      p.realisedPnlScaled +=
        (price - p.averageEntryPrice) * closed * sign(before) * this.priceFactor;
      if (after === 0n) p.averageEntryPrice = 0n;
      else if (sign(after) !== sign(before)) p.averageEntryPrice = price;
    }
    p.openVolume = after;
    p.updatedAt = now;
    // A close-out status describes the last close-out; trading again starts a new story.
    p.status = 'POSITION_STATUS_UNSPECIFIED';
    this.changed.add(partyId);
  }

  /**
   * Mark-to-market revalues every open position (the real network publishes them all at each
   * mark), so each one is reported again with its unrealised PnL at the new mark.
   */
  markOpenPositions(now: bigint): void {
    for (const p of this.byParty.values()) {
      if (p.openVolume === 0n) continue;
      p.updatedAt = now;
      this.changed.add(p.partyId);
    }
  }

  /** Adds a win withheld by loss socialisation (asset units) to the party's position. */
  addLossSocialisation(partyId: string, amount: bigint, now: bigint): void {
    const p = this.byParty.get(partyId);
    if (!p || amount === 0n) return;
    p.lossSocialisation += amount;
    p.updatedAt = now;
    this.changed.add(partyId);
  }

  /** Sets the close-out status shown on the position record. */
  setStatus(partyId: string, status: PositionStatusName, now: bigint): void {
    const p = this.byParty.get(partyId);
    if (!p) return;
    p.status = status;
    p.updatedAt = now;
    this.changed.add(partyId);
  }

  drainChanged(): PositionState[] {
    const out = [...this.changed].map((id) => this.byParty.get(id)!);
    this.changed.clear();
    return out;
  }

  /** The API's Position record, unrealised PnL taken at `markPrice`. */
  toRecord(p: PositionState, markPrice: bigint): Position {
    const divisor = 10n ** BigInt(Math.max(0, this.positionDecimals));
    const unrealisedScaled =
      p.openVolume === 0n
        ? 0n
        : (markPrice - p.averageEntryPrice) * p.openVolume * this.priceFactor;
    return {
      marketId: this.marketId,
      partyId: p.partyId,
      openVolume: p.openVolume.toString(),
      realisedPnl: (p.realisedPnlScaled / divisor).toString(),
      unrealisedPnl: (unrealisedScaled / divisor).toString(),
      averageEntryPrice: p.averageEntryPrice.toString(),
      updatedAt: p.updatedAt.toString(),
      lossSocialisationAmount: p.lossSocialisation.toString(),
      positionStatus: p.status,
    };
  }
}
