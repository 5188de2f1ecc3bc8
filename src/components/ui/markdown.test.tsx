import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown-parse.ts';
import { Markdown } from './markdown.tsx';

describe('parseMarkdown', () => {
  it('reads paragraphs, headings, lists, quotes and fenced code', () => {
    const blocks = parseMarkdown(
      '# Why\n\nFirst line\nsame paragraph.\n\n- one\n- two\n\n1. a\n2) b\n\n> quoted\n\n```\nx < y\n```',
    );
    expect(blocks.map((b) => b.kind)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'quote',
      'code',
    ]);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      children: [{ kind: 'text', text: 'First line same paragraph.' }],
    });
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: 'one' }], [{ text: 'two' }]],
    });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[5]).toEqual({ kind: 'code', text: 'x < y' });
  });

  it('reads inline code, strong, emphasis and links', () => {
    expect(parseInline('a `b` **c** *d* [e](https://x.example/)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'code', text: 'b' },
      { kind: 'text', text: ' ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'd' }] },
      { kind: 'text', text: ' ' },
      {
        kind: 'link',
        href: 'https://x.example/',
        target: 'https://x.example/',
        children: [{ kind: 'text', text: 'e' }],
      },
    ]);
  });

  it('leaves snake_case names and unbalanced markers as text', () => {
    expect(parseInline('max_close_time and 2 * 3')).toEqual([
      { kind: 'text', text: 'max_close_time and 2 * 3' },
    ]);
    expect(parseInline('[not a link] (x)')).toEqual([{ kind: 'text', text: '[not a link] (x)' }]);
  });

  it('keeps only http(s) link targets', () => {
    for (const target of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'JaVaScRiPt:x']) {
      const [node] = parseInline(`[x](${target})`);
      expect(node).toMatchObject({ kind: 'link', href: undefined, target });
    }
  });

  it('stays fast on pathological input', () => {
    const started = performance.now();
    parseMarkdown(`${'[[**__*_`'.repeat(2_000)}\n${'- '.repeat(5_000)}`);
    parseInline('*'.repeat(20_000));
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('cuts text beyond the network limit', () => {
    const blocks = parseMarkdown('a'.repeat(30_000));
    expect(blocks[0]).toEqual({
      kind: 'paragraph',
      children: [{ kind: 'text', text: 'a'.repeat(20_000) }],
    });
  });
});

describe('Markdown', () => {
  it('renders hostile HTML as text and creates no element from it', () => {
    const { container } = render(
      <Markdown
        source={'<img src=x onerror=alert(1)> <script>alert(2)</script>\n\n**<b>bold</b>**'}
      />,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('<b>bold</b>');
  });

  it('links http(s) targets safely and shows other targets without a link', () => {
    const { container } = render(
      <Markdown source="[site](https://site.example/a) and [evil](javascript:alert(1))" />,
    );
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://site.example/a');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByText('evil')).toBeTruthy();
    expect(container.querySelector('[href^="javascript:"]')).toBeNull();
  });

  it('starts headings below the page heading, whatever level the text starts at', () => {
    const { container } = render(<Markdown source={'# Top\n\n## Next'} baseLevel={3} />);
    expect(container.querySelector('h3')?.textContent).toBe('Top');
    expect(container.querySelector('h4')?.textContent).toBe('Next');
    const second = render(<Markdown source={'## Why\n\n### How'} baseLevel={3} />);
    expect(second.container.querySelector('h3')?.textContent).toBe('Why');
    expect(second.container.querySelector('h4')?.textContent).toBe('How');
  });
});
