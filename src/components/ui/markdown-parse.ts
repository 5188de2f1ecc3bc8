// A small, safe markdown subset for chain text (proposal rationales): paragraphs, headings,
// lists, block quotes, fenced code, `code`, **strong**, *emphasis* and [links](url). The
// output is a plain data tree that the renderer turns into React elements; raw HTML is never
// interpreted (it stays text), and links are kept only when they are absolute http(s) URLs.

import { safeExternalUrl } from '../../lib/safe-url.ts';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  /** `href` is undefined when the target is not a safe http(s) URL: shown, not linked. */
  | { kind: 'link'; href: string | undefined; target: string; children: Inline[] };

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'heading'; level: number; children: Inline[] }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

/** The network caps descriptions at 20 000 characters; anything longer is cut, not parsed. */
export const MAX_MARKDOWN_CHARS = 20_000;
/** Emphasis inside links inside emphasis…: deeper nesting is left as text. */
const MAX_INLINE_DEPTH = 3;

/**
 * Inline markup. Each closing delimiter is found with one cached forward search per token, so
 * unbalanced input ("[[[[…", "****…") stays linear instead of rescanning the rest each time.
 */
export function parseInline(text: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const nextAt = new Map<string, number>();
  const find = (token: string, from: number): number => {
    const cached = nextAt.get(token);
    // -1 from an earlier (smaller) start means none from here either.
    if (cached !== undefined && (cached === -1 || cached >= from)) return cached;
    const found = text.indexOf(token, from);
    nextAt.set(token, found);
    return found;
  };
  const push = (node: Inline) => {
    if (buffer) out.push({ kind: 'text', text: buffer });
    buffer = '';
    out.push(node);
  };
  const nested = depth < MAX_INLINE_DEPTH;

  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (ch === '`') {
      const end = find('`', i + 1);
      if (end > i + 1) {
        push({ kind: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    } else if (nested && (text.startsWith('**', i) || text.startsWith('__', i))) {
      const delimiter = text.slice(i, i + 2);
      const end = find(delimiter, i + 2);
      if (end > i + 2) {
        push({ kind: 'strong', children: parseInline(text.slice(i + 2, end), depth + 1) });
        i = end + 2;
        continue;
      }
    } else if (nested && (ch === '*' || ch === '_') && opensEmphasis(text, i)) {
      const end = find(ch, i + 1);
      if (end > i + 1) {
        push({ kind: 'em', children: parseInline(text.slice(i + 1, end), depth + 1) });
        i = end + 1;
        continue;
      }
    } else if (nested && ch === '[') {
      const close = find('](', i + 1);
      const end = close > i ? linkEnd(text, close + 2) : -1;
      if (end > close + 2) {
        const target = text.slice(close + 2, end).trim();
        push({
          kind: 'link',
          href: safeExternalUrl(target),
          target,
          children: parseInline(text.slice(i + 1, close), depth + 1),
        });
        i = end + 1;
        continue;
      }
    }
    buffer += ch;
    i += 1;
  }
  if (buffer) out.push({ kind: 'text', text: buffer });
  return out;
}

/** Longest URL read as a link target; the scan for its end is bounded by it. */
const MAX_TARGET_CHARS = 2048;

/** Index of the ")" closing a link target that starts at `start`, allowing balanced "()". */
function linkEnd(text: string, start: number): number {
  let depth = 0;
  const stop = Math.min(text.length, start + MAX_TARGET_CHARS);
  for (let i = start; i < stop; i += 1) {
    const ch = text.charAt(i);
    if (ch === '(') depth += 1;
    else if (ch === ')') {
      if (depth === 0) return i;
      depth -= 1;
    } else if (ch === '\n') return -1;
  }
  return -1;
}

/** `_` opens emphasis only at a word start, so snake_case_names stay as they are. */
function opensEmphasis(text: string, i: number): boolean {
  const after = text.charAt(i + 1);
  if (after === '' || after === ' ') return false;
  if (text.charAt(i) === '*') return true;
  return i === 0 || /\s|[([{"']/.test(text.charAt(i - 1));
}

const HEADING_RE = /^(#{1,6})\s+(.*)$/;
const BULLET_RE = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED_RE = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const FENCE_RE = /^\s{0,3}```/;
const QUOTE_RE = /^\s{0,3}>\s?(.*)$/;

/** Block structure, line by line. */
export function parseMarkdown(source: string): Block[] {
  const text = typeof source === 'string' ? source.slice(0, MAX_MARKDOWN_CHARS) : '';
  const lines = text.split(/\r\n|\r|\n/);
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: inline(paragraph) });
    if (quote.length) blocks.push({ kind: 'quote', children: inline(quote) });
    if (list) {
      blocks.push({
        kind: 'list',
        ordered: list.ordered,
        items: list.items.map((item) => parseInline(item)),
      });
    }
    paragraph = [];
    quote = [];
    list = undefined;
  };

  for (let n = 0; n < lines.length; n += 1) {
    const line = lines[n] ?? '';
    if (FENCE_RE.test(line)) {
      flush();
      const code: string[] = [];
      for (n += 1; n < lines.length && !FENCE_RE.test(lines[n] ?? ''); n += 1) {
        code.push(lines[n] ?? '');
      }
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING_RE.exec(line);
    const bullet = BULLET_RE.exec(line);
    const numbered = NUMBERED_RE.exec(line);
    const quoted = QUOTE_RE.exec(line);
    if (heading) {
      flush();
      const level = heading[1]?.length ?? 1;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2] ?? '') });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      if (!list || list.ordered !== ordered) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)?.[1] ?? '');
    } else if (quoted) {
      if (!quote.length) flush();
      quote.push(quoted[1] ?? '');
    } else if (list) {
      // A plain line right after an item continues that item.
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''} ${line.trim()}`;
    } else {
      if (quote.length) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

function inline(lines: string[]): Inline[] {
  return parseInline(lines.join(' '));
}
