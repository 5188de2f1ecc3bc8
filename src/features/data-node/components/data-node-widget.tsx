import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Popover } from '../../../components/ui/popover.tsx';
import { useDataNode } from '../data-node-context.tsx';
import { formatHeight } from '../format-height.ts';
import { nodeProbeQuery, PROBE_INTERVAL_MS } from '../probe-node.ts';

// The switcher's form loads when the panel first opens: no page needs it to render.
const NodeSwitcher = lazy(() =>
  import('./node-switcher.tsx').then((m) => ({ default: m.NodeSwitcher })),
);

/** Header status of the data node: which one, its block height and latency, or that it is down. */
export function DataNodeWidget() {
  const { nodeUrl, label, isCustom } = useDataNode();
  const probe = useQuery({ ...nodeProbeQuery(nodeUrl), refetchInterval: PROBE_INTERVAL_MS });
  const status = probe.isError ? 'down' : probe.isPending ? 'checking' : 'up';
  return (
    <div className="node-widget" data-status={status} role="group" aria-label="Data node">
      <Popover
        className="node-popover"
        triggerClassName="node-trigger"
        panelLabel="Data node"
        trigger={
          <>
            <span className="status-dot" aria-hidden="true" />
            <span className="visually-hidden">Data node:</span>{' '}
            {/* The own origin's name gives way in a narrow header (layout.css); another
                node's name always shows, as it says where the data comes from. */}
            <span className={isCustom ? 'node-name' : 'node-name own'}>{label}</span>{' '}
            {probe.data && !probe.isError && (
              <span className="node-stats">
                <span>
                  <span className="muted">block</span> {formatHeight(probe.data.blockHeight)}
                </span>{' '}
                <span>{probe.data.latencyMs} ms</span>
              </span>
            )}
            {probe.isPending && <span className="node-stats muted">checking…</span>}
          </>
        }
      >
        {(close) => (
          <Suspense fallback={<p className="muted">Loading…</p>}>
            <NodeSwitcher onDone={close} />
          </Suspense>
        )}
      </Popover>
      {probe.isError && (
        <span className="node-error" role="status">
          Data node unreachable —{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void probe.refetch()}
            disabled={probe.isFetching}
          >
            {probe.isFetching ? 'retrying…' : 'retry'}
          </button>
        </span>
      )}
    </div>
  );
}
