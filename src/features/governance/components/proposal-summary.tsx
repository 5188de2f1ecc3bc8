import type { Proposal } from '#contract/governance.ts';
import { Countdown, secondsToNs } from '../../../components/ui/countdown.tsx';
import { IdText } from '../../../components/ui/id-text.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { formatTimestamp } from '../../../lib/format-time.ts';
import { useTimeZone } from '../../../components/ui/time-zone.tsx';
import { Enactment } from '../enactment.tsx';
import { formatPercent, parseDecimalFraction } from '../tally.ts';

function percent(text: string | undefined): string {
  const value = text === undefined ? undefined : parseDecimalFraction(text);
  return value ? formatPercent(value, 4) : (text ?? '—');
}

/** Who proposed it, its state and its timeline (terms times are Unix seconds). */
export function ProposalSummary({ proposal }: { proposal: Proposal }) {
  const zone = useTimeZone();
  const { terms } = proposal;
  const at = (seconds: string) => formatTimestamp(secondsToNs(seconds), { timeZone: zone });
  return (
    <dl className="fields">
      <dt>ID</dt>
      <dd>
        <IdText value={proposal.id} full />
      </dd>
      <dt>State</dt>
      <dd>
        {enumToWords(proposal.state)}
        {proposal.reason && proposal.reason !== 'PROPOSAL_ERROR_UNSPECIFIED' && (
          <span className="muted"> — {enumToWords(proposal.reason)}</span>
        )}
        {proposal.errorDetails && <span className="muted"> ({proposal.errorDetails})</span>}
      </dd>
      <dt>Proposer</dt>
      <dd>
        <IdText value={proposal.partyId} href={paths.party.href(proposal.partyId)} />
      </dd>
      <dt>Submitted</dt>
      <dd>
        <Timestamp ns={proposal.timestamp} />
      </dd>
      <dt>Voting closes</dt>
      <dd>
        <Countdown ns={secondsToNs(terms.closingTimestamp)} passed="closed" />{' '}
        <span className="muted">{at(terms.closingTimestamp)}</span>
      </dd>
      {!terms.newFreeform && (
        <>
          <dt>Enactment</dt>
          <dd>
            <Enactment proposal={proposal} />{' '}
            <span className="muted">{at(terms.enactmentTimestamp)}</span>
          </dd>
        </>
      )}
      {terms.validationTimestamp !== '0' && (
        <>
          <dt>Validation</dt>
          <dd>{at(terms.validationTimestamp)}</dd>
        </>
      )}
      <dt>Required majority</dt>
      <dd>more than {percent(proposal.requiredMajority)} of the tokens voted</dd>
      <dt>Required participation</dt>
      <dd>at least {percent(proposal.requiredParticipation)} of the token supply</dd>
      {proposal.requiredLiquidityProviderMajority !== undefined && (
        <>
          <dt>Liquidity providers</dt>
          <dd>
            majority {percent(proposal.requiredLiquidityProviderMajority)}, participation{' '}
            {percent(proposal.requiredLiquidityProviderParticipation)} of equity-like share
          </dd>
        </>
      )}
      {proposal.reference && (
        <>
          <dt>Reference</dt>
          <dd className="break">{proposal.reference}</dd>
        </>
      )}
    </dl>
  );
}
