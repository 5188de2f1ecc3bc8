/**
 * Loaded into a server the API bench starts (`node --import tsx --import
 * ./server/bench/tail-trace-preload.ts server/src/server.ts`): on each SIGUSR2 writes what it
 * traced (tail-trace.ts) since the last one to TAIL_TRACE_FILE (JSON) and starts over; the first
 * starts the trace (nothing runs before it, so the runs before cost nothing). The bench sends
 * one before the run it attributes and one after it. With CPU_PROFILE_FILE, SIGPWR starts a CPU
 * profile of the process and the next SIGPWR writes it there (cpu-profile.ts).
 */
import { writeFileSync } from 'node:fs';
import { profileThisProcess } from './cpu-profile.ts';
import { startTailTrace } from './tail-trace.ts';

const file = process.env.TAIL_TRACE_FILE;
if (!file) throw new Error('tail-trace-preload: set TAIL_TRACE_FILE');
let trace: ReturnType<typeof startTailTrace> | undefined;
process.on('SIGUSR2', () => {
  trace ??= startTailTrace();
  writeFileSync(file, JSON.stringify(trace.read()));
  trace.reset();
});
const profileFile = process.env.CPU_PROFILE_FILE;
let stopProfile: (() => Promise<void>) | undefined;
process.on('SIGPWR', () => {
  if (!profileFile) return;
  if (stopProfile) {
    void stopProfile();
    stopProfile = undefined;
  } else void profileThisProcess(profileFile).then((stop) => (stopProfile = stop));
});
