/**
 * Shortens a long identifier to its head and tail joined by "…": "a1b2c3…e5f6".
 * Strings that would not get shorter are returned unchanged, so a "…" always means
 * characters were hidden. Counts code points, not UTF-16 units, so it never splits a pair.
 */
export function truncateMiddle(id: string, head = 6, tail = 4): string {
  const chars = Array.from(id);
  const h = Math.max(0, Math.floor(head) || 0);
  const t = Math.max(0, Math.floor(tail) || 0);
  if (chars.length <= h + t + 1) return id;
  return `${chars.slice(0, h).join('')}…${t > 0 ? chars.slice(-t).join('') : ''}`;
}
