import { STREAMS, type StreamName } from '#contract/stream-messages.ts';
import { CATALOG, declaredQuery, type ParamKind } from './rest-routes.ts';

export interface StreamRoute {
  name: StreamName;
  /** Filter parameters the stream declares (streams/routes/*.ts), fromHeight included. */
  query: Record<string, ParamKind>;
}

/** The contract's stream a path serves (its path or its alternative path). */
function streamNameOf(url: string): StreamName {
  const found = Object.entries(STREAMS).find(
    ([, s]) => s.path === url || ('altPath' in s && s.altPath === url),
  );
  if (!found) throw new Error(`${url} is served as a stream the contract does not name`);
  return found[0] as StreamName;
}

/** Every stream path (spec §6) with its filters, from the streams' own declarations. */
export const STREAM_ROUTES: Record<string, StreamRoute> = Object.fromEntries(
  CATALOG.filter(({ doc }) => doc.websocket).map(({ url, doc }) => [
    url,
    { name: streamNameOf(url), query: declaredQuery(doc) },
  ]),
);

/** Streams that open with a snapshot (spec §6 rule 3): a lastPage message always comes. */
export const SNAPSHOT_STREAMS: ReadonlySet<StreamName> = new Set([
  'orders',
  'positions',
  'accounts',
]);
