import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, DetailCode, internalError, invalidArgument } from '../http/api-error.ts';
import { ledgerEntries, ledgerExport } from '#contract/endpoints/ledger.ts';
import { streamErrorSchema } from '#contract/errors.ts';
import { defineRoute, routeDoc, routeUrl } from '../http/define-route.ts';
import { readGroup } from '../http/group-readers.ts';
import { readParam } from '../http/param-reading.ts';
import { QueryReader } from '../http/query-reader.ts';
import type { DateRange } from '../store/date-range.ts';
import { listLedgerEntries } from '../store/ledger.ts';
import {
  lastLedgerSeq,
  ledgerCsvChunks,
  type LedgerExportRequest,
} from '../store/ledger-export.ts';

/** Reference errorMap: ErrInvalidAssetID. */
const INVALID_ASSET_ID = 10038;

export interface LedgerRoutesOptions {
  /** Rows per export query (store/ledger-export.ts default); tests make it small. */
  exportBatchSize?: number;
}

type RawQuery = Record<string, string | string[] | undefined>;

const tags = ['Ledger'];

/**
 * `GET /api/v2/ledgerentry/history` (reference §1) and the CSV export
 * `GET /api/v2/ledgerentry/export` (spec §4.1).
 */
export async function ledgerRoutes(app: FastifyInstance, options: LedgerRoutesOptions = {}) {
  defineRoute(
    app,
    ledgerEntries,
    {
      summary: 'Ledger entries of a party',
      description: 'One party, in filter.fromAccountFilter or filter.toAccountFilter, is required.',
      tags,
    },
    async ({ query: q }) => ({
      ledgerEntries: await listLedgerEntries(app.db, q.filter, q.pagination),
    }),
  );

  // Not defineRoute: a refusal here is the streaming error form, so the query is read inside.
  app.get<{ Querystring: RawQuery }>(
    routeUrl(ledgerExport.path),
    { config: { apiDoc: EXPORT_DOC } },
    async (request, reply) => {
      let exportRequest: LedgerExportRequest;
      let lastSeq: string;
      try {
        exportRequest = readExportRequest(new QueryReader(request.query));
        lastSeq = await lastLedgerSeq(app.db);
      } catch (err) {
        return sendStreamError(reply, err);
      }
      // Stop querying as soon as the client goes away mid-download.
      const abort = new AbortController();
      reply.raw.on('close', () => abort.abort());
      const chunks = ledgerCsvChunks(app.db, exportRequest, {
        batchSize: options.exportBatchSize,
        signal: abort.signal,
        lastSeq,
      });
      // Byte mode with a small buffer: the next batch is read only once the client took the last.
      const body = Readable.from(chunks, { objectMode: false, highWaterMark: 64 * 1024 });
      return reply
        .type('text/csv')
        .header('Content-Disposition', `attachment;filename=${exportFileName(exportRequest)}`)
        .send(body);
    },
  );
}

const EXPORT_DOC = routeDoc(ledgerExport, {
  summary: "A party's ledger entries as CSV",
  description:
    'Streamed as it is read, `Content-Disposition: attachment`. A refusal is `{"error": {…}}` ' +
    '(the streaming error form).',
  tags,
  errorBody: streamErrorSchema,
});

/** The export's own refusals: a missing party and a malformed asset have codes of their own. */
function readExportRequest(q: QueryReader): LedgerExportRequest {
  const { partyId, assetId, dateRange } = ledgerExport.query;
  if (!q.string('partyId')) throw invalidArgument(DetailCode.MISSING_PARTY_ID, 'missing party id');
  const party = readParam(partyId, q, 'partyId') as string;
  let asset: string | undefined;
  try {
    asset = readParam(assetId, q, 'assetId') as string | undefined;
  } catch {
    throw invalidArgument(INVALID_ASSET_ID, 'invalid asset ID', q.string('assetId'));
  }
  return { partyId: party, assetId: asset, dateRange: readGroup(dateRange, q) };
}

/**
 * `ledger_entries_<party>[_<asset>][_<start>][-<end>].csv`, times as RFC 3339 in UTC with
 * ':' replaced by '_' (reference `ExportLedgerEntries`).
 */
export function exportFileName({ partyId, assetId, dateRange }: LedgerExportRequest): string {
  const time = (ns: string) =>
    new Date(Number(BigInt(ns) / 1_000_000n))
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/:/g, '_');
  const range: DateRange = dateRange;
  return [
    `ledger_entries_${partyId}`,
    assetId ? `_${assetId}` : '',
    range.start !== undefined ? `_${time(range.start)}` : '',
    range.end !== undefined ? `-${time(range.end)}` : '',
    '.csv',
  ].join('');
}

/** The streaming error form (spec §7.2): `{"error": {code, message, details}}`. */
export function sendStreamError(reply: FastifyReply, err: unknown) {
  let apiError: ApiError;
  if (err instanceof ApiError) {
    apiError = err;
  } else {
    reply.log.error({ err }, 'ledger export failed');
    apiError = internalError();
  }
  return reply.status(apiError.status).type('application/json').send({ error: apiError.toBody() });
}
