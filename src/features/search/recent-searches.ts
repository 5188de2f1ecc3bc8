/** The recent-searches list: most recent first, no repeats (ignoring case), at most 8. */

export const RECENT_LIMIT = 8;
const MAX_QUERY_LENGTH = 200;

export function addRecent(list: readonly string[], query: string): string[] {
  const q = query.trim();
  if (q === '' || q.length > MAX_QUERY_LENGTH) return [...list];
  const key = q.toLowerCase();
  return [q, ...list.filter((item) => item.toLowerCase() !== key)].slice(0, RECENT_LIMIT);
}

export function removeRecent(list: readonly string[], query: string): string[] {
  const key = query.trim().toLowerCase();
  return list.filter((item) => item.toLowerCase() !== key);
}

/** Reads what localStorage held; anything malformed is dropped rather than trusted. */
export function parseRecent(raw: string | null): string[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string')
    .reduceRight<string[]>((list, item) => addRecent(list, item), []);
}
