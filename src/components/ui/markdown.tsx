import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeExternalUrl } from '../../lib/safe-url.ts';

/** The network caps a proposal's description at 20,000 characters; nothing longer is drawn. */
export const MAX_MARKDOWN_CHARS = 20_000;

interface MdNode {
  type: string;
  depth?: number;
  children?: MdNode[];
}

/**
 * Chain-supplied markdown (CommonMark + GFM tables, task lists, strikethrough) as React
 * elements through react-markdown: raw HTML is dropped (`skipHtml`), every piece of text goes
 * through React's escaping, images are shown as their alt text (no request to a chain-chosen
 * host), and a link is followed only when its target is an absolute http(s) URL
 * (lib/safe-url.ts). Headings start at `baseLevel`, whatever level the text starts at, so a
 * description never outranks the page's own headings. Loaded with the proposal page only.
 */
export default function Markdown({
  source,
  baseLevel = 3,
}: {
  source: string;
  baseLevel?: number;
}) {
  return (
    <div className="markdown">
      <ReactMarkdown
        skipHtml
        remarkPlugins={[remarkGfm, [shiftHeadings, baseLevel]]}
        // Links are judged by the `a` component below; images are never loaded.
        urlTransform={(url) => url}
        components={COMPONENTS}
      >
        {source.slice(0, MAX_MARKDOWN_CHARS)}
      </ReactMarkdown>
    </div>
  );
}

const COMPONENTS: Components = {
  a: ({ href, children }) => <SafeLink target={href ?? ''}>{children}</SafeLink>,
  img: ({ alt }) => <span className="muted">{alt ? `[image: ${alt}]` : '[image]'}</span>,
};

function SafeLink({ target, children }: { target: string; children: ReactNode }) {
  const href = safeExternalUrl(target);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ) : (
    <span className="unsafe-link" title="Not an http(s) link: not followed">
      {children} <span className="muted">({target})</span>
    </span>
  );
}

/** remark plugin: the document's own top heading level ("##" in many rationales) becomes
 * `baseLevel`, the others keep their distance from it (no skipped levels), capped at 6. */
function shiftHeadings(baseLevel: number) {
  return (tree: MdNode) => {
    const headings: MdNode[] = [];
    const walk = (node: MdNode) => {
      if (node.type === 'heading') headings.push(node);
      node.children?.forEach(walk);
    };
    walk(tree);
    const top = Math.min(...headings.map((h) => h.depth ?? 6));
    for (const h of headings) h.depth = Math.min(6, Math.max(1, (h.depth ?? 6) - top + baseLevel));
  };
}
