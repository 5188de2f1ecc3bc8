import { useQuery } from '@tanstack/react-query';
import type { SpamStatistic } from '#contract/spam.ts';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { partyGovernanceQueries } from '../api/party-governance-queries.ts';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';

const COUNTERS = [
  ['proposals', 'Proposals'],
  ['votes', 'Votes'],
  ['delegations', 'Delegations'],
  ['transfers', 'Transfers'],
  ['nodeAnnouncements', 'Node announcements'],
  ['issueSignatures', 'Issue signatures'],
] as const;

/** Per-epoch counters against the network's limits, and any ban in force. */
export function PartySpam({ partyId }: { partyId: string }) {
  const query = useQuery(partyGovernanceQueries.spam(partyId));
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  if (query.isPending) {
    return <LoadingBlock label="spam statistics" />;
  }
  const stats = query.data;
  const voteCount = stats.votes.statistics.reduce((n, s) => n + BigInt(s.countForEpoch), 0n);
  const row = (
    key: string,
    label: string,
    counter: Pick<SpamStatistic, 'countForEpoch' | 'maxForEpoch' | 'bannedUntil'>,
  ) => (
    <tr key={key}>
      <th scope="row">{label}</th>
      <td className="num">{counter.countForEpoch}</td>
      <td className="num">{counter.maxForEpoch}</td>
      <td>
        {counter.bannedUntil ? (
          <Timestamp ns={counter.bannedUntil} />
        ) : (
          <span className="muted">not banned</span>
        )}
      </td>
    </tr>
  );
  return (
    <>
      <p className="muted">Epoch {stats.epochSeq}. Counts reset when an epoch ends.</p>
      <div className="table-wrap">
        <table className="data-table" aria-label="Spam statistics">
          <thead>
            <tr>
              <th scope="col">Activity</th>
              <th scope="col" className="num">
                Count this epoch
              </th>
              <th scope="col" className="num">
                Limit per epoch
              </th>
              <th scope="col">Banned until</th>
            </tr>
          </thead>
          <tbody>
            {COUNTERS.map(([key, label]) =>
              key === 'votes'
                ? row(key, label, { ...stats.votes, countForEpoch: voteCount.toString() })
                : row(key, label, stats[key]),
            )}
            <tr>
              <th scope="row">Proof of work</th>
              <td className="num">
                {stats.pow.blockStates
                  .reduce((n, b) => n + BigInt(b.transactionsSeen), 0n)
                  .toString()}
              </td>
              <td className="muted">over the last {stats.pow.numberOfPastBlocks} blocks</td>
              <td>
                {stats.pow.bannedUntil ? (
                  <Timestamp ns={stats.pow.bannedUntil} />
                ) : (
                  <span className="muted">not banned</span>
                )}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
