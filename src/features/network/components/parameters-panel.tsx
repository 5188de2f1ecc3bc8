import { useQuery } from '@tanstack/react-query';
import type { NetworkParameter } from '#contract/network-parameter.ts';
import { useSearchParams } from 'react-router';
import { StaticTable, type StaticColumn } from '../../../components/data-table/static-table.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { networkQueries } from '../api/network-queries.ts';
import { groupParameters, prettyJsonValue } from '../parameter-groups.ts';

// Key and value, each row named by its key: a plain table (rowHeader), one per group.
const COLUMNS: StaticColumn<NetworkParameter>[] = [
  { header: 'Key', rowHeader: true, cell: (p) => <span className="mono">{p.key}</span> },
  {
    header: 'Value',
    className: 'whole-value',
    cell: (p) => {
      const json = prettyJsonValue(p.value);
      return json ? <pre>{json}</pre> : <span className="mono break">{p.value}</span>;
    },
  },
];

/** Every network parameter, grouped by key prefix; the search box filters (kept in `?q=`). */
export function ParametersPanel() {
  const [search, setSearch] = useSearchParams();
  const text = search.get('q') ?? '';
  const query = useQuery(networkQueries.parameters());
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
            columns={COLUMNS}
            rows={group.parameters}
            rowKey={(p) => p.key}
          />
        </section>
      ))}
    </>
  );
}
