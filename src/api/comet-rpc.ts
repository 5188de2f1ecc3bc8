import type { z } from 'zod/mini';
import { cometResponseSchema } from '#contract/cometbft.ts';
import { parseChainJson } from '../lib/chain-text.ts';
import { getCometUrl } from './comet-url.ts';
import { ApiRequestError, type QueryParams } from './http-client.ts';

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
  // Chain text's bidi controls are made visible as the answer is read (lib/chain-text.ts).
  const payload: unknown = await response
    .text()
    .then(parseChainJson)
    .catch(() => undefined);
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
