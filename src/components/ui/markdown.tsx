import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown-parse.ts';

/**
 * Renders chain-supplied markdown (a safe subset, see markdown-parse.ts) as React elements:
 * every piece of text goes through React's escaping, nothing through innerHTML. Headings start
 * at `baseLevel` (whatever level the text starts at) so a description never outranks the
 * page's own headings.
 */
export function Markdown({ source, baseLevel = 3 }: { source: string; baseLevel?: number }) {
  const blocks = parseMarkdown(source);
  // The document's own top level ("##" in many rationales) becomes baseLevel: no skipped levels.
  const top = Math.min(7, ...blocks.map((b) => (b.kind === 'heading' ? b.level : 7)));
  const shift = baseLevel - Math.min(top, 6);
  return <div className="markdown">{blocks.map((block, i) => renderBlock(block, i, shift))}</div>;
}

function renderBlock(block: Block, key: number, shift: number): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return <p key={key}>{renderInlines(block.children)}</p>;
    case 'quote':
      return <blockquote key={key}>{renderInlines(block.children)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInlines(item)}</li>);
      return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'heading': {
      const level = Math.min(6, Math.max(1, block.level + shift));
      const Tag = `h${level}` as 'h3';
      return <Tag key={key}>{renderInlines(block.children)}</Tag>;
    }
  }
}

function renderInlines(nodes: Inline[]): ReactNode {
  return nodes.map((node, i) => <Fragment key={i}>{renderInline(node)}</Fragment>);
}

function renderInline(node: Inline): ReactNode {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'code':
      return <code>{node.text}</code>;
    case 'strong':
      return <strong>{renderInlines(node.children)}</strong>;
    case 'em':
      return <em>{renderInlines(node.children)}</em>;
    case 'link':
      // Only absolute http(s) targets become links; anything else is shown, never followed.
      return node.href ? (
        <a href={node.href} target="_blank" rel="noopener noreferrer nofollow">
          {renderInlines(node.children)}
        </a>
      ) : (
        <span className="unsafe-link" title="Not an http(s) link: not followed">
          {renderInlines(node.children)} <span className="muted">({node.target})</span>
        </span>
      );
  }
}
