import { assets } from '#contract/endpoints/assets.ts';
import { endpointUrl } from '../../api/endpoints.ts';
import { derivedQuery } from '../../entities/endpoint/derived-query.ts';

export const PROBE_INTERVAL_MS = 5_000;
/** A node that does not answer in this time counts as down: no endless spinner. */
export const PROBE_TIMEOUT_MS = 8_000;

export interface ProbeResult {
  /** From the X-Block-Height header; undefined when the node does not send it. */
  blockHeight: string | undefined;
  latencyMs: number;
}

export class NodeProbeError extends Error {
  override name = 'NodeProbeError';
}

/**
 * One timed GET of the first asset of the node at `nodeUrl`: the cheapest list request there is;
 * its answer carries the freshness headers.
 */
export async function probeNode(nodeUrl: string, signal?: AbortSignal): Promise<ProbeResult> {
  const url = endpointUrl(assets, { 'pagination.first': 1 }, nodeUrl);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort);
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
      cache: 'no-store',
    });
    if (!response.ok) throw new NodeProbeError(`The data node answered HTTP ${response.status}.`);
    const body: unknown = await response.json().catch(() => undefined);
    const latencyMs = Math.max(0, Math.round(performance.now() - started));
    if (typeof body !== 'object' || body === null || !('assets' in body)) {
      throw new NodeProbeError('This address answers, but not like a data node.');
    }
    const height = response.headers.get('X-Block-Height');
    return { blockHeight: height && /^\d+$/.test(height) ? height : undefined, latencyMs };
  } catch (err) {
    if (err instanceof NodeProbeError || signal?.aborted) throw err;
    if (controller.signal.aborted) {
      throw new NodeProbeError(`No answer within ${PROBE_TIMEOUT_MS / 1000} s.`);
    }
    throw new NodeProbeError('The data node cannot be reached.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * The probe of one node. Only the header widget polls (refetchInterval, which react-query
 * pauses while the tab is hidden); the banner and the dialog read the same cache entry.
 */
export const nodeProbeQuery = (nodeUrl: string) => ({
  ...derivedQuery('nodeProbe', [nodeUrl], ({ signal }) => probeNode(nodeUrl, signal)),
  retry: false,
  staleTime: PROBE_INTERVAL_MS,
});
