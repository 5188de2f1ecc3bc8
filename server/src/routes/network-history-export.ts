import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { NetworkHistoryTable } from '#contract/enums.ts';
import { DetailCode, invalidArgument } from '../http/api-error.ts';
import type { RouteDoc } from '../http/define-route.ts';
import { QueryReader } from '../http/query-reader.ts';
import { listHistorySegments } from '../store/network-history.ts';
import {
  EXPORT_TABLES,
  historyCsvChunks,
  type ExportTableName,
} from '../store/network-history-export.ts';

type RawQuery = Record<string, string | string[] | undefined>;

const EXPORTED = Object.keys(EXPORT_TABLES) as ExportTableName[];

const EXPORT_DOC: RouteDoc = {
  summary: 'A table of the stored history between two segment boundaries, as CSV',
  description:
    'fromBlock must start and toBlock end a network-history segment (/api/v2/networkhistory/' +
    `segments). Tables: ${EXPORTED.join(', ')}. The reference zips its CSV; this node streams ` +
    'the CSV itself (`text/csv`, file `<chain id>-<table>-<from>-<to>.csv`). A refusal is ' +
    'the error body of every endpoint, before any CSV is sent.',
  tags: ['Network history'],
  queryDocs: {
    fromBlock: { kind: 'uint64', required: true, description: 'first block of a segment' },
    toBlock: { kind: 'uint64', required: true, description: 'last block of a segment' },
    table: { kind: { enum: NetworkHistoryTable.names }, required: true },
  },
  produces: 'text/csv',
};

interface ExportPlan {
  table: ExportTableName;
  from: bigint;
  to: bigint;
  fileName: string;
}

/** Reads and checks the request against the stored segments; a 400 for anything off. */
async function plan(app: FastifyInstance, q: QueryReader): Promise<ExportPlan> {
  const from = q.int64Seq('fromBlock');
  const to = q.int64Seq('toBlock');
  const table = q.enums('table', NetworkHistoryTable).at(-1);
  if (table === undefined || table === 'TABLE_UNSPECIFIED')
    throw invalidArgument(DetailCode.MALFORMED_REQUEST, 'table is required');
  if (!Object.hasOwn(EXPORT_TABLES, table)) {
    throw invalidArgument(
      DetailCode.INVALID_FILTER,
      `table not exported by this node; exported: ${EXPORTED.join(', ')}`,
      table,
    );
  }
  if (from === undefined || to === undefined)
    throw invalidArgument(DetailCode.MALFORMED_REQUEST, 'fromBlock and toBlock are required');
  if (BigInt(to) < BigInt(from))
    throw invalidArgument(DetailCode.MALFORMED_REQUEST, 'toBlock must not be before fromBlock');
  const segments = await listHistorySegments(app.db);
  if (!segments.some((s) => s.fromHeight === from)) {
    throw invalidArgument(
      DetailCode.MALFORMED_REQUEST,
      'fromBlock must be the first block of a history segment',
      from,
    );
  }
  if (!segments.some((s) => s.toHeight === to)) {
    throw invalidArgument(
      DetailCode.MALFORMED_REQUEST,
      'toBlock must be the last block of a history segment',
      to,
    );
  }
  const name = table as ExportTableName;
  const chainId = segments[0]?.chainId ?? '';
  return {
    table: name,
    from: BigInt(from),
    to: BigInt(to),
    fileName: `${chainId}-${EXPORT_TABLES[name].file}-${from}-${to}.csv`,
  };
}

/** `GET /api/v2/networkhistory/export` (reference ExportNetworkHistory). */
export async function networkHistoryExportRoutes(app: FastifyInstance) {
  // Not defineRoute: the answer is a CSV stream, not a JSON body. A refusal is thrown before
  // anything is sent, so it leaves as the spec §7 body with its status (http/errors.ts).
  app.get<{ Querystring: RawQuery }>(
    '/api/v2/networkhistory/export',
    { config: { apiDoc: EXPORT_DOC } },
    async (request, reply) => {
      const exportPlan = await plan(app, new QueryReader(request.query));
      const abort = new AbortController();
      reply.raw.on('close', () => abort.abort());
      const chunks = historyCsvChunks(
        app.db,
        exportPlan.table,
        exportPlan.from,
        exportPlan.to,
        abort.signal,
      );
      const body = Readable.from(chunks, { objectMode: false, highWaterMark: 64 * 1024 });
      return reply
        .type('text/csv')
        .header('Content-Disposition', `attachment;filename=${exportPlan.fileName}`)
        .send(body);
    },
  );
}
