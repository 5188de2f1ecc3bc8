import { lazy, Suspense } from 'react';

const Markdown = lazy(() => import('./markdown.tsx'));

/**
 * The markdown renderer and its parser (~30 KB gzip) load only where a description is shown;
 * until then the text is shown as it is (escaped, wrapped), so nothing below it moves much.
 */
export function LazyMarkdown({ source, baseLevel }: { source: string; baseLevel?: number }) {
  return (
    <Suspense fallback={<p className="markdown-pending">{source.slice(0, 2_000)}</p>}>
      <Markdown source={source} baseLevel={baseLevel} />
    </Suspense>
  );
}
