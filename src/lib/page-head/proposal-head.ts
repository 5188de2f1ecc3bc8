/*
 * The head of a proposal's page from its data, pure (no React, no fetching): the page renders it and
 * a server can call it with the same records. Without the data (or for an unknown id) the page
 * still has a title from its URL and a short description.
 */
import { enumToWords } from '../enum-words.ts';
import type { NsInput } from '../format-time.ts';
import { chain, parts, utcMinute } from './describe-parts.ts';
import type { PageHead } from './head-tags.ts';

export interface ProposalFacts {
  title: string;
  /** What it proposes, in words ("New market"). */
  kind: string;
  state: string;
  /** When voting closes (Unix ns). */
  closingNs?: NsInput;
}

export function proposalHead(proposal?: ProposalFacts, tab?: string): PageHead {
  const suffix = tab ? ` · ${tab}` : '';
  if (!proposal) {
    return {
      title: `Proposal${suffix}`,
      description: 'A governance proposal of the trading network.',
    };
  }
  const closes = utcMinute(proposal.closingNs);
  return {
    title: `${chain(proposal.title)} · Proposal${suffix}`,
    description: `Proposal “${chain(proposal.title)}”: ${parts(proposal.kind, enumToWords(proposal.state).toLowerCase(), closes && `voting closes ${closes}`)}. Its terms, tally and votes.`,
  };
}
