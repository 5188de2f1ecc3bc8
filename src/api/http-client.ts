import type { z } from 'zod/mini';
import { parseChainJson } from '../lib/chain-text.ts';
import { errorBodySchema, type ErrorBody } from '#contract/errors.ts';
import { getDataNodeUrl } from './data-node.ts';
import { loadEnglishMessages } from './zod-english.ts';

/** A failed request: HTTP status (0 = the data node could not be reached) and the spec's body. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: ErrorBody,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  get isNotFound() {
    return this.status === 404;
  }
}

export type QueryParams = Record<string, string | number | boolean | readonly string[] | undefined>;

/** The URL of `path` with `params` on the chosen data node (or on `base`). */
export function buildUrl(path: string, params: QueryParams = {}, base = getDataNodeUrl()): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const query = search.toString();
  return `${base}${path}${query ? `?${query}` : ''}`;
}

/**
 * GETs JSON and parses it against the contract schema: what reaches the cache has the shape
 * the types promise, or the request fails with a readable error.
 */
export async function getJson<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  params?: QueryParams,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), {
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiRequestError('The data node cannot be reached.', 0);
  }
  // Chain text's bidi controls are made visible as the answer is read (lib/chain-text.ts).
  const payload: unknown = await response
    .text()
    .then(parseChainJson)
    .catch(() => undefined);
  if (!response.ok) {
    const body = errorBodySchema.safeParse(payload);
    const detail = body.success ? body.data.details[0] : undefined;
    const message =
      (typeof detail?.message === 'string' && detail.message) ||
      (body.success ? body.data.message : `HTTP ${response.status}`);
    throw new ApiRequestError(message, response.status, body.success ? body.data : undefined);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiRequestError(
      `Unexpected response from ${path}: ${await firstIssue(schema, payload)}`,
      response.status,
    );
  }
  return parsed.data;
}

/** What is wrong with a payload the schema refused, in zod's English (see zod-english.ts). */
async function firstIssue(schema: z.ZodMiniType, payload: unknown): Promise<string> {
  await loadEnglishMessages().catch(() => undefined); // offline: zod's bare "Invalid input"
  const again = schema.safeParse(payload);
  return again.success ? '' : (again.error.issues[0]?.message ?? '');
}
