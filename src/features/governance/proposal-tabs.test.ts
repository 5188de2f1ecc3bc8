import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, proposalTabOf, rationaleExcerpt } from './proposal-tabs.ts';

describe('proposalTabOf', () => {
  it('reads a known tab and falls back to the overview', () => {
    expect(proposalTabOf('rationale')).toBe('rationale');
    expect(proposalTabOf('overview')).toBe('overview');
    expect(proposalTabOf('nonsense')).toBe('overview');
    expect(proposalTabOf(null)).toBe('overview');
  });
});

describe('rationaleExcerpt', () => {
  it('takes the first paragraph that is not a heading, as plain text', () => {
    expect(
      rationaleExcerpt(
        '## Why\n\nMore **votes** per _epoch_, see [the docs](https://x.example).\n\nMore.',
      ),
    ).toBe('More votes per epoch, see the docs.');
  });

  it('keeps hostile markup as text (React escapes it)', () => {
    expect(rationaleExcerpt('<img src=x onerror=alert(1)> hi')).toBe(
      '<img src=x onerror=alert(1)> hi',
    );
  });

  it('cuts a long paragraph at a word, with an ellipsis', () => {
    const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const excerpt = rationaleExcerpt(words);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_CHARS + 1);
    // word0 … word9 take 59 characters, each next word 7 more: word40 ends at 276, word41
    // would end at 283 > 280, so the excerpt ends with word40.
    expect(excerpt).toMatch(/^word0 word1 .* word39 word40…$/);
  });

  it('is empty for a description that is only headings', () => {
    expect(rationaleExcerpt('# Title\n\n## Again')).toBe('');
  });
});
