import type { FastifyInstance } from 'fastify';
import { positionSchema } from '#contract/position.ts';
import { STREAMS } from '#contract/stream-messages.ts';
import { toStreamForm } from '#contract/stream-decode.ts';
import { Topic } from '../publish-block.ts';
import { registerStream } from '../stream-route.ts';
import { everyPosition } from '../../store/positions.ts';
import { equalsIfSet, optionalParty, readQuery } from './stream-filters.ts';
import { STREAM_DOCS } from './stream-docs.ts';

interface PositionItem {
  marketId?: string;
  partyId?: string;
}

interface PositionsFilter {
  partyId: string | undefined;
  marketId: string | undefined;
}

/**
 * `/api/v2/stream/positions?partyId=…&marketId=…`: a snapshot of the matching positions (every
 * party–market pair that ever traded, by party then market), then each changed position as
 * `{updates: {positions}}`.
 */
export function registerPositionsStream(app: FastifyInstance): void {
  registerStream<PositionsFilter, PositionItem>(app, {
    path: STREAMS.positions.path,
    doc: STREAM_DOCS.positions,
    topic: Topic.positions,
    parseFilter(query) {
      const q = readQuery(query);
      return { partyId: optionalParty(q, 'partyId'), marketId: q.id('marketId') };
    },
    matches: (f, position) =>
      equalsIfSet(f.partyId, position.partyId) && equalsIfSet(f.marketId, position.marketId),
    snapshotKey: 'positions',
    async *snapshot(f) {
      for await (const positions of everyPosition(app.db, f))
        yield positions.map(
          (position) => toStreamForm(positionSchema, position.value()) as PositionItem,
        );
    },
    wrapUpdates: (items) => ({ updates: { positions: items } }),
  });
}
