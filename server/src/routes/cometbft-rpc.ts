import type { FastifyReply } from 'fastify';
import {
  cometErrorResponseSchema,
  cometResponseSchema,
  COMET_INTERNAL_ERROR,
  COMET_INVALID_PARAMS,
} from '#contract/cometbft.ts';
import type { RouteDoc } from '../http/define-route.ts';
import type { ParamDoc } from '../http/route-params.ts';

/*
 * CometBFT's JSON-RPC as its URI handler speaks it: parameters read its way, answers wrapped in
 * `{jsonrpc, id: -1, result}`, failures as its error body — not the Data API's (spec §7).
 */

export type RawQuery = Record<string, unknown>;

export const heightDoc: ParamDoc = {
  kind: 'uint64',
  description: 'int64, optionally in double quotes',
};

/**
 * These routes read their parameters the CometBFT way and answer CometBFT's JSON-RPC error body,
 * so they declare their documentation only (not defineRoute's spec-error parsing).
 */
export const cometDoc = (
  summary: string,
  result: Parameters<typeof cometResponseSchema>[0],
  query: Record<string, ParamDoc>,
  errors: number[],
): { config: { apiDoc: RouteDoc } } => ({
  config: {
    apiDoc: {
      summary,
      description:
        'CometBFT v0.38 RPC subset: errors are its JSON-RPC error body, not the spec one.',
      tags: ['CometBFT RPC'],
      queryDocs: query,
      response: cometResponseSchema(result),
      errorBody: cometErrorResponseSchema,
      errors,
    },
  },
});

/** A CometBFT JSON-RPC error: `{code, message, data}` with the HTTP status we answer with. */
export class RpcError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly rpcMessage: string,
    readonly data: string,
  ) {
    super(data);
  }
}

/** Malformed parameters: CometBFT's "Invalid params" (-32602). */
const invalidParams = (data: string) =>
  new RpcError(400, COMET_INVALID_PARAMS, 'Invalid params', data);

/**
 * What CometBFT reports as "Internal error" (-32603) with the reason in `data` — heights out of
 * range, empty ranges. CometBFT answers those with HTTP 500; we answer 404 (no such block) or
 * 400 (a range that cannot hold one), keeping its body, because our 5xx means a server fault.
 */
export const rangeError = (status: number, data: string) =>
  new RpcError(status, COMET_INTERNAL_ERROR, 'Internal error', data);

const INT64_MAX = 0x7fffffffffffffffn;

/**
 * An int64 query parameter as CometBFT's URI handler reads it: digits, optionally in double
 * quotes; absent or empty = undefined (the route's default).
 */
export function int64Param(query: RawQuery, name: string): bigint | undefined {
  let raw = query[name];
  if (Array.isArray(raw)) raw = raw[raw.length - 1];
  if (raw === undefined || raw === '') return undefined;
  const text = String(raw).replace(/^"(.*)"$/, '$1');
  if (!/^-?\d{1,19}$/.test(text) || BigInt(text) > INT64_MAX) {
    throw invalidParams(
      `error converting http params to arguments: ${name}: expected an int64, got ${JSON.stringify(String(raw))}`,
    );
  }
  return BigInt(text);
}

/** The JSON-RPC answer of `work`: its result, or its RpcError as CometBFT's error body. */
export async function answer(reply: FastifyReply, work: () => unknown) {
  try {
    return { jsonrpc: '2.0', id: -1, result: await work() };
  } catch (err) {
    if (!(err instanceof RpcError)) throw err;
    return reply.status(err.status).send({
      jsonrpc: '2.0',
      id: -1,
      error: { code: err.code, message: err.rpcMessage, data: err.data },
    });
  }
}
