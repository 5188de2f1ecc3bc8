import { z } from 'zod';

/** Runtime settings (design/architecture.md), read once from the environment. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3008),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).optional(),
  GENESIS: z.string().min(1).optional(),
  SEED: z.string().default('trading-network'),
  BLOCK_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
  HISTORY_BLOCKS: z.coerce.number().int().min(0).default(400),
  START_TIME: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** Built explorer served on the same origin; unset = the repo's dist/. */
  STATIC_DIR: z.string().optional(),
});

export type Config = z.infer<typeof envSchema>;

/** START_TIME as Unix ns: RFC 3339 ("2026-01-01T00:00:00Z") or a decimal count of nanoseconds. */
export function parseStartTime(value: string | undefined): bigint | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^\d+$/.test(value)) return BigInt(value);
  const ms = Date.parse(value);
  if (Number.isNaN(ms))
    throw new Error(`START_TIME must be RFC 3339 or Unix nanoseconds, not "${value}"`);
  return BigInt(ms) * 1_000_000n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`invalid settings:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
