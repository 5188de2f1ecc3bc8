// Proposals and votes as labelled fields; in one line: governance-summaries.ts.
import type { Decoders } from './codec.ts';
import { field, group, idValue, present, text } from './fields.ts';
import { termsKind, VOTE_WORDS, type GovernanceCommand } from './governance-summaries.ts';
import { decodeTermsChange, termsTimes } from './proposal-terms.ts';

export const governanceDecoders: Decoders<GovernanceCommand> = {
  proposalSubmission: (p, lookups) => {
    const change = decodeTermsChange(p.terms, lookups);
    return present(
      field('Kind', text(termsKind(p.terms, lookups).replace(/^./, (c) => c.toUpperCase()))),
      // Rationale text is the proposer's: shown as plain text, never interpreted as markup.
      field('Title', text(p.rationale.title || '—')),
      p.rationale.description !== '' &&
        field('Description', { kind: 'block', text: p.rationale.description }),
      p.reference !== '' && field('Reference', text(p.reference)),
      ...termsTimes(p.terms),
      change.length > 0 && field('Changes', group(change)),
    );
  },
  voteSubmission: (v, lookups) => [
    field(
      'Proposal',
      idValue(v.proposalId, 'proposal', lookups.proposals?.get(v.proposalId)?.title.trim()),
    ),
    field('Vote', text(VOTE_WORDS[v.value] ?? v.value)),
  ],
};
