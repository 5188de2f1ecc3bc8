import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolateChainText } from '../../lib/chain-text.ts';
import { useDocumentTitle } from './use-document-title.ts';

function Page({ title }: { title: string | undefined }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('names the page, follows changes and gives the site name back on leaving', () => {
    const { rerender, unmount } = render(<Page title={undefined} />);
    expect(document.title).toBe('Trading Network Explorer');
    rerender(<Page title="Orders" />);
    expect(document.title).toBe('Orders · Trading Network Explorer');
    rerender(<Page title="Tx 600FBE…0891" />);
    expect(document.title).toBe('Tx 600FBE…0891 · Trading Network Explorer');
    unmount();
    expect(document.title).toBe('Trading Network Explorer');
  });

  it('keeps a hostile name from turning the words after it around', () => {
    render(<Page title={`${isolateChainText('\u202EXF.LJ23')} · Market`} />);
    expect(document.title).toBe('\u2068[RLO]XF.LJ23\u2069 · Market · Trading Network Explorer');
  });
});
