import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionPage, nodeRecord } from '../../testing/entity-fixtures.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { SubmitterName } from './submitter-name.tsx';

const NODE_ID = 'fa'.repeat(32);
const VALIDATOR_KEY = '63'.repeat(32);
const PARTY_KEY = 'b3'.repeat(32);

function serveNodes() {
  stubFetch({
    '/api/v2/nodes': () => ({
      nodes: connectionPage([{ ...nodeRecord(NODE_ID, 'Obsidian Harbor'), pubKey: VALIDATOR_KEY }]),
    }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SubmitterName (names where ids have them)', () => {
  it('names a validator’s key by the validator, linked to its page, the key on hover', async () => {
    serveNodes();
    renderWithProviders(<SubmitterName pubKey={VALIDATOR_KEY} />);
    const link = await screen.findByRole('link', { name: 'Obsidian Harbor' });
    expect(link.getAttribute('href')).toBe(`/validators/${NODE_ID}`);
    expect(link.getAttribute('title')).toBe(VALIDATOR_KEY);
  });

  it('links any other key to its party page', async () => {
    serveNodes();
    renderWithProviders(<SubmitterName pubKey={PARTY_KEY} />);
    const link = await screen.findByRole('link', { name: /^b3b3/ });
    expect(link.getAttribute('href')).toBe(`/parties/${PARTY_KEY}`);
    expect(screen.queryByRole('link', { name: 'Obsidian Harbor' })).toBeNull();
  });
});
