import { useQuery } from '@tanstack/react-query';
import type { NetworkParameter } from '#contract/network-parameter.ts';
import { governanceQueries } from '../api/governance-queries.ts';

/**
 * Current value next to the proposed one, so a misleading title is caught by comparing.
 * Once enacted the current value is the proposal's own, which is said rather than flagged.
 */
export function NetworkParameterChange({
  change,
  state,
}: {
  change: NetworkParameter;
  state: string;
}) {
  const current = useQuery(governanceQueries.networkParameter(change.key));
  const same = current.isSuccess && current.data === change.value;
  return (
    <dl className="fields param-change">
      <dt>Parameter</dt>
      <dd className="mono break">{change.key}</dd>
      <dt>Current value</dt>
      <dd className="mono break">
        {current.isPending
          ? 'Loading…'
          : current.isError
            ? `Could not read it: ${current.error.message}`
            : current.data}
      </dd>
      <dt>Proposed value</dt>
      <dd className="mono break">
        {change.value}{' '}
        {same && (
          <span className="muted">
            {state === 'STATE_ENACTED'
              ? '(enacted: now the current value)'
              : '(same as the current value)'}
          </span>
        )}
      </dd>
    </dl>
  );
}
