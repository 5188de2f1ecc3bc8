import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { truncateMiddle } from '../../../lib/truncate-id.ts';
import type { Proposer } from '../use-proposers.ts';

/** The validator that proposed a block, by name (its address on hover), or the address. */
export function ProposerName({
  address,
  proposer,
}: {
  address: string;
  proposer: Proposer | undefined;
}) {
  if (!address) return <span className="muted">—</span>;
  if (!proposer) {
    return (
      <span className="mono" title={`CometBFT address ${address}`}>
        {truncateMiddle(address)}
      </span>
    );
  }
  return (
    <Link to={paths.validator.href(proposer.nodeId)} title={`CometBFT address ${address}`}>
      {proposer.name}
    </Link>
  );
}
