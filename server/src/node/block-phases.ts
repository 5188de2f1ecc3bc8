import { channel } from 'node:diagnostics_channel';

/**
 * What a block does to the process it runs in, phase by phase, on the diagnostics channel
 * `tne:block-phase`: a slice of its execution (each holds the thread), its commit (statements
 * built, then the database's transaction), its publishing to the streams (cache invalidation,
 * payload, fan-out), a housekeeping step, and the history worker's run. A tool that attributes
 * slow answers (server/bench/tail-trace.ts) subscribes; with no subscriber nothing is built.
 * Times are this process's `performance.now()` ms.
 */
export const BLOCK_PHASE_CHANNEL = 'tne:block-phase';

export type BlockPhase = 'execute' | 'commit' | 'publish' | 'housekeeping' | 'history';

export interface BlockPhaseEvent {
  phase: BlockPhase;
  height: bigint;
  start: number;
  end: number;
}

const phases = channel(BLOCK_PHASE_CHANNEL);

/** Announces `phase` of block `height`: its span from `start` (performance.now()) to now. */
export function notePhase(phase: BlockPhase, height: bigint, start: number): void {
  if (!phases.hasSubscribers) return;
  const event: BlockPhaseEvent = { phase, height, start, end: performance.now() };
  phases.publish(event);
}
