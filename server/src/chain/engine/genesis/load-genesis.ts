import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { genesisSchema, type Genesis } from './genesis-schema.ts';

export const DEFAULT_GENESIS_PATH = fileURLToPath(
  new URL('../../../../genesis/default.json', import.meta.url),
);

/** The genesis file to use: $GENESIS when set and non-empty, else the committed default. */
export function resolveGenesisPath(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env['GENESIS']?.trim();
  return fromEnv ? fromEnv : DEFAULT_GENESIS_PATH;
}

/** Validates an already parsed JSON document; errors name `source` and the offending fields. */
export function parseGenesis(raw: unknown, source = 'genesis'): Genesis {
  const parsed = genesisSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`genesis ${source} is invalid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
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
