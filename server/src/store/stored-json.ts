/**
 * A record served as the chain wrote it: the JSON text of a `record` column, kept as text so an
 * answer splices it in (http/splice-json.ts) instead of parsing it and stringifying it again —
 * on a cache-hostile read those two were the largest part of a request's own CPU after the
 * socket writes. `T` is the contract type the text holds; `value()` parses it for code that
 * needs the fields.
 */
export class StoredJson<T> {
  /** Phantom: ties the text to the contract type it holds. */
  declare private readonly type: T;

  constructor(readonly text: string) {}

  value(): T {
    return JSON.parse(this.text) as T;
  }
}

/** The row's `record` column as it was written (the chain stores REST records). */
export const storedRecord = <T>(row: { record: string }) => new StoredJson<T>(row.record);
