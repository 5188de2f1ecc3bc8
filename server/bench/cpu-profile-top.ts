/**
 * The top frames of a V8 CPU profile (`.cpuprofile`, from `node --cpu-prof` or the bench's
 * BENCH_CPU_PROFILE): self time by function, and total time (self and what it called) of the
 * frames of interest. `npx tsx server/bench/cpu-profile-top.ts <file> [count]`.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/(server|contract)\//, '$1/');

export function topFrames(profile: Profile, count: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const micros = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    micros.set(id, (micros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const label = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const [id, us] of micros) {
    const node = byId.get(id)!;
    self.set(label(node), (self.get(label(node)) ?? 0) + us);
    // Each frame on the stack once (recursion counted once).
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + us);
    }
  }
  const all = [...micros.values()].reduce((a, b) => a + b, 0);
  const rank = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => ({ name, ms: us / 1000, share: (100 * us) / all }));
  return { totalMs: all / 1000, self: rank(self), total: rank(total) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, count = '25'] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile> [count]');
  const top = topFrames(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(count));
  console.log(`profile: ${top.totalMs.toFixed(0)} ms sampled\n\nself time:`);
  for (const f of top.self)
    console.log(
      `${f.share.toFixed(1).padStart(5)} %  ${f.ms.toFixed(0).padStart(7)} ms  ${f.name}`,
    );
  console.log('\ntotal time (self and callees):');
  for (const f of top.total)
    console.log(
      `${f.share.toFixed(1).padStart(5)} %  ${f.ms.toFixed(0).padStart(7)} ms  ${f.name}`,
    );
}
