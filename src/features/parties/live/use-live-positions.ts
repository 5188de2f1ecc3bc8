import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Position } from '../../../../server/src/contract/position.ts';
import { STREAMS } from '../../../../server/src/contract/stream-messages.ts';
import {
  applyKeyedMessages,
  emptySnapshotState,
  fromSnapshotStream,
  resyncSnapshotState,
  type SnapshotState,
} from '../../../streams/merge/keyed-collection.ts';
import { useStream } from '../../../streams/use-stream.ts';
import { LIVE_REFRESH_MS, partyTradingQueries } from '../api/party-trading-queries.ts';
import { POSITION_RULES } from './live-rules.ts';

/** The party's positions: REST, then the positions stream (polling REST while it is not live). */
export function useLivePositions(partyId: string) {
  const [state, setState] = useState<SnapshotState<Position>>(emptySnapshotState);
  const stream = useStream({
    path: STREAMS.positions.path,
    params: { partyId },
    resultSchema: STREAMS.positions.result,
    onBatch: (results) =>
      setState((held) =>
        applyKeyedMessages(
          held,
          results.map((r) => fromSnapshotStream(r, 'positions')),
          POSITION_RULES,
        ),
      ),
    onResync: () => setState(resyncSnapshotState),
  });
  const live = stream.status === 'live' && state.ready;
  const rest = useQuery({
    ...partyTradingQueries.positions(partyId),
    refetchInterval: live ? false : LIVE_REFRESH_MS,
  });
  return {
    positions: live ? [...state.items.values()] : rest.data,
    live,
    stream,
    updatedAt: rest.dataUpdatedAt,
    isPending: rest.isPending && !live,
    error: live ? null : rest.error,
    refetch: () => void rest.refetch(),
  };
}
