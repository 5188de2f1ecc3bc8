import { describe, expect, it } from 'vitest';
import {
  proposalFilterWords,
  readProposalFilter,
  STATE_OPTIONS,
  TYPE_OPTIONS,
} from './proposal-filters.ts';

describe('proposal filters', () => {
  it('reads URL words as the API enum names and writes them back', () => {
    const filter = readProposalFilter(new URLSearchParams('state=open&type=network-parameters'));
    expect(filter).toEqual({ state: 'STATE_OPEN', type: 'TYPE_NETWORK_PARAMETERS' });
    expect(proposalFilterWords(filter)).toEqual({ state: 'open', type: 'network-parameters' });
  });

  it('treats unknown words as no filter', () => {
    expect(readProposalFilter(new URLSearchParams('state=STATE_OPEN&type=all'))).toEqual({
      state: undefined,
      type: undefined,
    });
  });

  it('offers every state and type but the unspecified ones', () => {
    expect(STATE_OPTIONS.map((o) => o.word)).toContain('waiting-for-node-vote');
    expect(TYPE_OPTIONS.map((o) => o.word)).toEqual([
      'new-market',
      'update-market',
      'network-parameters',
      'new-asset',
      'new-free-form',
      'update-asset',
    ]);
  });
});
