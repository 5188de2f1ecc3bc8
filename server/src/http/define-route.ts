import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { Endpoint } from '#contract/endpoints/endpoint.ts';
import type { ParamDoc, PathSpec, QuerySpec } from '#contract/endpoints/params.ts';
import { QueryReader } from './query-reader.ts';
import { spliceJson } from './splice-json.ts';
import { readParams, readQuery, type ParsedParams, type ParsedQuery } from './route-params.ts';

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

/** What a route says of itself beside its endpoint's declaration (contract/endpoints). */
export type RouteNotes = Pick<
  RouteDoc,
  'summary' | 'description' | 'tags' | 'errors' | 'errorBody'
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by defineRoute (and by the few routes declared by hand): feeds /api/openapi.json. */
    apiDoc?: RouteDoc;
  }
}

type QueryOf<E extends Endpoint> = E extends Endpoint<string, PathSpec, infer Q> ? Q : never;
type PathOf<E extends Endpoint> = E extends Endpoint<string, infer P> ? P : never;

export interface RouteInput<E extends Endpoint> {
  query: ParsedQuery<QueryOf<E>>;
  params: ParsedParams<PathOf<E>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type RawQuery = Record<string, string | string[] | undefined>;

/** Fastify's `/asset/:assetId` for the contract's `/asset/{assetId}`. */
export const routeUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The documentation of an endpoint's route: its declaration and the route's own notes. */
export function routeDoc(endpoint: Endpoint, notes: RouteNotes): RouteDoc {
  return {
    ...notes,
    ...(endpoint.query ? { query: endpoint.query } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.response ? { response: endpoint.response } : {}),
    ...(endpoint.produces ? { produces: endpoint.produces } : {}),
  };
}

/** Every path an endpoint is served at, in Fastify's form. */
export const routeUrls = (endpoint: Endpoint) =>
  [endpoint.path, ...(endpoint.aliases ?? [])].map(routeUrl);

/**
 * Registers the GET route of an endpoint (and of its aliases): the handler receives the parsed,
 * typed query and path parameters (a malformed one is the spec's 400 before it runs), and the
 * declaration with the route's notes is what /api/openapi.json and /api/docs describe.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  notes: RouteNotes,
  handler: (input: RouteInput<E>) => unknown,
): void {
  const querySpec = (endpoint.query ?? {}) as QueryOf<E>;
  const pathSpec = (endpoint.params ?? {}) as PathOf<E>;
  const apiDoc = routeDoc(endpoint, notes);
  for (const url of routeUrls(endpoint))
    app.route<{ Querystring: RawQuery; Params: Record<string, string> }>({
      method: 'GET',
      url,
      config: { apiDoc },
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
