import type { Database } from '../../src/store/database.ts';

/**
 * Wraps a database's `query` (the edge between the routes and the store) to count what each
 * request costs and, when asked, to hold one query back so a commit can happen while it is in
 * progress. The response cache tests tell a stored answer from a computed one this way.
 */
export interface QueryProbe {
  /** Queries issued through `db.query` so far. */
  readonly count: number;
  /** Holds the next query until `release()`; `reached` resolves once it has been issued. */
  holdNext(): { reached: Promise<void>; release: () => void };
}

export function probeQueries(db: Database): QueryProbe {
  const original = db.query.bind(db);
  let count = 0;
  let hold: { reached: () => void; released: Promise<void> } | undefined;
  db.query = (async (sql: string, params?: readonly unknown[]) => {
    count++;
    const held = hold;
    hold = undefined;
    if (held) {
      held.reached();
      await held.released;
    }
    return original(sql, params);
  }) as Database['query'];
  return {
    get count() {
      return count;
    },
    holdNext() {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((r) => (reached = r));
      const released = new Promise<void>((r) => (release = r));
      hold = { reached, released };
      return { reached: reachedPromise, release };
    },
  };
}
