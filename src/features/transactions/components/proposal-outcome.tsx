import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import {
  NEVER_ENACTED,
  useProposalDirectory,
} from '../../../entities/proposal/proposal-directory.ts';
import { Derived } from './derived-record.tsx';

// From the proposal directory every page names proposals with (entities/proposal): no lookup or
// schema of its own, so a proposal's transaction page loads nothing more than any other
// transaction's (the first-route JavaScript budget, docs/benchmarks.md).

/** The proposal a proposal submission created, with its state and enactment. */
export function CreatedProposal({ id }: { id: string }) {
  const { proposals, pending } = useProposalDirectory();
  const proposal = proposals.get(id);
  return (
    <>
      <Derived
        label="Proposal id (derived from the signature)"
        id={id}
        href={paths.proposal.href(id)}
      />
      {proposal && (
        <p>
          State: {enumToWords(proposal.state)}
          {!proposal.freeform && (
            <>
              {' · '}
              <EnactmentLine state={proposal.state} seconds={proposal.enactmentTimestamp} />
            </>
          )}
        </p>
      )}
      {!pending && !proposal && <p className="muted">This node has no proposal with that id.</p>}
    </>
  );
}

/** "Enacted 2 min ago" only once it was; before, the time it is scheduled for. */
function EnactmentLine({ state, seconds }: { state: string; seconds: string }) {
  const ns = /^\d+$/.test(seconds) && seconds !== '0' ? `${seconds}000000000` : '0';
  if (state === 'STATE_ENACTED')
    return (
      <>
        Enacted <Timestamp ns={ns} />
      </>
    );
  if (NEVER_ENACTED.has(state as never))
    return (
      <>
        Not enacted (was scheduled <Timestamp ns={ns} />)
      </>
    );
  return (
    <>
      Enactment scheduled <Timestamp ns={ns} />
    </>
  );
}
