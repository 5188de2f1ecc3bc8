import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Genesis } from '../chain/engine/genesis/genesis-schema.ts';
import { parseGenesis } from '../chain/engine/genesis/parse-genesis.ts';

/*
 * Reading the genesis file is the node's business (I/O, $GENESIS); checking what it holds is the
 * engine's (chain/engine/genesis/parse-genesis.ts).
 */
export const DEFAULT_GENESIS_PATH = fileURLToPath(
  new URL('../../genesis/default.json', import.meta.url),
);

/** The genesis file to use: $GENESIS when set and non-empty, else the committed default. */
export function resolveGenesisPath(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env['GENESIS']?.trim();
  return fromEnv ? fromEnv : DEFAULT_GENESIS_PATH;
}

/** Reads and validates a genesis file; errors name the file and the offending fields. */
export async function loadGenesis(path: string = DEFAULT_GENESIS_PATH): Promise<Genesis> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new Error(`genesis ${path}: cannot read JSON (${(err as Error).message})`);
  }
  return parseGenesis(raw, path);
}
