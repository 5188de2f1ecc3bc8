import { z } from 'zod';
import { genesisSchema, type Genesis } from './genesis-schema.ts';

/** Validates an already parsed JSON document; errors name `source` and the offending fields. */
export function parseGenesis(raw: unknown, source = 'genesis'): Genesis {
  const parsed = genesisSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`genesis ${source} is invalid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
