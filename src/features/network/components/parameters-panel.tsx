import { useQuery } from '@tanstack/react-query';
import type { NetworkParameter } from '#contract/network-parameter.ts';
import { Fragment, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  tokenAmount,
  useStakeToken,
  type StakeToken,
} from '../../../entities/asset/stake-token.ts';
import { StaticTable, type StaticColumn } from '../../../components/data-table/static-table.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { networkQueries } from '../api/network-queries.ts';
import { groupParameters, isGovernanceTokenAmount, prettyJsonValue } from '../parameter-groups.ts';

/** A dotted key that may break after each dot, and only there. */
function ParameterKey({ name }: { name: string }) {
  const segments = name.split('.');
  return (
    <span className="mono">
      {segments.map((segment, i) => (
        <Fragment key={i}>
          {segment}
          {i < segments.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </span>
  );
}

/** A value as a person reads it: JSON pretty-printed, a token amount in whole tokens. */
function ParameterValue({ parameter, token }: { parameter: NetworkParameter; token?: StakeToken }) {
  const json = prettyJsonValue(parameter.value);
  if (json) return <pre>{json}</pre>;
  if (isGovernanceTokenAmount(parameter.key) && /^\d+$/.test(parameter.value)) {
    // The stored base units on hover: what a proposal to change the parameter would name.
    return (
      <span className="num" title={`${parameter.value} base units`}>
        {tokenAmount(parameter.value, token).text}
      </span>
    );
  }
  return <span className="mono break">{parameter.value}</span>;
}

// Key and value, each row named by its key: a plain table (rowHeader), one per group.
function columns(token: StakeToken | undefined): StaticColumn<NetworkParameter>[] {
  return [
    { header: 'Key', rowHeader: true, cell: (p) => <ParameterKey name={p.key} /> },
    {
      header: 'Value',
      className: 'whole-value',
      cell: (p) => <ParameterValue parameter={p} token={token} />,
    },
  ];
}

/** Every network parameter, grouped by key prefix; the search box filters (kept in `?q=`). */
export function ParametersPanel() {
  const [search, setSearch] = useSearchParams();
  const text = search.get('q') ?? '';
  const query = useQuery(networkQueries.parameters());
  const token = useStakeToken();
  const tableColumns = useMemo(() => columns(token), [token]);
  const setText = (value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  const groups = groupParameters(query.data ?? [], text);
  const shown = groups.reduce((n, g) => n + g.parameters.length, 0);
  return (
    <>
      <div className="filter-bar" role="search">
        <label>
          Search parameters
          <input
            type="search"
            value={text}
            placeholder="key or value, e.g. spam or 48h"
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <p className="muted small" aria-live="polite">
          {query.isPending ? 'Loading…' : `${shown} of ${query.data.length} parameters`}
        </p>
      </div>
      {query.isSuccess && groups.length === 0 && (
        <p className="muted">No parameter key or value contains “{text}”.</p>
      )}
      {groups.map((group) => (
        <section
          key={group.prefix}
          aria-labelledby={`param-group-${group.prefix}`}
          className="param-group"
        >
          <h2 id={`param-group-${group.prefix}`}>
            {group.prefix} <span className="muted small">({group.parameters.length})</span>
          </h2>
          <StaticTable
            label={`${group.prefix} parameters`}
            className="params-table"
            columns={tableColumns}
            rows={group.parameters}
            rowKey={(p) => p.key}
          />
        </section>
      ))}
    </>
  );
}
