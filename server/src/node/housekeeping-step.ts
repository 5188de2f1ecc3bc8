import { maintainSlices } from '../store/maintenance.ts';
import { notePhase } from './block-phases.ts';
import type { ChainOptions } from './chain-options.ts';

/**
 * Blocks between two rounds of store housekeeping (vacuum, checkpoint, retention). Often enough
 * that the WAL written in between (~25–30 MB) stays under max_wal_size (64 MB): otherwise PostgreSQL
 * checkpoints by itself in the middle of a block, a pause of a few hundred ms.
 */
export const MAINTENANCE_INTERVAL = 50n;

/**
 * Between blocks: this block's slice of the store's housekeeping (store/maintenance.ts: one
 * short step per block rather than the whole round every MAINTENANCE_INTERVAL blocks), with
 * the retention window if there is one. Not part of any block: when the store is unavailable
 * the step is skipped.
 */
export async function housekeepingStep(
  options: Pick<ChainOptions, 'db' | 'retentionBlocks' | 'log' | 'onHousekeeping'>,
  height: bigint,
  blocks: number,
): Promise<void> {
  const keep = BigInt(options.retentionBlocks ?? 0);
  const oldestKept = keep > 0n && height > keep ? height - keep + 1n : 0n;
  const started = performance.now();
  try {
    await maintainSlices(options.db, height, blocks, MAINTENANCE_INTERVAL, oldestKept);
  } catch (err) {
    options.log?.(`housekeeping skipped at block ${height}: ${String(err)}`);
    return;
  } finally {
    notePhase('housekeeping', height, started);
  }
  // At the round's start: the retention prune deleted rows no output names.
  if (height % MAINTENANCE_INTERVAL < BigInt(blocks)) options.onHousekeeping?.();
}
