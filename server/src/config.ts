import { isIP } from 'node:net';
import { z } from 'zod';

/** Memory of the block-scoped REST response cache unless RESPONSE_CACHE_MB says otherwise. */
export const DEFAULT_RESPONSE_CACHE_MB = 32;

/** Runtime settings (README, "Configuration"), read once from the environment. */
const envSchema = z.object({
  /**
   * What this process does (README, "Where it grows"): `all` = the whole data node in
   * one process; `chain` = the simulation and the only writer (serves /health and /metrics);
   * `api` = REST, streams and the explorer from PostgreSQL, following the writer's outbox.
   */
  NODE_ROLE: z.enum(['all', 'chain', 'api']).default('all'),
  /**
   * API worker processes sharing the port (node:cluster, roles/sticky-cluster.ts) in the `api`
   * and `all` roles; 1 = none, the process serves by itself.
   */
  API_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Blocks of stream updates kept in the outbox (store/outbox.ts) for API processes catching up
   * and streams resuming with fromHeight; older rows are pruned with the housekeeping.
   */
  OUTBOX_RETENTION_BLOCKS: z.coerce.number().int().min(10).default(3600),
  PORT: z.coerce.number().int().min(0).max(65535).default(3008),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).optional(),
  GENESIS: z.string().min(1).optional(),
  SEED: z.string().default('trading-network'),
  BLOCK_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
  HISTORY_BLOCKS: z.coerce.number().int().min(0).default(400),
  START_TIME: z.string().optional(),
  /**
   * Blocks of history kept (transactions, ledger entries, trades, order versions, market data);
   * older rows are pruned every 50 blocks. 0 = keep everything. Unset: 1,500 blocks when the
   * database is PGlite in memory (it lives in process memory), 7 days of blocks on disk and
   * PostgreSQL (retentionBlocks).
   */
  RETENTION_BLOCKS: z.coerce.number().int().min(0).optional(),
  /**
   * Proxies whose X-Forwarded-For names the client (rate limit, stream limit): a comma-separated
   * list of addresses/CIDRs, or a hop count. Unset = trust no one (parseTrustProxy).
   */
  TRUST_PROXY: z.string().optional(),
  /** State snapshots kept (node/block-committer.ts); a restart loads the newest that verifies. */
  SNAPSHOTS_KEPT: z.coerce.number().int().min(1).default(3),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /**
   * Memory for the block-scoped REST response cache (http/response-cache.ts), in MB; 0 turns
   * it off.
   */
  RESPONSE_CACHE_MB: z.coerce.number().min(0).default(DEFAULT_RESPONSE_CACHE_MB),
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

/** Fastify's `trustProxy` as we allow it: off, a hop count or a list of addresses/CIDRs. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY → Fastify's `trustProxy`. Unset, empty, `false` or `0`: off. A whole number: that
 * many hops. Otherwise addresses or CIDRs (`10.0.0.0/8`, `::1`), comma-separated; anything else
 * is a start-up error (`true`, trusting every peer, would let any client choose its address).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((s) => s.trim());
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !bitsOk || rest.length > 0)
      throw new Error(
        `TRUST_PROXY must be a hop count or a comma-separated list of addresses/CIDRs, not "${entry}"`,
      );
  }
  return entries;
}

/** History kept by an in-memory database unless RETENTION_BLOCKS says otherwise. */
export const IN_MEMORY_RETENTION_BLOCKS = 1500;

/** History kept on disk or PostgreSQL unless RETENTION_BLOCKS says otherwise: 7 days. */
export const STORED_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * RETENTION_BLOCKS as the chain runner takes it: undefined = keep everything. Unset, a store
 * on disk keeps 7 days of blocks at the block interval (604,800 at one a second; the probe
 * measured ~312 KB a block, ~27 GB a day, unbounded before), memory 1,500 blocks.
 */
export function retentionBlocks(config: Config): number | undefined {
  const inMemory = !config.DATABASE_URL && !config.DATA_DIR;
  const stored = Math.ceil(STORED_RETENTION_MS / config.BLOCK_INTERVAL_MS);
  const blocks = config.RETENTION_BLOCKS ?? (inMemory ? IN_MEMORY_RETENTION_BLOCKS : stored);
  return blocks > 0 ? blocks : undefined;
}

/** RESPONSE_CACHE_MB in bytes (what the cache takes). */
export const responseCacheBytes = (config: Config) =>
  Math.floor(config.RESPONSE_CACHE_MB * 1024 * 1024);

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`invalid settings:\n${z.prettifyError(parsed.error)}`);
  const config = parsed.data;
  // An API process reads what a writer stores: an embedded database would be its own, empty.
  if (config.NODE_ROLE === 'api' && !config.DATABASE_URL)
    throw new Error(
      'NODE_ROLE=api needs DATABASE_URL: the PostgreSQL server the chain process (NODE_ROLE=chain) writes to',
    );
  // …and a writer nobody else can read serves no one.
  if (config.NODE_ROLE === 'chain' && !config.DATABASE_URL)
    throw new Error(
      'NODE_ROLE=chain needs DATABASE_URL: the PostgreSQL server the API processes (NODE_ROLE=api) read',
    );
  // Workers are API processes: they read what the writer stores, on a server.
  if (config.NODE_ROLE === 'all' && config.API_WORKERS > 1 && !config.DATABASE_URL)
    throw new Error(
      'API_WORKERS > 1 needs DATABASE_URL: the workers read the PostgreSQL server the chain writes to',
    );
  return config;
}
