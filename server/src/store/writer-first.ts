/**
 * One operation at a time, the writer's before any reader's. PGlite runs one statement at a time
 * behind a first-come mutex, so a block's commit asked for while 50 readers' queries are queued
 * waited for all of them (its block time grew with the read load). Queued here instead, with
 * only the running operation inside PGlite, the commit waits for that one query at most.
 */
export class WriterFirst {
  private busy = false;
  private readonly writers: (() => void)[] = [];
  private readonly readers: (() => void)[] = [];

  async run<T>(writer: boolean, fn: () => Promise<T>): Promise<T> {
    if (this.busy) await new Promise<void>((go) => (writer ? this.writers : this.readers).push(go));
    else this.busy = true;
    try {
      return await fn();
    } finally {
      // Handed on without letting go, so nothing can slip in between.
      const next = this.writers.shift() ?? this.readers.shift();
      if (next) next();
      else this.busy = false;
    }
  }
}
