import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { QueryReader } from './query-reader.ts';
import { spliceJson } from './splice-json.ts';
import {
  readParams,
  readQuery,
  type ParamDoc,
  type ParsedParams,
  type ParsedQuery,
  type PathSpec,
  type QuerySpec,
} from './route-params.ts';

/** What the OpenAPI document and /api/docs say about one GET path. */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** Groups on /api/docs (first tag) and in the document. */
  tags: readonly string[];
  query?: QuerySpec;
  params?: PathSpec;
  /** Contract schema of the 200 body (JSON). */
  response?: z.core.$ZodType;
  /** Media type of the 200 body when it is not JSON (CSV, Prometheus text). */
  produces?: string;
  /** Schema of the error bodies when not the spec's (the CometBFT RPC's JSON-RPC errors). */
  errorBody?: z.core.$ZodType;
  /** Error statuses besides 400/500 the route answers (404 for a lookup). */
  errors?: readonly number[];
  /** A WebSocket stream: the query is the subscription, the response is one message. */
  websocket?: boolean;
  /** Query parameters described only (routes outside defineRoute: streams). */
  queryDocs?: Readonly<Record<string, ParamDoc>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by defineRoute (and by the few routes declared by hand): feeds /api/openapi.json. */
    apiDoc?: RouteDoc;
  }
}

export interface RouteInput<Q extends QuerySpec, P extends PathSpec> {
  query: ParsedQuery<Q>;
  params: ParsedParams<P>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type RawQuery = Record<string, string | string[] | undefined>;

/**
 * Declares a GET route with its parameters and response: the handler receives the parsed,
 * typed query and path parameters (a malformed one is the spec's 400 before it runs) and the
 * declaration is what /api/openapi.json and /api/docs describe.
 */
export function defineRoute<
  Q extends QuerySpec = Record<never, never>,
  P extends PathSpec = Record<never, never>,
>(
  app: FastifyInstance,
  url: string,
  doc: RouteDoc & { query?: Q; params?: P },
  handler: (input: RouteInput<Q, P>) => unknown,
): void {
  const querySpec = (doc.query ?? {}) as Q;
  const pathSpec = (doc.params ?? {}) as P;
  app.route<{ Querystring: RawQuery; Params: Record<string, string> }>({
    method: 'GET',
    url,
    config: { apiDoc: doc },
    handler: async (request, reply) => {
      // Path first: a malformed id in the path is the error a client should see first.
      const params = readParams(pathSpec, request.params);
      const query = readQuery(querySpec, new QueryReader(request.query));
      const result = await handler({ query, params, request, reply });
      return toJsonText(result, reply);
    },
  });
}

/**
 * A JSON answer (a plain object) leaves as text with its stored records spliced in
 * (splice-json.ts), the bytes Fastify's JSON.stringify would send; anything else (a string, a
 * stream, the reply itself after `reply.send`) is Fastify's to send.
 */
function toJsonText(result: unknown, reply: FastifyReply): unknown {
  if (result === null || typeof result !== 'object' || result === reply || reply.sent)
    return result;
  const proto = Object.getPrototypeOf(result) as unknown;
  if (proto !== Object.prototype && proto !== null) return result;
  if (!reply.hasHeader('content-type')) void reply.type('application/json; charset=utf-8');
  return spliceJson(result);
}
