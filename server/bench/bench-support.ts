/** Small helpers shared by the benchmark scripts (not used by the product). */

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

/** Prints rows as a Markdown table, ready to paste into the README. */
export function printTable(title: string, rows: readonly (readonly string[])[]): void {
  console.log(`\n### ${title}\n`);
  const [head, ...body] =
    rows.length > 0 && rows[0]!.length > 2 ? rows : [['measure', 'value'], ...rows];
  console.log(`| ${head!.join(' | ')} |`);
  console.log(`| ${head!.map(() => '---').join(' | ')} |`);
  for (const row of body) console.log(`| ${row.join(' | ')} |`);
}
