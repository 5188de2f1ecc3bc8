import { createHash } from 'node:crypto';
import type { Genesis } from '../chain/engine/genesis/genesis-schema.ts';
import {
  committedHead,
  readChainSettings,
  readGenesisTime,
  saveChainSettings,
  saveGenesisTime,
} from '../store/chain-log.ts';
import type { Database } from '../store/database.ts';
import { startupStep } from './startup-steps.ts';

/** The settings a stored chain was built with, kept in chain_meta next to it. */
export interface ChainSettings {
  seed: string;
  historyBlocks: number;
  /** START_TIME in Unix ns, undefined when the history ended at the wall clock instead. */
  startTime: bigint | undefined;
  /** SHA-256 of the parsed genesis (GENESIS): a changed file is a different chain. */
  genesisHash: string;
}

const KEYS = {
  seed: 'setting_seed',
  historyBlocks: 'setting_history_blocks',
  startTime: 'setting_start_time',
  genesisHash: 'setting_genesis_hash',
} as const;

/** Parsed, so formatting and key order of the file do not count; only what the chain uses. */
export const genesisHash = (genesis: Genesis) =>
  createHash('sha256').update(JSON.stringify(genesis)).digest('hex');

export class SettingsConflict extends Error {}

/**
 * Checks the settings against those the stored chain was built with and returns those to run
 * with. Replaying a chain under another SEED, GENESIS or START_TIME would make another chain
 * (or stamp new blocks on another clock): a start-up error naming the setting and both values.
 * HISTORY_BLOCKS says how much history is made before the chain goes live: once it has made
 * live blocks a different value is ignored with a warning (made bigger, it would stamp the
 * extra "history" blocks at genesis-based times, behind the live blocks already made). A fresh database, or
 * one from before these settings were stored, records the current ones.
 */
export async function reconcileSettings(
  db: Database,
  current: ChainSettings,
  chainExists: boolean,
  warn: (message: string) => void,
): Promise<ChainSettings> {
  const stored = await readChainSettings(db);
  const effective = { ...current };
  if (chainExists) {
    const conflict = (setting: string, now: string, then: string) =>
      new SettingsConflict(
        `${setting} is ${now} but the stored chain (DATA_DIR / DATABASE_URL) was built with ${then}: ` +
          `set ${setting} back, or use another DATA_DIR or database`,
      );
    const seed = stored.get(KEYS.seed);
    if (seed !== undefined && seed !== current.seed)
      throw conflict('SEED', JSON.stringify(current.seed), JSON.stringify(seed));
    const hash = stored.get(KEYS.genesisHash);
    if (hash !== undefined && hash !== current.genesisHash)
      throw conflict(
        'GENESIS',
        `a genesis with hash ${current.genesisHash.slice(0, 16)}…`,
        `one with hash ${hash.slice(0, 16)}…`,
      );
    const start = stored.get(KEYS.startTime);
    if (start !== undefined && current.startTime !== undefined) {
      const now = current.startTime.toString();
      if (now !== start)
        throw conflict(
          'START_TIME',
          `${now} ns`,
          start === '' ? 'none (history ending at its first start)' : `${start} ns`,
        );
    }
    // A chain stopped during its history (never live) may take another HISTORY_BLOCKS: its
    // blocks so far are on the history's clock, so the rest follows in order. Once live, the
    // live blocks are on the wall clock, and more "history" would go back in time.
    const history = stored.get(KEYS.historyBlocks);
    const wentLive = history !== undefined && (await committedHead(db)) > BigInt(history);
    if (history !== undefined && Number(history) !== current.historyBlocks) {
      if (wentLive) {
        effective.historyBlocks = Number(history);
        warn(
          `HISTORY_BLOCKS=${current.historyBlocks} ignored: the stored chain was built with ${history} blocks of history and has made live blocks since`,
        );
      } else {
        await saveChainSettings(db, { [KEYS.historyBlocks]: String(current.historyBlocks) }, true);
      }
    }
    if (start !== undefined) effective.startTime = start === '' ? undefined : BigInt(start);
  }
  const values: Record<string, string> = {
    [KEYS.seed]: effective.seed,
    [KEYS.historyBlocks]: String(effective.historyBlocks),
    [KEYS.startTime]: effective.startTime?.toString() ?? '',
    [KEYS.genesisHash]: effective.genesisHash,
  };
  // A fresh chain records its settings (over any left by a start killed before its genesis
  // time was stored); an existing one only fills in what an older version did not store, so
  // a restart writes nothing before its replay (server/test/chain/replay-statements.test.ts).
  const toSave = chainExists
    ? Object.fromEntries(Object.entries(values).filter(([key]) => !stored.has(key)))
    : values;
  if (Object.keys(toSave).length > 0) await saveChainSettings(db, toSave, !chainExists);
  return effective;
}

/**
 * Time of block 0 (Unix ns), stored with the chain so a restart keeps the same clock, and
 * HISTORY_BLOCKS as the stored chain has it: the settings reconciled with the stored chain's
 * first. A new chain's history ends at START_TIME, else `now`.
 */
export async function chainClock(
  db: Database,
  current: ChainSettings,
  now: bigint,
  interval: bigint,
  warn: (message: string) => void,
): Promise<{ genesisTime: bigint; historyBlocks: number }> {
  const stored = await readGenesisTime(db);
  await startupStep('settings check');
  const settings = await reconcileSettings(db, current, stored !== undefined, warn);
  const { historyBlocks, startTime } = settings;
  if (stored !== undefined) return { genesisTime: stored, historyBlocks };
  const genesisTime =
    startTime !== undefined ? startTime - interval : now - BigInt(historyBlocks) * interval;
  await saveGenesisTime(db, genesisTime);
  return { genesisTime, historyBlocks };
}
