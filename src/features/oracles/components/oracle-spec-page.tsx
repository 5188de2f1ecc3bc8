import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ID_PATTERN } from '#contract/primitives.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { LoadingFields } from '../../../components/ui/loading-block.tsx';
import { NotFoundState, QueryFailure } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { marketDirectoryQuery } from '../../../entities/market/market-directory.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { oracleQueries } from '../api/oracle-queries.ts';
import { usesBySpec } from '../spec-markets.ts';
import { OracleDataTable } from './oracle-data-table.tsx';
import { SpecFilters, SpecMarkets, SpecSigners } from './spec-cells.tsx';

/** One oracle spec: what it listens for, its signers, the markets reading it, its recent data. */
export function OracleSpecPage({ specId }: { specId: string }) {
  const wellFormed = ID_PATTERN.test(specId);
  const spec = useQuery({ ...oracleQueries.spec(specId), enabled: wellFormed });
  const markets = useQuery(marketDirectoryQuery());
  const uses = useMemo(
    () => usesBySpec(markets.data?.nodes ?? []).get(specId),
    [markets.data, specId],
  );
  // Decimal places of every property any spec declares: a submission also carries others.
  const allSpecs = useQuery(oracleQueries.specs());
  const decimals = useMemo(
    () =>
      new Map(
        [...(allSpecs.data ?? []), ...(spec.data ? [spec.data] : [])].flatMap((s) =>
          (s.data.external?.oracle?.filters ?? []).flatMap((f) =>
            f.key.numberDecimalPlaces === undefined
              ? []
              : [[f.key.name, Number(f.key.numberDecimalPlaces)] as const],
          ),
        ),
      ),
    [allSpecs.data, spec.data],
  );

  if (!wellFormed) return <NotFoundState what="Oracle spec" id={specId} malformed />;
  if (spec.isError) {
    return (
      <QueryFailure
        error={spec.error}
        what="Oracle spec"
        id={specId}
        retry={() => void spec.refetch()}
      />
    );
  }
  return (
    <article>
      <h1>
        Oracle spec <IdText value={specId} />
      </h1>
      <p className="muted break mono small">{specId}</p>
      {spec.isPending ? (
        <LoadingFields
          label="the oracle spec"
          fields={[
            'Status',
            'Kind',
            'Data it listens for',
            'Signers',
            'Used by',
            'Created',
            'Updated',
          ]}
        />
      ) : (
        <dl className="fields">
          <dt>Status</dt>
          <dd>{enumToWords(spec.data.status)}</dd>
          <dt>Kind</dt>
          <dd>{spec.data.data.internal?.time ? 'Internal time trigger' : 'External oracle'}</dd>
          <dt>Data it listens for</dt>
          <dd>
            <SpecFilters spec={spec.data} />
          </dd>
          <dt>Signers</dt>
          <dd>
            <SpecSigners spec={spec.data} />
          </dd>
          <dt>Used by</dt>
          <dd>
            {markets.isPending ? <span className="muted">…</span> : <SpecMarkets uses={uses} />}
          </dd>
          <dt>Created</dt>
          <dd>
            <Timestamp ns={spec.data.createdAt} />
          </dd>
          <dt>Updated</dt>
          <dd>
            <Timestamp ns={spec.data.updatedAt} />
          </dd>
        </dl>
      )}
      <h2>Recent oracle data</h2>
      <OracleDataTable specId={specId} decimals={decimals} />
    </article>
  );
}
