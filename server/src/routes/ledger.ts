import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AccountType, TransferType } from '#contract/enums.ts';
import { ApiError, DetailCode, internalError, invalidArgument } from '../http/api-error.ts';
import { readPagination } from '../http/pagination.ts';
import { QueryReader } from '../http/query-reader.ts';
import type { DateRange } from '../store/date-range.ts';
import { listLedgerEntries, type AccountFilter, type LedgerFilter } from '../store/ledger.ts';
import {
  lastLedgerSeq,
  ledgerCsvChunks,
  type LedgerExportRequest,
} from '../store/ledger-export.ts';
import { readDateRange } from './date-range.ts';

/** Reference errorMap: ErrInvalidAssetID. */
const INVALID_ASSET_ID = 10038;

export interface LedgerRoutesOptions {
  /** Rows per export query (store/ledger-export.ts default); tests make it small. */
  exportBatchSize?: number;
}

type RawQuery = Record<string, string | string[] | undefined>;

/**
 * `GET /api/v2/ledgerentry/history` (reference §1) and the CSV export
 * `GET /api/v2/ledgerentry/export` (spec §4.1).
 */
export async function ledgerRoutes(app: FastifyInstance, options: LedgerRoutesOptions = {}) {
  app.get('/api/v2/ledgerentry/history', async (request) => {
    const q = new QueryReader(request.query as RawQuery);
    const filter = readLedgerFilter(q);
    return { ledgerEntries: await listLedgerEntries(app.db, filter, readPagination(q)) };
  });

  app.get('/api/v2/ledgerentry/export', async (request, reply) => {
    let exportRequest: LedgerExportRequest;
    let lastSeq: string;
    try {
      exportRequest = readExportRequest(new QueryReader(request.query as RawQuery));
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
  });
}

/**
 * The filter of `GET /api/v2/ledgerentry/history` from its query (a 400 for any malformed value
 * or a party rule broken); the response cache derives an answer's dependencies from it too
 * (http/response-cache-tags.ts).
 */
export function readLedgerFilter(q: QueryReader): LedgerFilter {
  const from = readAccountFilter(q, 'filter.fromAccountFilter');
  const to = readAccountFilter(q, 'filter.toAccountFilter');
  // The reference's rule (at most one party per side, at least one in all); it answers 500,
  // a client mistake is a 400 here.
  if (
    from.partyIds.length > 1 ||
    to.partyIds.length > 1 ||
    from.partyIds.length + to.partyIds.length === 0
  ) {
    throw invalidArgument(
      DetailCode.INVALID_FILTER,
      'filtering ledger entries should be limited to a single party',
      'give one party id in filter.fromAccountFilter.partyIds or filter.toAccountFilter.partyIds',
    );
  }
  return {
    from,
    to,
    closeOnAccountFilters: q.bool('filter.closeOnAccountFilters') ?? false,
    transferTypes: q.enums('filter.transferTypes', TransferType),
    dateRange: readDateRange(q),
  };
}

function readAccountFilter(q: QueryReader, prefix: string): AccountFilter {
  return {
    assetId: q.id(`${prefix}.assetId`),
    partyIds: [...new Set(q.ids(`${prefix}.partyIds`))],
    marketIds: q.ids(`${prefix}.marketIds`),
    accountTypes: q.enums(`${prefix}.accountTypes`, AccountType),
  };
}

function readExportRequest(q: QueryReader): LedgerExportRequest {
  if (!q.string('partyId')) throw invalidArgument(DetailCode.MISSING_PARTY_ID, 'missing party id');
  const partyId = q.id('partyId') as string;
  let assetId: string | undefined;
  try {
    assetId = q.id('assetId');
  } catch {
    throw invalidArgument(INVALID_ASSET_ID, 'invalid asset ID', q.string('assetId'));
  }
  return { partyId, assetId, dateRange: readDateRange(q) };
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
function sendStreamError(reply: FastifyReply, err: unknown) {
  let apiError: ApiError;
  if (err instanceof ApiError) {
    apiError = err;
  } else {
    reply.log.error({ err }, 'ledger export failed');
    apiError = internalError();
  }
  return reply.status(apiError.status).type('application/json').send({ error: apiError.toBody() });
}
