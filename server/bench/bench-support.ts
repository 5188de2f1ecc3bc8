/** Small helpers shared by the benchmark scripts (not used by the product). */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Largest value (Math.max(...values) overflows the stack on long lists). */
export const maxOf = (values: readonly number[]) =>
  values.reduce((max, v) => (v > max ? v : max), Number.NEGATIVE_INFINITY);

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

/** Wall-clock milliseconds with sub-ms precision, comparable between processes. */
export const wallMs = () => performance.timeOrigin + performance.now();

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `1234567` → `1,234,567`; fractions with `digits` places. */
export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * A helper script of this folder in its own process (the same loader as this one: tsx), spoken
 * to over IPC: `ask` sends one message and resolves with the child's next one.
 */
export class ChildProcess<Request, Reply> {
  private readonly child: ReturnType<typeof fork>;
  private waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | undefined;

  constructor(file: string) {
    this.child = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (reply) => this.settle()?.resolve(reply as Reply));
    this.child.on('exit', (code) =>
      this.settle()?.reject(new Error(`bench child ${file} exited (${String(code)})`)),
    );
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  ask(request: Request): Promise<Reply> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.child.send(request as object);
    });
  }

  stop(): void {
    if (this.child.exitCode === null) this.child.kill();
  }

  private settle() {
    const waiting = this.waiting;
    this.waiting = undefined;
    return waiting;
  }
}
