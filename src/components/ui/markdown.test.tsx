import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Markdown, { MAX_MARKDOWN_CHARS } from './markdown.tsx';

const html = (source: string, baseLevel?: number) =>
  render(<Markdown source={source} baseLevel={baseLevel} />).container.querySelector('.markdown')!
    .innerHTML;

describe('Markdown', () => {
  it('reads paragraphs, lists, quotes, fenced code and GFM tables', () => {
    const { container } = render(
      <Markdown
        source={
          'First line\nsame paragraph.\n\n- one\n- two\n\n1. a\n2. b\n\n> quoted\n\n```\nx < y\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |'
        }
      />,
    );
    expect(container.querySelector('p')?.textContent).toBe('First line\nsame paragraph.');
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'one',
      'two',
    ]);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(container.querySelector('blockquote')?.textContent?.trim()).toBe('quoted');
    expect(container.querySelector('pre code')?.textContent).toBe('x < y\n');
    expect([...container.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['1', '2']);
  });

  it('parses what the hand-written parser got wrong (CommonMark)', () => {
    // Nested emphasis inside emphasis.
    expect(html('*a **b** c*')).toBe('<p><em>a <strong>b</strong> c</em></p>');
    // Backslash escapes leave the marker as text.
    expect(html('\\*not emphasis\\*')).toBe('<p>*not emphasis*</p>');
    // A double-backtick span may hold a backtick.
    expect(html('``a ` b``')).toBe('<p><code>a ` b</code></p>');
  });

  it('leaves snake_case names and unbalanced markers as text', () => {
    expect(html('max_close_time and 2 * 3')).toBe('<p>max_close_time and 2 * 3</p>');
    expect(html('[not a link] (x)')).toBe('<p>[not a link] (x)</p>');
  });

  it('renders hostile HTML as nothing and creates no element from it', () => {
    const { container } = render(
      <Markdown
        source={'<img src=x onerror=alert(1)> <script>alert(2)</script>\n\n**<b>bold</b>**'}
      />,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
  });

  it('links http(s) targets safely and shows other targets without a link', () => {
    const { container } = render(
      <Markdown source="[site](https://site.example/a) and [evil](javascript:alert(1)) and [rel](/x)" />,
    );
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://site.example/a');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByText('evil')).toBeTruthy();
    expect(screen.getByText('(javascript:alert(1))')).toBeTruthy();
    expect(screen.getByText('(/x)')).toBeTruthy();
    expect(container.querySelector('[href^="javascript:"]')).toBeNull();
  });

  it('never loads an image a description names', () => {
    const { container } = render(<Markdown source="![chart](https://tracker.example/p.png)" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('[image: chart]');
  });

  it('starts headings below the page heading, whatever level the text starts at', () => {
    const { container } = render(<Markdown source={'# Top\n\n## Next'} baseLevel={3} />);
    expect(container.querySelector('h3')?.textContent).toBe('Top');
    expect(container.querySelector('h4')?.textContent).toBe('Next');
    const second = render(<Markdown source={'## Why\n\n### How'} baseLevel={3} />);
    expect(second.container.querySelector('h3')?.textContent).toBe('Why');
    expect(second.container.querySelector('h4')?.textContent).toBe('How');
  });

  it('stays fast on pathological input and cuts text beyond the network limit', () => {
    const started = performance.now();
    render(<Markdown source={`${'[[**__*_`'.repeat(1_000)}\n${'- '.repeat(2_000)}`} />);
    expect(performance.now() - started).toBeLessThan(3_000);
    const { container } = render(<Markdown source={'a'.repeat(30_000)} />);
    expect(container.querySelector('p')?.textContent).toHaveLength(MAX_MARKDOWN_CHARS);
  });
});
