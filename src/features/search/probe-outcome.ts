/** What the parallel id lookups add up to. */

export type ProbeState =
  | { status: 'pending' }
  | { status: 'hit' }
  | { status: 'miss' }
  | { status: 'failed'; message: string };

export interface ProbeReport<K extends string> {
  kind: K;
  state: ProbeState;
}

export interface ProbeFailure<K extends string> {
  kind: K;
  message: string;
}

export type IdOutcome<K extends string> =
  /** Some lookups have not answered yet. */
  | { type: 'checking'; done: number; total: number }
  /** Exactly one record has the id and every lookup answered: open it. */
  | { type: 'found'; kind: K }
  /** Several records, or one while some lookups failed: let the user choose. */
  | { type: 'choices'; hits: K[]; failed: ProbeFailure<K>[] }
  /** No record among those that answered. */
  | { type: 'none'; checked: K[]; failed: ProbeFailure<K>[] };

export function idOutcome<K extends string>(reports: readonly ProbeReport<K>[]): IdOutcome<K> {
  const pending = reports.filter((r) => r.state.status === 'pending').length;
  if (pending > 0)
    return { type: 'checking', done: reports.length - pending, total: reports.length };
  const hits = reports.filter((r) => r.state.status === 'hit').map((r) => r.kind);
  const failed = reports.flatMap((r) =>
    r.state.status === 'failed' ? [{ kind: r.kind, message: r.state.message }] : [],
  );
  const [only] = hits;
  if (hits.length === 1 && failed.length === 0 && only !== undefined) {
    return { type: 'found', kind: only };
  }
  if (hits.length > 0) return { type: 'choices', hits, failed };
  const checked = reports.filter((r) => r.state.status === 'miss').map((r) => r.kind);
  return { type: 'none', checked, failed };
}

/** "a", "a or b", "a, b or c". */
export function listWords(words: readonly string[], conjunction = 'or'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}
