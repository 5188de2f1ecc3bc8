import { formatTokenAmount, type StakeToken } from '../../../entities/asset/stake-token.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { formatPercent, type Fraction, type Tally } from '../tally.ts';

interface Props {
  tally: Tally;
  token: StakeToken | undefined;
  state: string;
  reason: string | undefined;
}

const pct = (f: Fraction | undefined) => (f ? formatPercent(f) : '—');
const verdict = (met: boolean | undefined) =>
  met === undefined ? 'cannot be checked' : met ? 'met' : 'not met';

/** Yes and no token totals, the yes share against the majority, and participation. */
export function ProposalTally({ tally, token, state, reason }: Props) {
  const yesWidth = tally.yesShare
    ? Number((tally.yesShare.num * 1000n) / tally.yesShare.den) / 10
    : 0;
  const closed = state !== 'STATE_OPEN' && state !== 'STATE_WAITING_FOR_NODE_VOTE';
  return (
    <div className="tally" aria-label="Vote tally" role="group">
      <div
        className="tally-bar"
        role="img"
        aria-label={`Yes ${pct(tally.yesShare)} of the tokens voted`}
      >
        <span className="tally-yes" style={{ width: `${yesWidth}%` }} />
      </div>
      <dl className="fields">
        <dt>Yes</dt>
        <dd>
          {formatTokenAmount(tally.yesTokens, token)} · {tally.yesVoters} voter(s) ·{' '}
          {pct(tally.yesShare)}
        </dd>
        <dt>No</dt>
        <dd>
          {formatTokenAmount(tally.noTokens, token)} · {tally.noVoters} voter(s)
        </dd>
        <dt>Majority</dt>
        <dd>
          needs more than {pct(tally.majorityRequired)} yes —{' '}
          <strong>{verdict(tally.majorityMet)}</strong>
        </dd>
        <dt>Participation</dt>
        <dd>
          {formatTokenAmount(tally.votedTokens, token)} voted; needs{' '}
          {pct(tally.participationRequired)} of the supply —{' '}
          {tally.participationMet === undefined ? (
            <span className="muted">
              the data node does not publish the token supply the network divides by, so the
              explorer cannot check it; the network decides it when voting closes.
            </span>
          ) : (
            <strong>{verdict(tally.participationMet)}</strong>
          )}
        </dd>
        {closed && (
          <>
            <dt>Network’s result</dt>
            <dd>
              {enumToWords(state)}
              {reason && reason !== 'PROPOSAL_ERROR_UNSPECIFIED' && ` — ${enumToWords(reason)}`}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
