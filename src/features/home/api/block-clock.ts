import { timeResponseSchema } from '#contract/info.ts';
import { ApiRequestError, buildUrl } from '../../../api/http-client.ts';

export interface BlockClock {
  /** From X-Block-Height; undefined when the node does not send (or expose) it. */
  height: string | undefined;
  /** The latest block's time, Unix ns (X-Block-Timestamp, else the body). */
  timeNs: string;
}

const UINT_RE = /^\d{1,20}$/;

/**
 * `GET /api/v2/net/time` read with its freshness headers: the body has the time, only the
 * headers have the height. (getJson hides headers, hence this one small fetch of our own.)
 */
export async function fetchBlockClock(signal?: AbortSignal): Promise<BlockClock> {
  let response: Response;
  try {
    response = await fetch(buildUrl('/api/v2/net/time'), {
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiRequestError('The data node cannot be reached.', 0);
  }
  if (!response.ok) throw new ApiRequestError(`HTTP ${response.status}`, response.status);
  const body = timeResponseSchema.safeParse(await response.json().catch(() => undefined));
  if (!body.success) {
    throw new ApiRequestError('Unexpected response from /api/v2/net/time', response.status);
  }
  const height = response.headers.get('X-Block-Height') ?? '';
  const headerTime = response.headers.get('X-Block-Timestamp') ?? '';
  return {
    height: UINT_RE.test(height) ? height : undefined,
    timeNs: UINT_RE.test(headerTime) ? headerTime : body.data.timestamp,
  };
}
