// CPU seconds of groups of processes over a window, from /proc (Linux): how a scaled run's
// work splits between the API processes, the chain process, PostgreSQL and the load generator.
import { readdirSync, readFileSync } from 'node:fs';

/** /proc's unit for utime and stime (USER_HZ; 100 on Linux everywhere this runs). */
const TICKS_PER_SECOND = 100;

interface Proc {
  ppid: number;
  comm: string;
  /** utime + stime, ticks. */
  ticks: number;
}

function processes(): Map<number, Proc> {
  const table = new Map<number, Proc>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    table.set(Number(name), {
      comm: stat.slice(stat.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
    });
  }
  return table;
}

/** A process and every process below it. */
export const treeOf =
  (root: number) =>
  (pid: number, table: Map<number, Proc>): boolean => {
    for (let at: number | undefined = pid; at && at > 1; at = table.get(at)?.ppid)
      if (at === root) return true;
    return false;
  };

/** Processes named `comm` (e.g. every PostgreSQL backend and helper). */
export const named =
  (comm: string) =>
  (pid: number, table: Map<number, Proc>): boolean =>
    table.get(pid)?.comm === comm;

export type Member = (pid: number, table: Map<number, Proc>) => boolean;

/**
 * Starts a window; the returned function ends it with each group's CPU seconds in it. A process
 * counts in the first group it belongs to; one that started or ended inside the window counts
 * for what was seen of it.
 */
export function cpuWindow(groups: Record<string, Member>): () => Record<string, number> {
  const before = processes();
  return () => {
    const after = processes();
    const seconds: Record<string, number> = Object.fromEntries(
      Object.keys(groups).map((g) => [g, 0]),
    );
    for (const [pid, proc] of after) {
      const group = Object.keys(groups).find((g) => groups[g]!(pid, after));
      if (!group) continue;
      seconds[group]! += (proc.ticks - (before.get(pid)?.ticks ?? 0)) / TICKS_PER_SECOND;
    }
    return seconds;
  };
}
