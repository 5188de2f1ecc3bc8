import type { ProposalTerms } from '#contract/proposal-terms.ts';
import type { NetworkState } from '../state/network-state.ts';
import type { ProposalKind, ProposalRules } from './proposal-kinds.ts';
import { isAutoEnacted, needsNodeValidation } from './proposal-kinds.ts';
import type { ProposalFailure } from './proposal-failure.ts';
import { validateChange } from './validate-change.ts';

export type { ProposalErrorName, ProposalFailure } from './proposal-failure.ts';

const NS = 1_000_000_000n;

/** A Unix-ns time as the network's error texts show it. */
const shown = (ns: bigint) => new Date(Number(ns / 1_000_000n)).toISOString();

/**
 * The checks of a proposal at submission, in the network's order: closing and enactment times
 * within the parameters' bounds (relative to the block time), the proposer's associated tokens,
 * then the change itself. Returns the first failure.
 */
export function validateProposal(
  state: NetworkState,
  terms: ProposalTerms,
  kind: ProposalKind,
  rules: ProposalRules,
  party: string,
  now: bigint,
): ProposalFailure | undefined {
  const close = BigInt(terms.closingTimestamp) * NS;
  const enact = BigInt(terms.enactmentTimestamp) * NS;
  const minClose = now + BigInt(Math.round(rules.minClose)) * NS;
  const maxClose = now + BigInt(Math.round(rules.maxClose)) * NS;
  if (close < minClose) {
    return {
      reason: 'PROPOSAL_ERROR_CLOSE_TIME_TOO_SOON',
      details: `proposal closing time too soon, expected > ${shown(minClose)}, got ${shown(close)}`,
    };
  }
  if (close > maxClose) {
    return {
      reason: 'PROPOSAL_ERROR_CLOSE_TIME_TOO_LATE',
      details: `proposal closing time too late, expected < ${shown(maxClose)}, got ${shown(close)}`,
    };
  }
  if (!isAutoEnacted(kind)) {
    const minEnact = now + BigInt(Math.round(rules.minEnact)) * NS;
    const maxEnact = now + BigInt(Math.round(rules.maxEnact)) * NS;
    if (enact < minEnact) {
      return {
        reason: 'PROPOSAL_ERROR_ENACT_TIME_TOO_SOON',
        details: `proposal enactment time too soon, expected > ${shown(minEnact)}, got ${shown(enact)}`,
      };
    }
    if (enact > maxEnact) {
      return {
        reason: 'PROPOSAL_ERROR_ENACT_TIME_TOO_LATE',
        details: `proposal enactment time too late, expected < ${shown(maxEnact)}, got ${shown(enact)}`,
      };
    }
  }
  if (needsNodeValidation(kind)) {
    const validation = BigInt(terms.validationTimestamp) * NS;
    if (close < validation) {
      return {
        reason: 'PROPOSAL_ERROR_INCOMPATIBLE_TIMESTAMPS',
        details: `proposal closing time cannot be before validation time, expected > ${shown(validation)} got ${shown(close)}`,
      };
    }
  }
  if (!isAutoEnacted(kind) && enact < close) {
    return {
      reason: 'PROPOSAL_ERROR_INCOMPATIBLE_TIMESTAMPS',
      details: `proposal enactment time cannot be before closing time, expected > ${shown(close)} got ${shown(enact)}`,
    };
  }
  const tokens = state.governance.associatedStake(party);
  if (tokens < rules.minProposerBalance) {
    return {
      reason: 'PROPOSAL_ERROR_INSUFFICIENT_TOKENS',
      details: `proposer have insufficient governance token, expected >= ${rules.minProposerBalance} got ${tokens}`,
    };
  }
  return validateChange(state, terms, kind);
}
