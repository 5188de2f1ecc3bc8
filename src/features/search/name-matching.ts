/** Client-side matching of a text query against market, asset and validator names. */

export type NameKind = 'asset' | 'market' | 'validator';

export interface NameEntry {
  kind: NameKind;
  id: string;
  /** Shown first: asset symbol, market code, validator name. */
  title: string;
  /** Shown beside it: asset name, market name. */
  subtitle: string;
  /** Searched, most significant first (a hit on an earlier term ranks higher). */
  terms: readonly string[];
}

export interface NameMatch {
  entry: NameEntry;
  /** 0 exact, 1 prefix, 2 start of a word, 3 anywhere. */
  quality: number;
}

export const SUGGESTION_LIMIT = 8;

const KIND_ORDER: Record<NameKind, number> = { asset: 0, market: 1, validator: 2 };

export function normaliseQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** How well one term matches an already normalised query; undefined = not at all. */
export function matchQuality(term: string, query: string): number | undefined {
  const t = term.toLowerCase();
  if (query === '' || !t.includes(query)) return undefined;
  if (t === query) return 0;
  if (t.startsWith(query)) return 1;
  for (let i = t.indexOf(query); i !== -1; i = t.indexOf(query, i + 1)) {
    if (!isWordChar(t[i - 1])) return 2;
  }
  return 3;
}

/**
 * Entries matching `text` case-insensitively, best first: by match quality, then by which term
 * matched (symbol/code before the longer name), then assets, markets, validators, then title.
 */
export function rankNames(
  text: string,
  entries: readonly NameEntry[],
  limit = Number.POSITIVE_INFINITY,
): NameMatch[] {
  const query = normaliseQuery(text);
  if (query === '') return [];
  const scored: { match: NameMatch; termIndex: number }[] = [];
  for (const entry of entries) {
    let best: { quality: number; termIndex: number } | undefined;
    entry.terms.forEach((term, termIndex) => {
      const quality = matchQuality(term, query);
      if (quality !== undefined && (best === undefined || quality < best.quality)) {
        best = { quality, termIndex };
      }
    });
    if (best) scored.push({ match: { entry, quality: best.quality }, termIndex: best.termIndex });
  }
  scored.sort(
    (a, b) =>
      a.match.quality - b.match.quality ||
      a.termIndex - b.termIndex ||
      KIND_ORDER[a.match.entry.kind] - KIND_ORDER[b.match.entry.kind] ||
      a.match.entry.title.localeCompare(b.match.entry.title),
  );
  return scored.slice(0, limit).map((s) => s.match);
}

/**
 * Where a submitted text search can go straight away: the only exact match ("USDC" opens the
 * asset even though markets settle in USDC), or the only match at all when every list was
 * searched (`complete`). Undefined = show the list.
 */
export function singleDestination(
  matches: readonly NameMatch[],
  complete = true,
): NameEntry | undefined {
  const exact = matches.filter((m) => m.quality === 0);
  if (exact.length === 1) return exact[0]?.entry;
  if (complete && exact.length === 0 && matches.length === 1) return matches[0]?.entry;
  return undefined;
}
