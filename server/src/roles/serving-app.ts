import type { FastifyInstance } from 'fastify';
import { buildApp, DEFAULT_STATIC_DIR, type AppOptions } from '../app.ts';
import { parseTrustProxy, responseCacheBytes, type Config } from '../config.ts';
import { ResponseCache } from '../http/response-cache.ts';
import { LiveHub } from '../streams/live-hub.ts';

/** What a serving role (`all`, `api`) feeds its app: the stream hub and the response cache. */
export interface ServingParts {
  hub: LiveHub;
  responseCache: ResponseCache;
}

export const servingParts = (config: Config): ServingParts => ({
  hub: new LiveHub(),
  responseCache: new ResponseCache(responseCacheBytes(config)),
});

/**
 * The app of a role that serves the API and the explorer: the settings every such role reads
 * (STATIC_DIR, LOG_LEVEL, TRUST_PROXY) and its parts, plus what the role itself knows (when it
 * is ready, its headers, its replay source).
 */
export function buildServingApp(
  config: Config,
  parts: ServingParts,
  options: Omit<AppOptions, keyof ServingParts | 'staticDir' | 'logLevel' | 'trustProxy'>,
): Promise<FastifyInstance> {
  return buildApp({
    ...options,
    ...parts,
    staticDir: config.STATIC_DIR ?? DEFAULT_STATIC_DIR,
    logLevel: config.LOG_LEVEL,
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
  });
}
