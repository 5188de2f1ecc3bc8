import { useQuery } from '@tanstack/react-query';
import { useDataNode } from '../data-node-context.tsx';
import { nodeProbeQuery } from '../probe-node.ts';

/** Page-wide warning while the data node does not answer; the header widget does the polling. */
export function DataNodeBanner() {
  const { nodeUrl, label, isCustom, switchTo } = useDataNode();
  const probe = useQuery(nodeProbeQuery(nodeUrl));
  if (!probe.isError) return null;
  return (
    <div className="banner banner-error" role="alert">
      <p>
        <strong>The data node ({label}) cannot be reached.</strong>{' '}
        {/* The probe's reason, unless it only says the same again. */}
        {/cannot be reached/i.test(probe.error.message) ? '' : `${probe.error.message} `}
        Pages show errors or older data until it answers again.
      </p>
      <div className="banner-actions">
        <button type="button" onClick={() => void probe.refetch()} disabled={probe.isFetching}>
          {probe.isFetching ? 'Retrying…' : 'Retry'}
        </button>
        {isCustom && (
          <button type="button" onClick={() => switchTo('')}>
            Use this site’s node
          </button>
        )}
      </div>
    </div>
  );
}
