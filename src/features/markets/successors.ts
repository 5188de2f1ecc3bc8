import type { Market } from '#contract/market.ts';

/** The metadata tag a successor names its parent with (v0.71 has no successor field). */
const PARENT_TAG = 'parent:';

/** A market that never opened: declined by its vote, or cancelled in its opening auction. */
const NEVER_OPENED = new Set(['STATE_REJECTED', 'STATE_CANCELLED']);

const opened = (m: Market) => !NEVER_OPENED.has(m.state);

/** Whether `candidate` is the better successor: one that opened (or may), else the newer. */
function better(candidate: Market, chosen: Market): boolean {
  if (opened(candidate) !== opened(chosen)) return opened(candidate);
  return BigInt(candidate.marketTimestamps.proposed) > BigInt(chosen.marketTimestamps.proposed);
}

/**
 * Each market's successor, by the parent's id: the market whose metadata names it
 * (`parent:<id>`). A market can have more than one (a successor declined, then another
 * proposed): the one that opened or is on its way is chosen, else the newest.
 */
export function successorsByParent(markets: readonly Market[]): Map<string, Market> {
  const byParent = new Map<string, Market>();
  for (const market of markets) {
    for (const tag of market.tradableInstrument.instrument.metadata.tags) {
      if (!tag.startsWith(PARENT_TAG)) continue;
      const parent = tag.slice(PARENT_TAG.length);
      const chosen = byParent.get(parent);
      if (!chosen || better(market, chosen)) byParent.set(parent, market);
    }
  }
  return byParent;
}
