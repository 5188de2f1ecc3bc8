/** Figures and Markdown tables for the UI benchmark (printed ready for the README). */

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile (p in 0..100); NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

export const max = (values: readonly number[]) =>
  values.length === 0 ? Number.NaN : Math.max(...values);

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
export const seconds = (value: number) =>
  Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '–';

/** "✅ met" / "❌ over" against a budget, for the tables' last column. */
export const verdict = (ok: boolean) => (ok ? 'met' : '**over**');

/** Prints a Markdown table with a title; every row as many cells as the head. */
export function printTable(
  title: string,
  head: readonly string[],
  rows: readonly (readonly string[])[],
) {
  const lines = [
    `\n#### ${title}\n`,
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
  console.log(lines.join('\n'));
}

/** Progress lines go to stderr so stdout holds only the tables. */
export const log = (message: string) => console.error(`[bench:ui] ${message}`);
