import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IdText } from '../../../components/ui/id-text.tsx';
import { QueryFailure } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { timeZoneLabel, useTimeZone } from '../../../components/ui/time-zone.tsx';
import { formatTimestamp, formatTimestampExact } from '../../../lib/format-time.ts';
import { rfc3339ToNs } from '../../../lib/rfc3339-ns.ts';
import { blocksQueries } from '../api/blocks-queries.ts';
import { useProposers } from '../use-proposers.ts';
import { BlockEpoch } from '../../../entities/block/block-time.tsx';
import { formatHeight } from './block-columns.tsx';
import { FutureBlock } from './future-block.tsx';
import { ProposerName } from './proposer-name.tsx';
import { readHeight } from '../read-height.ts';

/**
 * A block: its header, proposer, time and epoch, its neighbours, and under "Transactions"
 * what `transactions` renders for its height and transaction count — the list belongs to the
 * transactions feature, and the route hands it in (a feature never imports another).
 */
export function BlockDetails({
  height: raw,
  transactions,
}: {
  height: string;
  transactions: (height: string, count: number) => ReactNode;
}) {
  const { valid, height } = readHeight(raw);
  const block = useQuery({ ...blocksQueries.detail(height), enabled: valid, retry: false });
  const status = useQuery({
    ...blocksQueries.status(),
    enabled: valid && block.isError,
  });
  const proposers = useProposers();
  const zone = useTimeZone();

  if (!valid) {
    return (
      <section className="state" role="status">
        <h1>Block not found</h1>
        <p>
          <code className="break">{raw}</code> is not a block height: heights are whole numbers from
          1.
        </p>
      </section>
    );
  }
  if (block.isPending) return <p aria-busy="true">Loading block {formatHeight(height)}…</p>;
  if (block.isError) {
    const latest = status.data?.sync_info.latest_block_height;
    if (latest !== undefined && BigInt(height) > BigInt(latest)) {
      return <FutureBlock height={height} onReached={() => void block.refetch()} />;
    }
    if (status.isPending) return <p aria-busy="true">Loading block {formatHeight(height)}…</p>;
    return (
      <QueryFailure
        error={block.error}
        what="Block"
        id={height}
        retry={() => void block.refetch()}
      />
    );
  }

  const { header, data } = block.data.block;
  const timeNs = rfc3339ToNs(header.time);
  const count = data.txs?.length ?? 0;
  const address = header.proposer_address;
  const previous = BigInt(height) - 1n;
  return (
    <article className="block-page">
      <nav className="block-nav" aria-label="Neighbouring blocks">
        {previous >= 1n ? (
          <Link to={paths.block.href(previous.toString())} rel="prev">
            ← Block {formatHeight(previous.toString())}
          </Link>
        ) : (
          <span />
        )}
        <Link to={paths.block.href((BigInt(height) + 1n).toString())} rel="next">
          Block {formatHeight((BigInt(height) + 1n).toString())} →
        </Link>
      </nav>
      <h1>Block {formatHeight(height)}</h1>
      <dl className="fields">
        <dt>Height</dt>
        <dd className="num">{height}</dd>
        <dt>Time</dt>
        <dd>
          {timeNs ? (
            <>
              <Timestamp ns={timeNs} />
              {' · '}
              {/* To the second in the chosen zone; the header's nanosecond RFC 3339 time on
                  hover (".000000000Z" read as a number with nine decimals). */}
              <span className="muted" title={formatTimestampExact(timeNs)}>
                {formatTimestamp(timeNs, { timeZone: zone })} {timeZoneLabel(zone)}
              </span>
            </>
          ) : (
            header.time
          )}
        </dd>
        <dt>Epoch</dt>
        <dd>
          <BlockEpoch height={height} />
        </dd>
        <dt>Proposer</dt>
        <dd>
          <ProposerName address={address} proposer={proposers.get(address)} />
          {address && (
            <span className="proposer-address muted">
              CometBFT address <IdText value={address} />
            </span>
          )}
        </dd>
        <dt>Hash</dt>
        {/* Whole and selectable, with a copy button like every other id on the page. */}
        <dd>
          <IdText value={block.data.block_id.hash} full />
        </dd>
        <dt>Previous block hash</dt>
        <dd>
          {header.last_block_id.hash ? <IdText value={header.last_block_id.hash} full /> : '—'}
        </dd>
        <dt>Chain</dt>
        <dd>{header.chain_id}</dd>
        <dt>Transactions</dt>
        <dd className="num">{count}</dd>
      </dl>
      <h2>Transactions</h2>
      {transactions(height, count)}
    </article>
  );
}
