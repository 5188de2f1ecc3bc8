import { Link } from 'react-router';
import type { CometBlockMeta } from '#contract/cometbft.ts';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { rfc3339ToNs } from '../../../lib/rfc3339-ns.ts';
import type { Proposer } from '../use-proposers.ts';
import { formatHeight } from './block-columns.tsx';
import { ProposerName } from './proposer-name.tsx';

/** A block in two lines, for the list on narrow screens. */
export function BlockCard({
  meta,
  proposers,
}: {
  meta: CometBlockMeta;
  proposers: Map<string, Proposer>;
}) {
  const { height, time, proposer_address: address } = meta.header;
  return (
    <div className="row-card">
      <p className="row-card-line">
        <Link to={paths.block.href(height)}>Block {formatHeight(height)}</Link>{' '}
        <span className="muted">
          · {meta.num_txs} txs · <Timestamp ns={rfc3339ToNs(time) ?? '0'} />
        </span>
      </p>
      <p className="row-card-line muted">
        Proposer <ProposerName address={address} proposer={proposers.get(address)} />
      </p>
    </div>
  );
}
