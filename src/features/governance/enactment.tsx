import type { Proposal } from '#contract/governance.ts';
import { Countdown, secondsToNs } from '../../components/ui/countdown.tsx';

const NEVER_ENACTED = new Set(['STATE_DECLINED', 'STATE_REJECTED', 'STATE_FAILED']);

/**
 * When the change takes effect: a countdown while it may still happen, "enacted" once it did,
 * "not enacted" when the vote failed, nothing for freeform proposals (no change to apply).
 */
export function Enactment({ proposal }: { proposal: Proposal }) {
  if (proposal.terms.newFreeform) return <span className="muted">none</span>;
  if (proposal.state === 'STATE_ENACTED') return <>enacted</>;
  if (NEVER_ENACTED.has(proposal.state)) return <span className="muted">not enacted</span>;
  return <Countdown ns={secondsToNs(proposal.terms.enactmentTimestamp)} passed="due" />;
}
