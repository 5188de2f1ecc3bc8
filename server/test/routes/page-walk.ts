import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Connection as it arrives over HTTP, before any schema. */
interface RawConnection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: {
    startCursor: string;
    endCursor: string;
    hasNextPage: boolean;
    hasPreviousPage: boolean;
  };
}

export const getJson = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

const join = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

export interface WalkOptions {
  /** Response key holding the connection (`orders`, `trades`, …). */
  key: string;
  size: number;
  newestFirst?: boolean;
  /** Runs between pages, e.g. to make more blocks while a client is paging. */
  between?: () => Promise<unknown>;
}

/**
 * Pages through a list with first/after (or last/before when `backward`) and returns every
 * node in list order; a backward walk is reassembled front to back.
 */
export async function walk<T>(
  app: FastifyInstance,
  path: string,
  options: WalkOptions & { backward?: boolean },
): Promise<T[]> {
  const { key, size, newestFirst = true, between, backward = false } = options;
  const nodes: T[] = [];
  let cursor = '';
  for (let page = 0; page < 10_000; page++) {
    const query = backward
      ? `pagination.last=${size}${cursor && `&pagination.before=${encodeURIComponent(cursor)}`}`
      : `pagination.first=${size}${cursor && `&pagination.after=${encodeURIComponent(cursor)}`}`;
    const res = await getJson(app, join(path, `${query}&pagination.newestFirst=${newestFirst}`));
    expect(res.statusCode, res.body).toBe(200);
    const conn = (res.json() as Record<string, RawConnection<T>>)[key]!;
    expect(conn.edges.length).toBeLessThanOrEqual(size);
    const pageNodes = conn.edges.map((e) => e.node);
    if (backward) nodes.unshift(...pageNodes);
    else nodes.push(...pageNodes);
    const more = backward ? conn.pageInfo.hasPreviousPage : conn.pageInfo.hasNextPage;
    if (!more) return nodes;
    cursor = backward ? conn.pageInfo.startCursor : conn.pageInfo.endCursor;
    await between?.();
  }
  throw new Error('walk did not end');
}

/**
 * What a walk must show: no row twice, and the rows that existed when it began all there, in
 * the expected order (rows added meanwhile may appear, rows that changed may move out).
 */
export function expectWalkCovers(walked: string[], expectedAtStart: string[]): void {
  expect(new Set(walked).size).toBe(walked.length);
  const atStart = new Set(expectedAtStart);
  expect(walked.filter((id) => atStart.has(id))).toEqual(expectedAtStart);
}

/** Asserts the spec §7 error body and returns its detail. */
export function expectError(
  res: { statusCode: number; json: () => unknown },
  status: 400 | 404,
  message?: string,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as {
    code: number;
    message: string;
    details: { '@type': string; code: number; message: string; inner: string }[];
  };
  expect(body.code).toBe(status === 400 ? 3 : 5);
  expect(body.message).toBe(status === 400 ? 'InvalidArgument error' : 'NotFound error');
  expect(body.details).toHaveLength(1);
  const [detail] = body.details;
  expect(detail?.['@type']).toMatch(/ErrorDetail$/);
  if (message) expect(detail?.message).toContain(message);
  return detail!;
}

/**
 * A `between` for walks: `blocks` more blocks after each of the first `times` pages, so rows
 * arrive while a client pages, without making long walks slow.
 */
export function growChain(
  chain: { advance(blocks: number): Promise<unknown> },
  times = 3,
  blocks = 5,
): () => Promise<void> {
  let left = times;
  return async () => {
    if (left-- > 0) await chain.advance(blocks);
  };
}
