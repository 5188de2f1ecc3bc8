import type { FastifyInstance } from 'fastify';
import { STREAMS } from '#contract/stream-messages.ts';
import { Topic } from '../publish-block.ts';
import { registerStream } from '../stream-route.ts';
import { STREAM_DOCS } from './stream-docs.ts';

/**
 * `/api/v2/stream/ledger/movements`: every ledger movement (the transfers of one operation
 * with the balances they left), one `{ledgerMovement: LedgerMovement}` per message (spec
 * §2.10). No filters, as the reference: query parameters are ignored.
 */
export function registerLedgerMovementsStream(app: FastifyInstance): void {
  registerStream<null, unknown>(app, {
    path: STREAMS.ledgerMovements.path,
    doc: STREAM_DOCS.ledgerMovements,
    topic: Topic.ledgerMovements,
    parseFilter: () => null,
    matches: () => true,
    itemsPerMessage: 1,
    wrapUpdates: ([ledgerMovement]) => ({ ledgerMovement }),
  });
}
