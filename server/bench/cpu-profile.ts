/**
 * A CPU profile of this process over a stretch of a bench (the inspector's profiler, as
 * `node --cpu-prof` records it, but only between start and stop): `profileThisProcess(file)`
 * starts it and returns the stop, which writes `file` (cpu-profile-top.ts reads it).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export async function profileThisProcess(file: string): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // 1 ms, as --cpu-prof-interval's default.
  await session.post('Profiler.setSamplingInterval', { interval: 1000 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    console.log(`CPU profile written to ${file}`);
  };
}
