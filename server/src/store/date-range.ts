/** Unix-nanosecond bounds as decimal strings: start inclusive, end exclusive (reference §0.3). */
export interface DateRange {
  start?: string | undefined;
  end?: string | undefined;
}

/** SQL conditions on `column` for the range, with its parameters appended to `params`. */
export function dateRangeWhere(column: string, range: DateRange, params: unknown[]): string[] {
  const where: string[] = [];
  if (range.start !== undefined) {
    params.push(range.start);
    where.push(`${column} >= $${params.length}`);
  }
  if (range.end !== undefined) {
    params.push(range.end);
    where.push(`${column} < $${params.length}`);
  }
  return where;
}
