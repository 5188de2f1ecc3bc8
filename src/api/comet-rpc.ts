import type { z } from 'zod/mini';
import { cometResponseSchema } from '#contract/cometbft.ts';
import { getDataNodeUrl } from './data-node.ts';
import { ApiRequestError, type QueryParams } from './http-client.ts';

/**
 * Where the explorer reads blocks: a CometBFT RPC (v0.38 JSON-RPC over HTTP GET). Default: the
 * chosen data node's own `/tm` (this site's `/tm` unless another node is chosen); a `?tm=` URL
 * parameter or the setting points it at any CometBFT RPC, a real network's too.
 */
const STORAGE_KEY = 'tne.cometUrl';

/** The remembered choice ('' = none: the data node's `/tm`). */
export function storedCometUrl(): string {
  return window.localStorage.getItem(STORAGE_KEY) ?? '';
}

export function getCometUrl(): string {
  const chosen = storedCometUrl();
  return (chosen || `${getDataNodeUrl()}/tm`).replace(/\/+$/, '');
}

export function setCometUrl(url: string): void {
  if (url) window.localStorage.setItem(STORAGE_KEY, url);
  else window.localStorage.removeItem(STORAGE_KEY);
}

/**
 * GETs a CometBFT RPC method and returns its `result`, parsed against the contract schema. A
 * JSON-RPC error becomes an ApiRequestError carrying CometBFT's explanation (`error.data`),
 * with the HTTP status (a height beyond the head is a 404 from our node, a 500 from CometBFT).
 */
export async function getCometResult<S extends z.ZodMiniType>(
  method: string,
  schema: S,
  params: QueryParams = {},
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const query = search.toString();
  let response: Response;
  try {
    response = await fetch(`${getCometUrl()}/${method}${query ? `?${query}` : ''}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiRequestError('The CometBFT RPC cannot be reached.', 0);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  const envelope = cometResponseSchema(schema).safeParse(payload);
  if (!envelope.success) {
    throw new ApiRequestError(
      `Unexpected response from the CometBFT RPC's ${method} (HTTP ${response.status}).`,
      response.ok ? 502 : response.status,
    );
  }
  const { result, error } = envelope.data;
  if (error || result === undefined) {
    throw new ApiRequestError(
      error?.data || error?.message || `HTTP ${response.status}`,
      response.ok ? 400 : response.status,
    );
  }
  return result as z.infer<S>;
}
