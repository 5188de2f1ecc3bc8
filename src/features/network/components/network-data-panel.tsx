import { useQuery } from '@tanstack/react-query';
import type { NodeSet } from '#contract/node.ts';
import { tokenAmount, useStakeToken } from '../../../entities/asset/stake-token.ts';
import { Shown } from '../../../components/ui/shown.tsx';
import { formatDuration } from '../../../lib/format-time.ts';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { LoadingFields } from '../../../components/ui/loading-block.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { networkQueries } from '../api/network-queries.ts';

function NodeSetText({ set }: { set: NodeSet }) {
  return (
    <>
      {set.total} total, {set.inactive} inactive
      {set.maximum !== undefined && `, at most ${set.maximum}`}
      {set.promoted.length > 0 && `, ${set.promoted.length} promoted`}
      {set.demoted.length > 0 && `, ${set.demoted.length} demoted`}
    </>
  );
}

const NODE_FIELDS = [
  'Nodes',
  'Consensus validators',
  'Standby validators',
  'Pending validators',
  'Total stake',
  'Uptime',
];
const EPOCH_FIELDS = ['Epoch', 'Started', 'Ends', 'First block', 'Validators', 'Delegations'];

/** Network data (spec §2.7) and the current epoch. */
export function NetworkDataPanel() {
  const data = useQuery(networkQueries.nodeData());
  const epoch = useQuery(networkQueries.epoch());
  const token = useStakeToken();
  return (
    <div className="two-columns">
      <section aria-labelledby="node-data">
        <h2 id="node-data">Nodes</h2>
        {data.isError ? (
          <ErrorState error={data.error} retry={() => void data.refetch()} />
        ) : data.isPending ? (
          <LoadingFields label="network data" fields={NODE_FIELDS} />
        ) : (
          <dl className="fields">
            <dt>Nodes</dt>
            <dd>
              {data.data.totalNodes} total, {data.data.inactiveNodes} inactive
            </dd>
            <dt>Consensus validators</dt>
            <dd>
              <NodeSetText set={data.data.tendermintNodes} />
            </dd>
            <dt>Standby validators</dt>
            <dd>
              <NodeSetText set={data.data.ersatzNodes} />
            </dd>
            <dt>Pending validators</dt>
            <dd>
              <NodeSetText set={data.data.pendingNodes} />
            </dd>
            <dt>Total stake</dt>
            <dd>
              <Shown value={tokenAmount(data.data.stakedTotal, token)} />
            </dd>
            <dt>Uptime</dt>
            {/* The node reports minutes of all ended epochs. */}
            <dd title={`${data.data.uptime} minutes`}>{formatDuration(data.data.uptime * 60)}</dd>
          </dl>
        )}
      </section>
      <section aria-labelledby="epoch">
        <h2 id="epoch">Current epoch</h2>
        {epoch.isError ? (
          <ErrorState error={epoch.error} retry={() => void epoch.refetch()} />
        ) : epoch.isPending ? (
          <LoadingFields label="the epoch" fields={EPOCH_FIELDS} />
        ) : (
          <dl className="fields">
            <dt>Epoch</dt>
            <dd>{epoch.data.seq}</dd>
            <dt>Started</dt>
            <dd>
              <Timestamp ns={epoch.data.timestamps.startTime} />
            </dd>
            <dt>Ends</dt>
            <dd>
              <Countdown ns={epoch.data.timestamps.expiryTime} passed="ending" />
            </dd>
            <dt>First block</dt>
            <dd>{epoch.data.timestamps.firstBlock}</dd>
            <dt>Validators</dt>
            <dd>{epoch.data.validators.length}</dd>
            <dt>Delegations</dt>
            <dd>{epoch.data.delegations.length}</dd>
          </dl>
        )}
      </section>
    </div>
  );
}
