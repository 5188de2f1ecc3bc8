import type { Queryable } from '../store/database.ts';
import { countMarketsTrading } from '../store/markets.ts';

/**
 * /health's `marketsTrading`: how many markets trade continuously as the newest committed block
 * left them. Read from the store at most once per block, whatever the rate of health checks;
 * undefined before the first block and when the store does not answer (the field is left out).
 */
export function marketsTradingGauge(
  db: Queryable,
  head: () => string | undefined,
): () => Promise<number | undefined> {
  let read: { height: string; count: Promise<number | undefined> } | undefined;
  return () => {
    const height = head();
    if (height === undefined) return Promise.resolve(undefined);
    if (read?.height !== height)
      read = { height, count: countMarketsTrading(db).catch(() => undefined) };
    return read.count;
  };
}
