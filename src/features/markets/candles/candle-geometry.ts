import type { Candle } from '#contract/candle.ts';

export const CANDLES_W = 720;
export const CANDLES_H = 300;
const PRICE_TOP = 10;
const PRICE_BOTTOM = 220;
const VOLUME_TOP = 232;
const VOLUME_BOTTOM = 290;
/** Widest slot per candle, so a handful of candles do not become slabs. */
const MAX_SLOT = 24;

export interface CandleShape {
  candle: Candle;
  x: number;
  width: number;
  /** close ≥ open: drawn hollow (up), else filled (down) — shape, not only colour. */
  up: boolean;
  bodyY: number;
  bodyH: number;
  wickX: number;
  wickTop: number;
  wickBottom: number;
  volumeY: number;
  volumeH: number;
}

export interface CandlesGeometry {
  shapes: CandleShape[];
  low: bigint;
  high: bigint;
  maxVolume: bigint;
  priceBottom: number;
  volumeTop: number;
}

/** Lays candles (oldest first) out right-aligned, newest at the right edge. */
export function candlesGeometry(candles: readonly Candle[]): CandlesGeometry | undefined {
  if (candles.length === 0) return undefined;
  const lows = candles.map((c) => BigInt(c.low));
  const highs = candles.map((c) => BigInt(c.high));
  const low = lows.reduce((a, b) => (b < a ? b : a));
  const high = highs.reduce((a, b) => (b > a ? b : a));
  const maxVolume = candles.map((c) => BigInt(c.volume)).reduce((a, b) => (b > a ? b : a));
  const span = Number(high - low) || 1;
  const y = (p: string) =>
    round(PRICE_BOTTOM - (Number(BigInt(p) - low) / span) * (PRICE_BOTTOM - PRICE_TOP));
  const slot = Math.min(MAX_SLOT, CANDLES_W / candles.length);
  const width = round(Math.max(1, slot * 0.7));
  const shapes = candles.map((candle, i): CandleShape => {
    const x = round(CANDLES_W - (candles.length - i) * slot + (slot - width) / 2);
    const up = BigInt(candle.close) >= BigInt(candle.open);
    const top = y(up ? candle.close : candle.open);
    const bottom = y(up ? candle.open : candle.close);
    const volumeH =
      maxVolume > 0n
        ? round((Number(BigInt(candle.volume)) / Number(maxVolume)) * (VOLUME_BOTTOM - VOLUME_TOP))
        : 0;
    return {
      candle,
      x,
      width,
      up,
      bodyY: top,
      bodyH: Math.max(1, round(bottom - top)),
      wickX: round(x + width / 2),
      wickTop: y(candle.high),
      wickBottom: y(candle.low),
      volumeY: round(VOLUME_BOTTOM - volumeH),
      volumeH,
    };
  });
  return { shapes, low, high, maxVolume, priceBottom: PRICE_BOTTOM, volumeTop: VOLUME_TOP };
}

const round = (n: number) => Math.round(n * 10) / 10;
