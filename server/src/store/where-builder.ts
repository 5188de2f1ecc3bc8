import type { DateRange } from './date-range.ts';

/**
 * Collects the WHERE conditions and positional parameters of one query, so store functions
 * can add optional filters without counting `$n` by hand. Values always travel as parameters.
 */
export class WhereBuilder {
  readonly where: string[] = [];
  readonly params: unknown[] = [];

  /** Adds a parameter and returns its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** `sql = value`, skipped when value is undefined. */
  equals(sql: string, value: unknown): this {
    if (value !== undefined) this.where.push(`${sql} = ${this.param(value)}`);
    return this;
  }

  /**
   * `sql IN (…)`, skipped when the list is empty (an empty filter list means "no filter", as
   * in the reference). Several expressions are ORed: a party is the buyer or the seller.
   */
  anyOf(sqls: string | string[], values: readonly unknown[]): this {
    if (values.length === 0) return this;
    const list = values.map((v) => this.param(v)).join(', ');
    const terms = (Array.isArray(sqls) ? sqls : [sqls]).map((sql) => `${sql} IN (${list})`);
    this.where.push(terms.length === 1 ? `${terms.join('')}` : `(${terms.join(' OR ')})`);
    return this;
  }

  /** Start inclusive, end exclusive (reference §0.3: `>= start`, `< end`). */
  range(sql: string, range: DateRange): this {
    if (range.start !== undefined) this.where.push(`${sql} >= ${this.param(range.start)}`);
    if (range.end !== undefined) this.where.push(`${sql} < ${this.param(range.end)}`);
    return this;
  }

  /** A fixed condition without parameters. */
  add(condition: string): this {
    this.where.push(condition);
    return this;
  }
}
