import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { IdText } from '../../../components/ui/id-text.tsx';
import { ErrorState, QueryFailure } from '../../../components/ui/status-states.tsx';
import { paths } from '../../../config/paths.ts';
import { BlockEpoch, BlockTime } from '../../../entities/block/block-time.tsx';
import { useBlockMeta } from '../../../entities/block/use-block-meta.ts';
import { PageHead } from '../../../components/layout/page-head.tsx';
import { transactionHead } from '../../../lib/page-head/transaction-head.ts';
import { rfc3339ToNs } from '../../../lib/rfc3339-ns.ts';
import { SubmitterName } from '../../../entities/validator/submitter-name.tsx';
import { transactionsQueries } from '../api/transactions-queries.ts';
import { commandKeyOf } from '#contract/transaction.ts';
import { decoderQuery } from '../decode/load-decoder.ts';
import { summarise } from '../decode/summarise.ts';
import { useLookups } from '../use-lookups.ts';
import { useSpecsByProperty } from '../../../entities/oracle/oracle-spec-directory.ts';
import { DecodedFields } from './decoded-fields.tsx';
import { ResultBadge } from './result-badge.tsx';
import { TransactionOutcome, type RenderOrder } from './transaction-outcome.tsx';

interface TransactionDetailsProps {
  hash: string;
  /** An order's state, versions and trades, composed in by the route (another feature). */
  renderOrder?: RenderOrder;
}

export function TransactionDetails({ hash, renderOrder }: TransactionDetailsProps) {
  const query = useQuery(transactionsQueries.detail(hash));
  const baseLookups = useLookups();
  // Oracle specs are read only for an oracle data submission: they link it to its specs.
  const oracleSpecs = useSpecsByProperty(query.data?.command.oracleDataSubmission != null);
  const lookups = useMemo(() => ({ ...baseLookups, oracleSpecs }), [baseLookups, oracleSpecs]);
  const key = query.data ? commandKeyOf(query.data.command) : undefined;
  // Only this command's decoder module loads (load-decoder.ts).
  const decoder = useQuery(decoderQuery(key));
  const blockTime = useBlockMeta(query.data?.block ?? '').meta?.header.time;
  const marketId = key && (query.data?.command[key] as { marketId?: unknown } | null)?.marketId;
  const head = (
    <PageHead
      {...transactionHead(
        hash,
        query.data && {
          type: query.data.type,
          block: query.data.block,
          marketCode:
            typeof marketId === 'string' ? lookups.markets.get(marketId)?.code : undefined,
          timeNs: blockTime && rfc3339ToNs(blockTime),
          failed: query.data.code !== 0,
        },
      )}
    />
  );
  if (query.isPending) {
    return (
      <>
        {head}
        <p aria-busy="true">Loading transaction…</p>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {head}
        <QueryFailure
          error={query.error}
          what="Transaction"
          id={hash}
          retry={() => void query.refetch()}
        />
      </>
    );
  }
  const tx = query.data;
  const summary = summarise(tx, lookups);
  const fields = key && decoder.data?.(tx.command[key] as never, lookups);
  return (
    <article className="transaction-page">
      {head}
      <h1>Transaction</h1>
      <p className="tx-summary">{summary}</p>
      <dl className="fields">
        <dt>Hash</dt>
        <dd>
          <IdText value={tx.hash} full />
        </dd>
        <dt>Type</dt>
        <dd>{tx.type}</dd>
        <dt>Result</dt>
        <dd>
          <ResultBadge code={tx.code} error={tx.error} detailed />
        </dd>
        <dt>Block</dt>
        <dd>
          <Link to={paths.block.href(tx.block)}>{tx.block}</Link>, index {tx.index}
        </dd>
        <dt>Time</dt>
        <dd>
          <BlockTime height={tx.block} />
        </dd>
        <dt>Epoch</dt>
        <dd>
          <BlockEpoch height={tx.block} />
        </dd>
        <dt>Submitter</dt>
        <dd>
          <SubmitterName pubKey={tx.submitter} />
        </dd>
        <dt>Signature</dt>
        <dd>
          <DecodedFields
            nested
            fields={[
              { label: 'Algorithm', value: { kind: 'text', text: tx.signature.algo } },
              { label: 'Value', value: { kind: 'id', id: tx.signature.value } },
              { label: 'Version', value: { kind: 'text', text: String(tx.signature.version) } },
            ]}
          />
        </dd>
        <dt>Nonce</dt>
        {/* An opaque 20-digit number, set like the ids: in the proportional font it broke
            before its last digit on a 390 px phone. */}
        <dd className="mono">{tx.command.nonce}</dd>
        <dt>Submitted at height</dt>
        <dd>{tx.command.blockHeight}</dd>
      </dl>
      <section aria-labelledby="tx-command">
        <h2 id="tx-command">{tx.type}</h2>
        {lookups.loading && <p className="muted small">Loading market and asset details…</p>}
        {key && decoder.isError ? (
          <ErrorState error={decoder.error} retry={() => void decoder.refetch()} />
        ) : key && !fields ? (
          <p aria-busy="true">Decoding the command…</p>
        ) : fields?.length ? (
          <DecodedFields fields={fields} />
        ) : (
          <p>The transaction carries no command.</p>
        )}
      </section>
      <section aria-labelledby="tx-outcome">
        <h2 id="tx-outcome">What it did</h2>
        <TransactionOutcome tx={tx} {...(renderOrder ? { renderOrder } : {})} />
      </section>
      <details className="raw-json">
        <summary>Raw JSON</summary>
        <pre>{JSON.stringify(tx, null, 2)}</pre>
      </details>
    </article>
  );
}
