import type { CommandKey } from '#contract/commands/input-data.ts';
import { CommandError, TxCode } from '../../block/command-error.ts';
import type { NetworkState } from '../../state/network-state.ts';
import { associatedStake } from '../stake-source.ts';
import { POLICY_OF, POW_EXEMPT, policyLimit, powParams, type Policy } from './spam-policies.ts';

/** Words of the reference's errors per policy ("…maximum number of <name> requests…"). */
const POLICY_WORDS: Record<Policy, string> = {
  proposals: 'proposal',
  votes: 'vote',
  delegations: 'delegation',
  transfers: 'transfer',
  nodeAnnouncements: 'validatorJoin',
  issueSignatures: 'issueSignatures',
};

const spam = (message: string) => new CommandError(TxCode.SPAM, message);

/** The proposal a vote is for (votes are counted per proposal). */
function proposalOf(body: unknown): string {
  const id = (body as { proposalId?: unknown } | null)?.proposalId;
  return typeof id === 'string' ? id : '';
}

/**
 * Spam protection before a transaction executes (D11): proof-of-work budget per block, then
 * the per-epoch policy of its command — banned party, too few associated tokens, or over the
 * epoch's maximum — each an error with code 89. An accepted transaction counts against the
 * party's limit even if the command itself then fails, as in the reference.
 */
export function checkSpam(
  state: NetworkState,
  submitter: string,
  key: CommandKey,
  body: unknown,
): CommandError | undefined {
  const s = state.validators.spam;
  if (!POW_EXEMPT.has(key)) {
    const pow = powParams(state);
    const seen = (s.powSeen.get(submitter) ?? 0n) + 1n;
    s.powSeen.set(submitter, seen);
    // Beyond the per-block budget a transaction needs more work; without increasing
    // difficulty it cannot be accepted at all.
    if (seen > pow.txPerBlock && !pow.increasingDifficulty)
      return spam('too many transactions per block');
  }

  const policy = POLICY_OF[key];
  if (!policy) return undefined;
  const words = POLICY_WORDS[policy];
  const until = s.bannedUntil(policy, submitter);
  // Bans run out at the end of a block (SpamState.endBlock): a listed party is banned.
  if (until !== undefined)
    return spam(
      `party is banned from submitting ${words} until the earlier between ${until} and the beginning of the next epoch`,
    );
  const limit = policyLimit(state, policy);
  if (limit.minTokensRequired > 0n && associatedStake(state, submitter) < limit.minTokensRequired)
    return spam(
      `party has insufficient associated governance tokens in their staking account to submit ${words} request`,
    );
  const proposal = proposalOf(body);
  const used = policy === 'votes' ? s.voteCount(submitter, proposal) : s.count(policy, submitter);
  if (used >= limit.maxForEpoch) {
    s.reject(policy, submitter);
    return spam(`party has already submitted the maximum number of ${words} requests per epoch`);
  }
  s.accept(policy, submitter, policy === 'votes' ? proposal : undefined);
  return undefined;
}
