import { netTime } from '#contract/endpoints/info.ts';
import { endpointUrl } from '../../../api/endpoints.ts';
import { ApiRequestError } from '../../../api/http-client.ts';

export interface BlockClock {
  /** From X-Block-Height; undefined when the node does not send (or expose) it. */
  height: string | undefined;
  /** The latest block's time, Unix ns (X-Block-Timestamp, else the body). */
  timeNs: string;
}

const UINT_RE = /^\d{1,20}$/;

/**
 * The latest block's time (`netTime`) read with its freshness headers: the body has the time,
 * only the headers have the height. (getJson hides headers, hence this one small fetch.)
 */
export async function fetchBlockClock(signal?: AbortSignal): Promise<BlockClock> {
  let response: Response;
  try {
    response = await fetch(endpointUrl(netTime, {}), {
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiRequestError('The data node cannot be reached.', 0);
  }
  if (!response.ok) throw new ApiRequestError(`HTTP ${response.status}`, response.status);
  const body = netTime.response.safeParse(await response.json().catch(() => undefined));
  if (!body.success) {
    throw new ApiRequestError(`Unexpected response from ${netTime.path}`, response.status);
  }
  const height = response.headers.get('X-Block-Height') ?? '';
  const headerTime = response.headers.get('X-Block-Timestamp') ?? '';
  return {
    height: UINT_RE.test(height) ? height : undefined,
    timeNs: UINT_RE.test(headerTime) ? headerTime : body.data.timestamp,
  };
}
