import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountBalance } from '../../../../server/src/contract/account.ts';
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
import { ACCOUNT_RULES } from './live-rules.ts';

/**
 * The party's balances: REST at first, then the accounts stream's snapshot and updates. While
 * the stream is not live (connecting, failed, paused) REST is polled instead, so the numbers
 * never silently freeze.
 */
export function useLiveAccounts(partyId: string) {
  const [state, setState] = useState<SnapshotState<AccountBalance>>(emptySnapshotState);
  const stream = useStream({
    path: STREAMS.accounts.path,
    params: { partyId },
    resultSchema: STREAMS.accounts.result,
    onBatch: (results) =>
      setState((held) =>
        applyKeyedMessages(
          held,
          results.map((r) => fromSnapshotStream(r, 'accounts')),
          ACCOUNT_RULES,
        ),
      ),
    onResync: () => setState(resyncSnapshotState),
  });
  const live = stream.status === 'live' && state.ready;
  const rest = useQuery({
    ...partyTradingQueries.accounts(partyId),
    refetchInterval: live ? false : LIVE_REFRESH_MS,
  });
  return {
    accounts: live ? [...state.items.values()] : rest.data,
    live,
    stream,
    updatedAt: rest.dataUpdatedAt,
    isPending: rest.isPending && !live,
    error: live ? null : rest.error,
    refetch: () => void rest.refetch(),
  };
}
