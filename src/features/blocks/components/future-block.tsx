import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { paths } from '../../../config/paths.ts';
import { rfc3339ToNs } from '../../../lib/rfc3339-ns.ts';
import { averageBlockSeconds, blocksQueries } from '../api/blocks-queries.ts';
import { formatHeight } from './block-columns.tsx';

/** When block `target` is expected: the head's time plus the blocks to go at the recent pace. */
export function estimateBlockTimeNs(
  target: bigint,
  latest: bigint,
  latestNs: string,
  secondsPerBlock: number,
): string {
  const ahead = Number(target - latest) * secondsPerBlock;
  return (BigInt(latestNs) + BigInt(Math.round(ahead * 1e9))).toString();
}

/**
 * A height not made yet: a countdown to its estimated time (from the last 20 blocks' pace),
 * watching the head and showing the block once it is there.
 */
export function FutureBlock({ height, onReached }: { height: string; onReached: () => void }) {
  const head = useQuery({ ...blocksQueries.head(), refetchInterval: 2_000 });
  const newest = head.data?.block_metas[0];
  const latest = newest ? BigInt(newest.header.height) : undefined;
  const reached = latest !== undefined && latest >= BigInt(height);
  const notify = useRef(onReached);
  useLayoutEffect(() => {
    notify.current = onReached;
  });
  useEffect(() => {
    if (reached) notify.current();
  }, [reached]);

  const pace = head.data && averageBlockSeconds(head.data.block_metas, rfc3339ToNs);
  const latestNs = newest && rfc3339ToNs(newest.header.time);
  const eta =
    latest !== undefined && pace !== undefined && latestNs
      ? estimateBlockTimeNs(BigInt(height), latest, latestNs, pace)
      : undefined;
  return (
    <section className="state" role="status" aria-live="polite">
      <h1>Block {formatHeight(height)}</h1>
      <p>This block has not been made yet.</p>
      {latest !== undefined && (
        <p>
          The latest block is{' '}
          <Link to={paths.block.href(latest.toString())}>{formatHeight(latest.toString())}</Link>,{' '}
          {formatHeight((BigInt(height) - latest).toString())} blocks before it.
        </p>
      )}
      {eta && pace !== undefined && (
        <p className="future-eta">
          Expected <Countdown ns={eta} passed="any moment now" /> at the recent pace of one block
          every {pace.toFixed(2)} s.
        </p>
      )}
    </section>
  );
}
