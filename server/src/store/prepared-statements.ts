/**
 * Names for PostgreSQL prepared statements. A named statement is parsed once per connection
 * and, after a few runs, planned once (PostgreSQL's plan cache): a list page's SELECT then
 * costs the server only its execution — 20 % less of PostgreSQL's CPU per cache-hostile request
 * (docs/benchmarks.md). The generic plans are checked to be ordered index walks like
 * the custom ones (server/test/store/query-plans.test.ts).
 *
 * Each backend keeps every statement its connection prepared until the connection closes, and
 * the number of distinct texts grows with the filters a client combines (`IN ($1, …, $n)`), so
 * only the first MAX_PREPARED distinct texts get a name; later texts run unnamed.
 */
export const MAX_PREPARED = 256;

/** The longest text worth keeping: longer ones are rare filter combinations. */
const MAX_TEXT = 4_000;

const names = new Map<string, string>();

/** The name to prepare `sql` under, or undefined to run it unnamed. */
export function statementName(sql: string, params: readonly unknown[] | undefined) {
  if (!params?.length || sql.length > MAX_TEXT || !/^\s*\(?\s*(SELECT|WITH)\b/i.test(sql))
    return undefined;
  const known = names.get(sql);
  if (known !== undefined || names.size >= MAX_PREPARED) return known;
  const name = `tne_${names.size}`;
  names.set(sql, name);
  return name;
}
