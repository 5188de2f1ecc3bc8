import { truncateMiddle } from '../../../lib/truncate-id.ts';
import type { Codecs } from './codec.ts';
import { field, group, idValue, present, text } from './fields.ts';
import { decodeTermsChange, termsKind, termsTimes } from './proposal-terms.ts';

const VOTE_WORDS: Record<string, string> = { VALUE_YES: 'YES', VALUE_NO: 'NO' };

export const governanceCodecs: Codecs<'proposalSubmission' | 'voteSubmission'> = {
  proposalSubmission: {
    decode: (p, lookups) => {
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
    summarise: (p, lookups) => {
      const kind = termsKind(p.terms, lookups);
      const title = p.rationale.title.trim();
      return `Propose ${kind}${title ? `: “${title.length > 60 ? `${title.slice(0, 60)}…` : title}”` : ''}`;
    },
  },
  voteSubmission: {
    decode: (v) => [
      field('Proposal', idValue(v.proposalId, 'proposal')),
      field('Vote', text(VOTE_WORDS[v.value] ?? v.value)),
    ],
    summarise: (v) =>
      `Vote ${VOTE_WORDS[v.value] ?? v.value} on proposal ${truncateMiddle(v.proposalId)}`,
  },
};
